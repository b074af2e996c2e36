import { z } from 'zod';

/** One line of a packet's contents (spec 001 §3.7): a product of the seller with its quantity. */
export const packetLineSchema = z.object({
  packet_did: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});
export type PacketLine = z.infer<typeof packetLineSchema>;

/** One hit of the packet product search (spec 001 §3.7). */
export const packetSearchResultSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export type PacketSearchResult = z.infer<typeof packetSearchResultSchema>;
