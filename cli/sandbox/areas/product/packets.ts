import type { z } from 'zod';
import { PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import type { productEndpoints } from '@core/api/endpoints/product';
import { ITEM_TYPE } from '@core/product/options';
import type { PacketLine } from '@core/packet/schema';
import { fail, ok, type Reply } from '../../reply';
import { checkMallId, withSeller, type ProductContext } from './context';
import { PRODUCT_NOT_FOUND } from './detail';
import { BLOCKED_MESSAGE } from './mutations';
import { findProduct, sellerProducts, type ProductState } from './state';

type Input<K extends keyof typeof productEndpoints> = z.output<(typeof productEndpoints)[K]['request']>;

const SEARCH_LIMIT = 20;

function tempList(state: ProductState, sellerId: number): PacketLine[] {
  const key = String(sellerId);
  state.tempPackets[key] ??= [];
  return state.tempPackets[key];
}

/** GET cariProduk: the seller's goods that can be packet contents (not blocked, not packets themselves). */
export function searchPacketProducts(input: Input<'searchPacketProducts'>, ctx: ProductContext): Reply {
  const refused = checkMallId(ctx, input.mall_id);
  if (refused) return refused;
  const needle = input.cari.trim().toLowerCase();
  const hits = sellerProducts(ctx.state, input.mall_id)
    .filter((p) => p.itemType === ITEM_TYPE.goods && !p.isBlocked && p.packets.length === 0)
    .filter((p) => needle === '' || p.name.toLowerCase().includes(needle) || p.model.toLowerCase().includes(needle))
    .slice(0, SEARCH_LIMIT)
    .map((p) => ({ product_id: p.id, name: p.name, image: p.imagePrimary }));
  return ok(hits);
}

/**
 * POST addPacket: into the product's packet (parent_id) or the seller's temporary list; the same
 * product twice is one line with the quantities summed.
 */
export function addPacket(input: Input<'addPacket'>, ctx: ProductContext): Reply {
  const refused = checkMallId(ctx, input.mall_id);
  if (refused) return refused;
  const content = findProduct(ctx.state, input.mall_id, input.product_id);
  if (!content) return fail(404, PRODUCT_NOT_FOUND);
  if (content.itemType !== ITEM_TYPE.goods || content.packets.length > 0)
    return fail(400, PRODUCT_SERVER_MESSAGES.packetContentNotGoods);
  let lines: PacketLine[];
  if (input.parent_id === undefined) {
    lines = tempList(ctx.state, input.mall_id);
  } else {
    const parent = findProduct(ctx.state, input.mall_id, input.parent_id);
    if (!parent) return fail(404, PRODUCT_NOT_FOUND);
    if (parent.isBlocked) return fail(409, BLOCKED_MESSAGE);
    if (parent.id === content.id) return fail(400, PRODUCT_SERVER_MESSAGES.packetSelf);
    if (parent.itemType !== ITEM_TYPE.goods) return fail(400, PRODUCT_SERVER_MESSAGES.packetParentNotGoods);
    lines = parent.packets;
  }
  const existing = lines.find((line) => line.product_id === content.id);
  if (existing) {
    existing.quantity += input.qty;
    return ok(existing, PRODUCT_SERVER_MESSAGES.packetAdded);
  }
  const line: PacketLine = {
    packet_did: ctx.state.nextPacketId,
    product_id: content.id,
    name: content.name,
    image: content.imagePrimary,
    price: content.price,
    quantity: input.qty,
  };
  ctx.state.nextPacketId += 1;
  lines.push(line);
  return ok(line, PRODUCT_SERVER_MESSAGES.packetAdded);
}

/** GET tempPacket/{userId}: only the logged-in seller's own list. */
export function tempPackets(input: Input<'tempPackets'>, ctx: ProductContext): Reply | Promise<Reply> {
  return withSeller(ctx, (sellerId) => {
    if (input.userId !== sellerId) return fail(403, PRODUCT_SERVER_MESSAGES.packetOtherSeller);
    return ok(ctx.state.tempPackets[String(sellerId)] ?? []);
  });
}

/** GET delPacket/{id}: a line of the temporary list or of one of the seller's products. */
export function deletePacket(input: Input<'deletePacket'>, ctx: ProductContext): Reply | Promise<Reply> {
  return withSeller(ctx, (sellerId) => {
    const lists = [tempList(ctx.state, sellerId), ...sellerProducts(ctx.state, sellerId).map((p) => p.packets)];
    for (const lines of lists) {
      const index = lines.findIndex((line) => line.packet_did === input.id);
      if (index >= 0) {
        lines.splice(index, 1);
        return ok(null, PRODUCT_SERVER_MESSAGES.packetDeleted);
      }
    }
    return fail(404, PRODUCT_SERVER_MESSAGES.packetNotFound);
  });
}
