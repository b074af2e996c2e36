import { z } from 'zod';
import { expeditionListSchema, expeditionToggleResultSchema } from '../../expedition/schema';
import { pathCall, recordId, jsonCall } from '../calls';
import { envelope } from '../envelope';

/** The carrier calls: the carrier list and its on/off toggle. */
export const expeditionEndpoints = {
  expeditions: pathCall({
    summary: "The seller's carriers and the ones not added",
    spec: '002 §7',
    method: 'GET',
    path: 'seller/setting/expedition',
    request: z.object({}),
    response: envelope(expeditionListSchema),
  }),
  toggleExpedition: jsonCall(
    { summary: "Switch a carrier on or off; data 1 means it now serves ('Melayani')", spec: '002 §7, §4.6' },
    'PUT',
    'seller/setting/expedition',
    z.object({ id: recordId }),
    envelope(expeditionToggleResultSchema),
  ),
} as const;
