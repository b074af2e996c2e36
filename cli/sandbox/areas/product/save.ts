import type { z } from 'zod';
import type { productEndpoints } from '@core/api/endpoints/product';
import { ITEM_TYPE, PRODUCT_DEFAULTS, SERVICE_STOCK_MARKER } from '@core/product/options';
import { PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import { PRODUCT_MESSAGES, type PhotoValue } from '@core/product/rules';
import type { FileRule } from '../../area';
import { fail, raw, type Reply } from '../../reply';
import { categoryAllowed } from './categories';
import { checkMallId, type ProductContext } from './context';
import { PRODUCT_NOT_FOUND } from './detail';
import { BLOCKED_MESSAGE } from './mutations';
import { productReference } from './reference';
import { productRecordSchema, findProduct, type BookFacts, type ProductRecord } from './state';
import { applyFields, chosenCategory, uniqueSlug, type SubmittedFields } from './submission';
import { addProductProblem, updateProductProblem } from './validation';

type Input<K extends keyof typeof productEndpoints> = z.output<(typeof productEndpoints)[K]['request']>;

const PHOTO_RULE: FileRule = {
  maxBytes: 2 * 1024 * 1024,
  accept: ['image/jpeg', 'image/png'],
  typeMessage: PRODUCT_MESSAGES.invalidImageShort,
};
/** Photo fields of the product forms: jpg, jpeg or png up to 2 MB each. */
export const PHOTO_FILES: Readonly<Record<string, FileRule>> = {
  filefotoutama: PHOTO_RULE,
  filefoto0: PHOTO_RULE,
  filefoto1: PHOTO_RULE,
  filefoto2: PHOTO_RULE,
};

const CATEGORY_REFUSED = PRODUCT_SERVER_MESSAGES.categoryRefused;
/** What the main-photo rule sees for a product whose photo is a checked URL of a mass-upload row. */
const ROW_PHOTO = 'row';

function isYes(value: string | undefined): boolean {
  return /^(1|true|ya|yes)$/i.test(value?.trim() ?? '');
}

interface StoredPhotos {
  primary: string | null;
  others: Array<string | null>;
}

/** Saves the uploaded photos before any state changes, so a failed upload leaves the product as it was. */
async function storePhotos(input: SubmittedFields, ctx: ProductContext): Promise<StoredPhotos> {
  const save = async (file: Blob | undefined): Promise<string | null> =>
    file ? (await ctx.saveUpload(file, 'public')).url : null;
  return {
    primary: await save(input.filefotoutama),
    others: [await save(input.filefoto0), await save(input.filefoto1), await save(input.filefoto2)],
  };
}

function placePhotos(product: ProductRecord, photos: StoredPhotos): void {
  if (photos.primary) product.imagePrimary = photos.primary;
  const others: Array<string | undefined> = [...product.imageOther];
  photos.others.forEach((url, slot) => {
    if (url) others[slot] = url;
  });
  product.imageOther = others.filter((url): url is string => typeof url === 'string');
}

/** The catalogue facts of the chosen book; null when the id is not in the catalogue. */
function catalogueBook(bookId: number): (Partial<BookFacts> & Pick<BookFacts, 'bookId' | 'type' | 'isbn'>) | null {
  const ref = productReference();
  const text = ref.textBooks.find((b) => b.id === bookId);
  if (text) return { bookId, type: 'text', isbn: text.isbn, kelas: text.subjects.school_class.class };
  const nonText = ref.nonTextBooks.find((b) => b.id === bookId);
  return nonText ? { bookId, type: 'nontext', isbn: nonText.isbn } : null;
}

/** Creates a product from the add form's fields after the form's own rules; `mainPhoto` is what the main-photo rule sees. */
async function createProduct(input: Input<'addProduct'>, ctx: ProductContext, mainPhoto: PhotoValue): Promise<Reply> {
  const refused = checkMallId(ctx, input.mall_id);
  if (refused) return refused;
  const sellerId = input.mall_id;
  const itemType = input.item_type;
  if ((itemType === ITEM_TYPE.book) !== (input.layout === 1)) return fail(400, PRODUCT_SERVER_MESSAGES.layoutMismatch);
  const categoryId = chosenCategory(input);
  if (!categoryAllowed(itemType, categoryId)) return fail(400, CATEGORY_REFUSED);
  let book: ReturnType<typeof catalogueBook> = null;
  if (itemType === ITEM_TYPE.book) {
    if (!input.book_id) return fail(400, PRODUCT_SERVER_MESSAGES.bookIdMissing);
    book = catalogueBook(input.book_id);
    if (!book) return fail(404, PRODUCT_SERVER_MESSAGES.bookNotInCatalogue);
  }
  const problem = addProductProblem(input, mainPhoto, book?.type ?? null);
  if (problem) return fail(400, problem);
  const photos = await storePhotos(input, ctx);

  const id = ctx.state.nextProductId;
  const slug = uniqueSlug(ctx.state, sellerId, input.seo?.trim() || input.produk, null);
  const product = productRecordSchema.parse({
    id,
    sellerId,
    itemType,
    layout: input.layout,
    name: input.produk,
    slug,
    brandId: itemType === ITEM_TYPE.service ? 1 : PRODUCT_DEFAULTS.brandId,
    categoryId,
    price: 0,
    stock: itemType === ITEM_TYPE.service ? SERVICE_STOCK_MARKER : 0,
    imagePrimary: `/cdn/produk/${slug}.jpg`,
    isActive: false,
    isWaitingConfirm: true,
    book,
  });
  applyFields(product, input);
  placePhotos(product, photos);
  ctx.state.nextProductId = id + 1;
  ctx.state.products.push(product);
  return raw({ title: PRODUCT_SERVER_MESSAGES.added, product_id: id });
}

/** POST addproduk from the forms: the main photo is a file of the call. */
export function addProductRoute(input: Input<'addProduct'>, ctx: ProductContext): Promise<Reply> {
  return createProduct(input, ctx, input.filefotoutama ?? null);
}

/**
 * Adds a product whose photos come from elsewhere (a mass-upload row carries their URLs, checked
 * by the template rules): every other rule of the add form still applies. Stored as waiting for
 * approval (d_status 0).
 */
export function addProduct(input: Input<'addProduct'>, ctx: ProductContext): Promise<Reply> {
  return createProduct(input, ctx, input.filefotoutama ?? ROW_PHOTO);
}

/** POST updateproduk: saves the edit form; a waiting product stays waiting (its status is sent as 0). */
export async function updateProduct(input: Input<'updateProduct'>, ctx: ProductContext): Promise<Reply> {
  const refused = checkMallId(ctx, input.mall_id);
  if (refused) return refused;
  const product = findProduct(ctx.state, input.mall_id, input.product_id);
  if (!product) return raw({ success: false, message: PRODUCT_NOT_FOUND }, 404);
  if (product.isBlocked) return raw({ success: false, message: BLOCKED_MESSAGE }, 409);
  if (input.item_type !== product.itemType)
    return raw({ success: false, message: PRODUCT_SERVER_MESSAGES.itemTypeMismatch }, 400);
  const problem = updateProductProblem(
    input,
    product.book ? { bookId: product.book.bookId, type: product.book.type } : null,
    product.imagePrimary,
  );
  if (problem) return raw({ success: false, message: problem }, 400);
  const categoryId = chosenCategory(input);
  const changeCategory = isYes(input.rubah_kategori) || product.categoryId === 0;
  if (changeCategory && categoryId !== product.categoryId && !categoryAllowed(product.itemType, categoryId)) {
    return raw({ success: false, message: CATEGORY_REFUSED }, 400);
  }
  const photos = await storePhotos(input, ctx);

  applyFields(product, input);
  if (input.seo?.trim()) product.slug = uniqueSlug(ctx.state, product.sellerId, input.seo, product.id);
  if (changeCategory && categoryId !== product.categoryId) {
    product.categoryId = categoryId;
    product.oldCategoryId = null;
  }
  placePhotos(product, photos);
  if (!product.isWaitingConfirm && input.d_status !== undefined) product.isActive = input.d_status === 1;
  return raw({ success: true, message: PRODUCT_SERVER_MESSAGES.updated });
}
