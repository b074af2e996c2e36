import { z } from 'zod';

/** One line of a packet's contents: a product of the seller with its quantity. */
export const packetLineSchema = z.object({
  packet_did: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});
export type PacketLine = z.infer<typeof packetLineSchema>;

/** One hit of the packet product search: a product of the seller to add to a packet. */
export const packetSearchResultSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export type PacketSearchResult = z.infer<typeof packetSearchResultSchema>;
