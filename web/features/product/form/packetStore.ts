import { z } from 'zod';
import { addPacketLine, removePacketLine, type LocalPacketLine } from '@core/product/rules';

/** The one local-storage key of the packet lines kept before the product exists (spec 001 §4). */
const PACKET_STORAGE_KEY = 'penyedia.paket';

const linesSchema = z.array(
  z.object({ productId: z.number().int(), name: z.string(), image: z.string(), quantity: z.number().int().positive() }),
);

export function readPacketLines(): LocalPacketLine[] {
  try {
    const parsed = linesSchema.safeParse(JSON.parse(window.localStorage.getItem(PACKET_STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function write(lines: readonly LocalPacketLine[]): LocalPacketLine[] {
  window.localStorage.setItem(PACKET_STORAGE_KEY, JSON.stringify(lines));
  return [...lines];
}

/** Adds (merging the same product by summing quantities) and stores the list. */
export function storePacketLine(line: LocalPacketLine): LocalPacketLine[] {
  return write(addPacketLine(readPacketLines(), line));
}

export function dropPacketLine(productId: number): LocalPacketLine[] {
  return write(removePacketLine(readPacketLines(), productId));
}

export function clearPacketLines(): void {
  window.localStorage.removeItem(PACKET_STORAGE_KEY);
}
