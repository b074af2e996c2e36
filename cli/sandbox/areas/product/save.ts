import type { z } from 'zod';
import type { productEndpoints } from '@core/api/endpoints/product';
import { catalogueSku } from '@core/catalogue/schema';
import { ITEM_TYPE, LAYOUT, PRODUCT_DEFAULTS, SERVICE_FIXED_VALUES, type ProductKind } from '@core/product/options';
import { kindOfRecord, wantedSlug, writeValues, type ProductRecord } from '@core/product/record';
import { PRODUCT_MESSAGES, PRODUCT_PHOTO_MAX_BYTES } from '@core/product/rules';
import { PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import { productValidator, type ProductRuleContext } from '@core/product/validators';
import { chosenId, type PhotoValue, type ProductValues } from '@core/product/values';
import { sentTaxMismatch, valuesOfRequest, type SubmittedFields } from '@core/product/wire';
import type { FileRule } from '../../area';
import { fail, raw, type Reply } from '../../reply';
import { categoryAllowed } from './categories';
import { checkMallId, type ProductContext } from './context';
import { PRODUCT_NOT_FOUND } from './detail';
import { BLOCKED_MESSAGE } from './mutations';
import { catalogueBook, manufacturers, zoneMaximums } from './reference';
import { productRecordSchema, findProduct, type BookFacts } from './state';
import { uniqueSlug } from './submission';

type Input<K extends keyof typeof productEndpoints> = z.output<(typeof productEndpoints)[K]['request']>;

const PHOTO_RULE: FileRule = {
  maxBytes: PRODUCT_PHOTO_MAX_BYTES,
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

function isYes(value: string | undefined): boolean {
  return /^(1|true|ya|yes)$/i.test(value?.trim() ?? '');
}

/** The deepest category the form chose (the server takes only that one). */
const chosenCategory = (values: Pick<ProductValues, 'categoryPath'>) => values.categoryPath.at(-1) ?? 0;

interface StoredPhotos {
  primary: string | null;
  others: Array<string | null>;
}

/**
 * Keeps the photos of the values: a sent file is saved before any state changes (so a failed
 * upload leaves the product as it was), a URL (a mass-upload row's) is kept as given.
 */
async function storePhotos(values: ProductValues, ctx: ProductContext): Promise<StoredPhotos> {
  const keep = async (photo: PhotoValue | undefined): Promise<string | null> => {
    if (photo instanceof Blob) return (await ctx.saveUpload(photo, 'public')).url;
    return typeof photo === 'string' && photo.trim() !== '' ? photo.trim() : null;
  };
  const others: Array<string | null> = [];
  for (const photo of values.extraPhotos) others.push(await keep(photo));
  return { primary: await keep(values.mainPhoto), others };
}

function placePhotos(product: ProductRecord, photos: StoredPhotos): void {
  if (photos.primary) product.imagePrimary = photos.primary;
  const others: Array<string | undefined> = [...product.imageOther];
  photos.others.forEach((url, slot) => {
    if (url) others[slot] = url;
  });
  product.imageOther = others.filter((url): url is string => typeof url === 'string');
}

/** What a book's rules know from its catalogue row: the zone maximums and the publisher. */
function bookContext(book: Pick<BookFacts, 'bookId' | 'type'> | null): ProductRuleContext {
  if (!book) return {};
  const max = zoneMaximums(book);
  const row = catalogueBook(book.bookId);
  return {
    zoneMax: [max?.[0] ?? null, max?.[1] ?? null, max?.[2] ?? null, max?.[3] ?? null, max?.[4] ?? null],
    cataloguePublisherId: row?.book.publisher.id ?? null,
  };
}

/** Goods name a brand of the form reference (listpenerbit); an unknown id is no brand. */
function unknownBrand(kind: ProductKind, values: ProductValues): string | null {
  const id = chosenId(values.brandId);
  if (kind !== 'goods' || id === null) return null;
  return manufacturers().some((m) => m.id === id) ? null : PRODUCT_MESSAGES.brandMissing;
}

/** What a new book keeps from its catalogue row; null when the id is not in the catalogue. */
function bookFacts(bookId: number): (Partial<BookFacts> & Pick<BookFacts, 'bookId' | 'type' | 'isbn'>) | null {
  const row = catalogueBook(bookId);
  if (!row) return null;
  const kelas = row.type === 'text' ? { kelas: row.book.subjects.school_class.class } : {};
  return { bookId, type: row.type, isbn: row.book.isbn, ...kelas };
}

/**
 * Creates a product of `kind` from form values (a request's or a mass-upload row's, read by the
 * product map) after the add form's own rules. Stored as waiting for approval (d_status 0).
 */
export async function createProduct(
  kind: ProductKind,
  values: ProductValues,
  bookId: number | undefined,
  sellerId: number,
  ctx: ProductContext,
): Promise<Reply> {
  const itemType = ITEM_TYPE[kind];
  const categoryId = chosenCategory(values);
  if (!categoryAllowed(itemType, categoryId)) return fail(400, CATEGORY_REFUSED);
  let book: ReturnType<typeof bookFacts> = null;
  if (kind === 'book') {
    if (!bookId) return fail(400, PRODUCT_SERVER_MESSAGES.bookIdMissing);
    book = bookFacts(bookId);
    if (!book) return fail(404, PRODUCT_SERVER_MESSAGES.bookNotInCatalogue);
  }
  const problem = productValidator(kind, 'add', bookContext(book)).validate(values).first ?? unknownBrand(kind, values);
  if (problem) return fail(400, problem);
  const photos = await storePhotos(values, ctx);

  const id = ctx.state.nextProductId;
  const slug = uniqueSlug(ctx.state, sellerId, wantedSlug(kind, values), null);
  const product = productRecordSchema.parse({
    id,
    sellerId,
    itemType,
    layout: kind === 'book' ? LAYOUT.book : LAYOUT.goods,
    name: values.name.trim() || '-',
    slug,
    // A book's SKU is its catalogue row's (read-only on the forms).
    model: book ? catalogueSku(book.type, book.bookId) : '',
    brandId: kind === 'service' ? SERVICE_FIXED_VALUES.l_merk : PRODUCT_DEFAULTS.brandId,
    categoryId,
    price: 0,
    stock: kind === 'service' ? SERVICE_FIXED_VALUES.s_gudang : 0,
    imagePrimary: `/cdn/produk/${slug}.jpg`,
    isActive: false,
    isWaitingConfirm: true,
    book,
  });
  writeValues(product, kind, values);
  placePhotos(product, photos);
  ctx.state.nextProductId = id + 1;
  ctx.state.products.push(product);
  return raw({ title: PRODUCT_SERVER_MESSAGES.added, product_id: id });
}

/** A request whose layout, item type or tax breakdown does not hold together, with why. */
function requestProblem(input: SubmittedFields): string | null {
  if ((input.item_type === ITEM_TYPE.book) !== (input.layout === LAYOUT.book))
    return PRODUCT_SERVER_MESSAGES.layoutMismatch;
  return sentTaxMismatch(input) ? PRODUCT_SERVER_MESSAGES.taxMismatch : null;
}

/** POST addproduk from the forms: the request read back as the form's values, then created. */
export function addProductRoute(input: Input<'addProduct'>, ctx: ProductContext): Reply | Promise<Reply> {
  const refused = checkMallId(ctx, input.mall_id);
  if (refused) return refused;
  const problem = requestProblem(input);
  if (problem) return fail(400, problem);
  const { kind, values, facts } = valuesOfRequest(input);
  return createProduct(kind, values, facts.bookId, input.mall_id, ctx);
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
  const problem = requestProblem(input);
  if (problem) return raw({ success: false, message: problem }, 400);
  const kind = kindOfRecord(product);
  const { values } = valuesOfRequest(input);
  // The update call cannot remove a stored photo: a slot not sent keeps what is stored.
  const checked = { ...values, mainPhoto: values.mainPhoto ?? product.imagePrimary };
  const failed =
    productValidator(kind, 'edit', bookContext(product.book)).validate(checked).first ?? unknownBrand(kind, values);
  if (failed) return raw({ success: false, message: failed }, 400);
  const categoryId = chosenCategory(values);
  const changeCategory = isYes(input.rubah_kategori) || product.categoryId === 0;
  if (changeCategory && categoryId !== product.categoryId && !categoryAllowed(product.itemType, categoryId)) {
    return raw({ success: false, message: CATEGORY_REFUSED }, 400);
  }
  const photos = await storePhotos(values, ctx);

  writeValues(product, kind, values);
  if (values.seo.trim()) product.slug = uniqueSlug(ctx.state, product.sellerId, values.seo, product.id);
  if (changeCategory && categoryId !== product.categoryId) {
    product.categoryId = categoryId;
    product.oldCategoryId = null;
  }
  placePhotos(product, photos);
  if (!product.isWaitingConfirm && input.d_status !== undefined) product.isActive = input.d_status === 1;
  return raw({ success: true, message: PRODUCT_SERVER_MESSAGES.updated });
}
