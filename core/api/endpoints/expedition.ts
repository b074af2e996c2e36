import { z } from 'zod';
import { expeditionListSchema, expeditionToggleResultSchema } from '../../expedition/schema';
import { pathCall, recordId } from '../calls';
import { envelope } from '../envelope';
import { endpoint } from '../endpoint';

/** Carrier calls of spec 002 §7. */
export const expeditionEndpoints = {
  expeditions: pathCall({
    summary: "The seller's carriers and the ones not added",
    spec: '002 §7',
    method: 'GET',
    path: 'seller/setting/expedition',
    request: z.object({}),
    response: envelope(expeditionListSchema),
  }),
  toggleExpedition: endpoint({
    summary: "Switch a carrier on or off; data 1 means it now serves ('Melayani')",
    spec: '002 §7, §4.6',
    method: 'PUT',
    path: 'seller/setting/expedition',
    base: 'api',
    encoding: 'json',
    fields: ['id'],
    request: z.object({ id: recordId }),
    response: envelope(expeditionToggleResultSchema),
  }),
} as const;
