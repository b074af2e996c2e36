import { expect } from 'vitest';
import type { EndpointDef } from '@core/api/endpoint';

/**
 * A form builder feeds the gateway directly: its output must pass the endpoint's request schema
 * and use only the catalogue's field names (its type is checked by tsc at the call site).
 */
export function expectAccepted(def: EndpointDef, input: object): void {
  const parsed = def.request.safeParse(input);
  expect(parsed.error?.issues ?? []).toEqual([]);
  for (const key of Object.keys(input)) expect(def.fields).toContain(key);
}
