// zod/mini, not classic zod: this schema is parsed at boot in the login route's entry chunk,
// and mini tree-shakes to a few kB where classic costs ~30 kB gzip.
import * as z from 'zod/mini';
import { isTimeZone, SELLER_ZONE } from './clock';

/** Runtime configuration, read at boot from config.json beside index.html. */
const realtimeConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sse'), url: z.string().check(z.minLength(1)) }),
  z.object({
    kind: z.literal('firebase'),
    apiKey: z.string(),
    authDomain: z.string(),
    databaseURL: z.url(),
    projectId: z.string(),
    unreadPath: z._default(z.string(), 'unread/{sellerId}'),
  }),
  z.object({ kind: z.literal('none') }),
]);

export const appConfigSchema = z.object({
  apiRoot: z.string().check(z.minLength(1)),
  chatApiRoot: z.string().check(z.minLength(1)),
  cdnRoot: z.string().check(z.minLength(1)),
  realtime: realtimeConfigSchema,
  mapTilesUrl: z._default(z.nullable(z.string()), null),
  geocodeUrl: z._default(z.nullable(z.string()), null),
  sellerSuffix: z._default(z.string(), 'Penyedia'),
  /** The seller's time zone (IANA); their "today" is this zone's day, whatever the browser's zone. */
  timeZone: z._default(z.string().check(z.refine(isTimeZone, 'zona waktu tidak dikenal')), SELLER_ZONE),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;
