import type { z } from 'zod';
import { PRODUCT_MESSAGES, statusToggleMessage, WAITING_CONFIRM_BADGE } from '@core/product/rules';
import { bulkMovedMessage, PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import type { productEndpoints } from '@core/api/endpoints/product';
import { fail, ok, refuse, type Reply } from '../../reply';
import { categoryAllowed, locateCategory } from './categories';
import { withSeller, type ProductContext } from './context';
import { PRODUCT_NOT_FOUND } from './detail';
import { findProduct, type ProductRecord, type ProductState } from './state';

type Input<K extends keyof typeof productEndpoints> = z.output<(typeof productEndpoints)[K]['request']>;

/** The detail badge text of a product still waiting for the partner's confirmation. */
const WAITING_MESSAGE = WAITING_CONFIRM_BADGE;
export const BLOCKED_MESSAGE = PRODUCT_SERVER_MESSAGES.blocked;
const CATEGORY_NOT_FOUND = PRODUCT_SERVER_MESSAGES.categoryRefused;

/** Blocked and waiting products cannot be toggled or acted on. */
function lockedReason(product: ProductRecord): string | null {
  if (product.isBlocked) return BLOCKED_MESSAGE;
  if (product.isWaitingConfirm) return WAITING_MESSAGE;
  return null;
}

/** PUT seller/product/status; data 1 = now active, 0 = now inactive. */
export function toggleStatus(input: Input<'toggleProductStatus'>, ctx: ProductContext): Reply | Promise<Reply> {
  return withSeller(ctx, (sellerId) => {
    const product = findProduct(ctx.state, sellerId, input.id);
    if (!product) return fail(404, PRODUCT_NOT_FOUND);
    const locked = lockedReason(product);
    if (locked) return fail(409, locked);
    product.isActive = !product.isActive;
    const data = product.isActive ? 1 : 0;
    return ok(data, statusToggleMessage(product.name, data).message);
  });
}

function moveToCategory(product: ProductRecord, categoryId: number): void {
  product.categoryId = categoryId;
  product.oldCategoryId = null;
}

/** PUT seller/product/category; the portal reads body code 404 as failure ('Edit Kategori Gagal'). */
export function changeCategory(input: Input<'updateProductCategory'>, ctx: ProductContext): Reply | Promise<Reply> {
  return withSeller(ctx, (sellerId) => {
    const product = findProduct(ctx.state, sellerId, input.productId);
    if (!product) return refuse(404, PRODUCT_NOT_FOUND);
    if (product.isBlocked) return refuse(404, BLOCKED_MESSAGE);
    if (!categoryAllowed(product.itemType, input.categoryId)) return refuse(404, CATEGORY_NOT_FOUND);
    moveToCategory(product, input.categoryId);
    return ok(null, PRODUCT_SERVER_MESSAGES.categoryEdited);
  });
}

/** PUT seller/product/bulkCategory: all or nothing; the outcome is in data.status as the spec reads it. */
export function bulkChangeCategory(input: Input<'bulkUpdateCategory'>, ctx: ProductContext): Reply | Promise<Reply> {
  return withSeller(ctx, (sellerId) => {
    const failure = (message: string): Reply => refuse(404, message, { status: { code: 404, message } });
    if (input.choosedProducts.length === 0) return failure(PRODUCT_MESSAGES.bulkNoProduct);
    const products: ProductRecord[] = [];
    for (const id of new Set(input.choosedProducts)) {
      const product = findProduct(ctx.state, sellerId, id);
      if (!product || product.isBlocked) return failure(`${PRODUCT_NOT_FOUND}: ${id}`);
      if (!categoryAllowed(product.itemType, input.newCategoryId)) return failure(CATEGORY_NOT_FOUND);
      products.push(product);
    }
    for (const product of products) moveToCategory(product, input.newCategoryId);
    const title = locateCategory(input.newCategoryId)?.node.title ?? '';
    const message = bulkMovedMessage(products.length, title);
    return ok({ status: { code: 200, message }, updated: products.length }, message);
  });
}

/** Removes a product and every packet line that pointed at it. */
function removeProduct(state: ProductState, product: ProductRecord): void {
  state.products = state.products.filter((p) => p !== product);
  for (const other of state.products) other.packets = other.packets.filter((line) => line.product_id !== product.id);
  for (const [seller, lines] of Object.entries(state.tempPackets)) {
    state.tempPackets[seller] = lines.filter((line) => line.product_id !== product.id);
  }
}

/** DELETE seller/product/{id}. */
export function deleteProduct(input: Input<'deleteProduct'>, ctx: ProductContext): Reply | Promise<Reply> {
  return withSeller(ctx, (sellerId) => {
    const product = findProduct(ctx.state, sellerId, input.id);
    if (!product) return fail(404, PRODUCT_NOT_FOUND);
    if (product.isBlocked) return fail(409, BLOCKED_MESSAGE);
    removeProduct(ctx.state, product);
    return ok(null, PRODUCT_SERVER_MESSAGES.deleted);
  });
}
