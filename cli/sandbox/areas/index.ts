import { createHash } from 'node:crypto';
import type { AnyArea } from '../area';
import { accountArea, sellerPermission } from './account';
import { chatArea } from './chat';
import { expeditionArea } from './expedition';
import { negoArea } from './nego';
import { orderArea } from './order';
import { productArea } from './product';
import { reviewArea } from './review';

/** Every sandbox area; each owns its seed and the routes of its catalogue calls. */
export const sandboxAreas: readonly AnyArea[] = [
  accountArea,
  productArea,
  orderArea,
  negoArea,
  expeditionArea,
  chatArea,
  reviewArea,
];

/** What a seller may do, by the account's state: every sandbox of these areas applies it to every call. */
export const sandboxPermission = sellerPermission;

/** A fingerprint of the seed data: a data folder seeded from other fixtures is refused (see --reset). */
export function seedVersion(areas: readonly AnyArea[] = sandboxAreas): string {
  const hash = createHash('sha256');
  // The moment of seeding is not part of the fixtures: every area is fingerprinted as seeded at 0.
  for (const area of areas) hash.update(area.name).update(JSON.stringify(area.seed(0)));
  return hash.digest('hex').slice(0, 16);
}
