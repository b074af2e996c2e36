import { z } from 'zod';
import { packetLineSchema } from '@core/packet/schema';
import { productRecordSchema, type ProductRecord } from '@core/product/record';
import productsSeed from '@fixtures/seed/product/products.json';

export { productRecordSchema, type BookFacts, type ProductRecord } from '@core/product/record';

export const productStateSchema = z.object({
  nextProductId: z.number().int(),
  nextPacketId: z.number().int(),
  products: z.array(productRecordSchema),
  /** Packet lines added before their product exists, by seller id. */
  tempPackets: z.record(z.string(), z.array(packetLineSchema)),
});
export type ProductState = z.output<typeof productStateSchema>;

export function seedProductState(): ProductState {
  const products = z.array(productRecordSchema).parse(productsSeed);
  const packetIds = products.flatMap((p) => p.packets.map((line) => line.packet_did));
  return {
    nextProductId: Math.max(2000, ...products.map((p) => p.id)) + 1,
    nextPacketId: Math.max(5000, ...packetIds) + 1,
    products,
    tempPackets: {},
  };
}

/** The seller's product, or undefined (another seller's product is as good as missing). */
export function findProduct(state: ProductState, sellerId: number, id: number): ProductRecord | undefined {
  return state.products.find((p) => p.id === id && p.sellerId === sellerId);
}

export function sellerProducts(state: ProductState, sellerId: number): ProductRecord[] {
  return state.products.filter((p) => p.sellerId === sellerId);
}
