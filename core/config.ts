import { z } from 'zod';

/** Runtime configuration, read at boot from config.json beside index.html. */
export const realtimeConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sse'), url: z.string().min(1) }),
  z.object({
    kind: z.literal('firebase'),
    apiKey: z.string(),
    authDomain: z.string(),
    databaseURL: z.string().url(),
    projectId: z.string(),
    unreadPath: z.string().default('unread/{sellerId}'),
  }),
  z.object({ kind: z.literal('none') }),
]);

export const appConfigSchema = z.object({
  apiRoot: z.string().min(1),
  chatApiRoot: z.string().min(1),
  cdnRoot: z.string().min(1),
  realtime: realtimeConfigSchema,
  mapTilesUrl: z.string().nullable().default(null),
  geocodeUrl: z.string().nullable().default(null),
  sellerSuffix: z.string().default('Penyedia'),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;
