import { MIN_NEGOTIATION_PRICE, MIN_SERVICE_DURATION_DAYS, MIN_UNIT_PRICE, UNIT_PRICE_HINT } from '../pricing';
import type { CategoryNode } from '../category/schema';
import { textLimit } from '../textLimit';
import { failure, isBlank, validator, type RuleOutcome, type Validator } from '../validation';
import { PRODUCT_DETAIL_TITLES, PRODUCT_FIELD_LABELS } from './labels';
import { PHOTO_EXTENSIONS, type ProductKind } from './options';
import type { PhotoValue } from './values';

export type { PhotoValue } from './values';

// ---- messages ----

/** The largest photo a product form sends (the server's limit): the portal shrinks a larger one to fit first. */
export const PRODUCT_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** '2,4 MB': a file size as the photo messages give it. */
function megabytes(bytes: number): string {
  return `${(Math.ceil((bytes * 10) / (1024 * 1024)) / 10).toString().replace('.', ',')} MB`;
}

/** A photo that stays above the limit after shrinking (or cannot be shrunk in this browser). */
export function photoTooLargeMessage(bytes: number): string {
  return `Foto ${megabytes(bytes)} terlalu besar: maksimal ${megabytes(PRODUCT_PHOTO_MAX_BYTES)}. Pilih foto yang lebih kecil.`;
}

/** The longest product name and product code (SKU): the mass-upload template's limits, held by every form and the server. */
export const PRODUCT_NAME_MAX_LENGTH = 255;
export const PRODUCT_CODE_MAX_LENGTH = 64;
/** The same limits as the forms count them as the seller types (a longer text is said so, never cut). */
export const PRODUCT_NAME_LIMIT = textLimit(PRODUCT_NAME_MAX_LENGTH, PRODUCT_FIELD_LABELS.name);
export const PRODUCT_CODE_LIMIT = textLimit(PRODUCT_CODE_MAX_LENGTH, PRODUCT_FIELD_LABELS.code);

export const PRODUCT_MESSAGES = {
  mainPhotoEmpty: 'Foto utama tidak boleh kosong!',
  priceEmpty: 'Harga Tidak Boleh 0 atau Kosong',
  priceNegative: 'Harga Tidak Boleh Kurang dari 0',
  priceUnderMin: UNIT_PRICE_HINT,
  publisherMissing: 'Pilih Penerbit terlebih dahulu yang sesuai dengan table diatas',
  stockEmpty: 'Stok tidak boleh kosong',
  stockNegative: 'Stok tidak boleh kurang dari 0',
  weightInvalid: 'Berat tidak boleh kurang dari 0',
  weightHint: 'Berat tidak boleh kosong / angka 0',
  dimensionNegative: 'Panjang, Lebar, Tinggu tidak boleh kurang dari 0',
  durationEmpty: 'Lama Perngerjaan tidak boleh kosong',
  durationUnderMin: 'Lama Perngerjaan minimal 1 hari',
  brandMissing: 'Merek wajib diisi',
  packetQuantity: 'Masukan Jumlah Quantity Paket',
  invalidImage: 'Error! Invalid image file.',
  invalidImageShort: 'Invalid image file.',
  invalidPhotoUrl: 'URL foto harus http(s) dan berakhiran .jpg atau .jpeg',
  editPriceEmpty: 'Harga Tidak Boleh 0 atau Kosong',
  editBookPriceEmpty: 'Harga normal tidak boleh kosong atau 0',
  editDurationEmpty: 'Lama Pengerjaan Tidak Boleh 0 atau Kosong',
  editBrandMissing: 'Merek Produk Harus diisi terlebih dahulu',
  editWeightEmpty: 'Tidak boleh kosong / angka 0',
  bulkOldCategory: 'Pilih Kategori lama terlebih dahulu',
  bulkNoProduct: 'Anda harus memilih produk yang ingin di update',
  chooseLayout: 'Pilih Layout terlebih dahulu',
  // Not in the spec: the mass-upload template's words for its name column, so a file and a form say the same.
  nameEmpty: `${PRODUCT_FIELD_LABELS.name} wajib diisi`,
  nameTooLong: PRODUCT_NAME_LIMIT.tooLong,
  codeTooLong: PRODUCT_CODE_LIMIT.tooLong,
  durationWhole: 'Lama Pengerjaan harus dalam hari penuh',
  photoNotImage: 'Isi file bukan gambar JPG atau PNG. Pilih foto lain.',
  // Not in the spec: the sandbox (and the real server) take only the deepest category; said before sending.
  categoryIncomplete: 'Pilih kategori sampai tingkat terdalam',
} as const;

/** The prefix the stored name of a service carries. */
const SERVICE_PREFIX = /^jasa(?:\s+|$)/i;

/** What a seller may type as a service's name: the stored name adds 'Jasa ' before it. */
export const SERVICE_NAME_TYPED_MAX_LENGTH = PRODUCT_NAME_MAX_LENGTH - 'Jasa '.length;

/** The product code (SKU): optional, at most the template's 64 characters. */
export function checkProductCode(code: string): RuleOutcome {
  return code.trim().length > PRODUCT_CODE_MAX_LENGTH ? PRODUCT_MESSAGES.codeTooLong : null;
}

/** The name as it is stored: not empty (for a service, not the prefix alone), at most 255 characters. */
export function checkProductName(stored: string, kind: ProductKind): RuleOutcome {
  const own = kind === 'service' ? stored.trim().replace(SERVICE_PREFIX, '') : stored;
  if (own.trim() === '') return PRODUCT_MESSAGES.nameEmpty;
  if (stored.trim().length > PRODUCT_NAME_MAX_LENGTH) return PRODUCT_MESSAGES.nameTooLong;
  return null;
}

function isEmptyPhoto(photo: PhotoValue): boolean {
  return photo === null || (typeof photo === 'string' && photo.trim() === '');
}

// ---- per-field checks (also used row by row by the mass upload) ----

export function checkMainPhoto(photo: PhotoValue): RuleOutcome {
  return isEmptyPhoto(photo) ? PRODUCT_MESSAGES.mainPhotoEmpty : null;
}

/** Unit price typed: not empty, not 0, no minus sign. */
export function checkUnitPriceSet(price: number | null): RuleOutcome {
  if (price === null || price === 0) return PRODUCT_MESSAGES.priceEmpty;
  if (price < 0) return PRODUCT_MESSAGES.priceNegative;
  return null;
}

/** The unit price hint: below 100 is refused. */
export function checkUnitPriceMinimum(price: number | null): RuleOutcome {
  return price !== null && price > 0 && price < MIN_UNIT_PRICE ? PRODUCT_MESSAGES.priceUnderMin : null;
}

/** Unit price of a non-book product or service, every rule: set, not negative, at least 100. */
export function checkUnitPrice(price: number | null): RuleOutcome {
  return checkUnitPriceSet(price) ?? checkUnitPriceMinimum(price);
}

/** Negotiation price: optional, but when given not negative and at least 100 (same hint as the unit price). */
export function checkNegotiationPrice(price: number | null): RuleOutcome {
  if (price === null || price === 0) return null;
  if (price < 0) return PRODUCT_MESSAGES.priceNegative;
  if (price < MIN_NEGOTIATION_PRICE) return PRODUCT_MESSAGES.priceUnderMin;
  return null;
}

/**
 * A book's publisher: chosen, and the publisher of the catalogue row the book was picked from
 * ('... yang sesuai dengan table diatas'); `expected` null when the row is not known.
 */
export function checkPublisher(publisherId: number | null, expected: number | null = null): RuleOutcome {
  if (publisherId === null) return PRODUCT_MESSAGES.publisherMissing;
  return expected !== null && publisherId !== expected ? PRODUCT_MESSAGES.publisherMissing : null;
}

export function checkBrand(brandId: number | null): RuleOutcome {
  return brandId === null ? PRODUCT_MESSAGES.brandMissing : null;
}

export function checkStock(stock: number | null): RuleOutcome {
  if (stock === null) return PRODUCT_MESSAGES.stockEmpty;
  if (stock < 0) return PRODUCT_MESSAGES.stockNegative;
  return null;
}

/** Weight in kg: empty, 0 or negative is refused (toast and field hint differ). */
export function checkWeight(weight: number | null): RuleOutcome {
  if (weight === null || !(weight > 0)) return failure(PRODUCT_MESSAGES.weightInvalid, PRODUCT_MESSAGES.weightHint);
  return null;
}

/** Length, width or height in cm; empty reads as the default 0. */
export function checkDimension(value: number | null): RuleOutcome {
  return value !== null && value < 0 ? PRODUCT_MESSAGES.dimensionNegative : null;
}

/** A service's working duration in days. */
export function checkDuration(days: number | null): RuleOutcome {
  if (days === null) return PRODUCT_MESSAGES.durationEmpty;
  if (days < MIN_SERVICE_DURATION_DAYS) return PRODUCT_MESSAGES.durationUnderMin;
  // Read as a decimal ('1,5' is one and a half), so half a day is refused, never made 15.
  if (!Number.isInteger(days)) return PRODUCT_MESSAGES.durationWhole;
  return null;
}

export function checkPacketQuantity(quantity: number | null): RuleOutcome {
  return quantity === null || quantity <= 0 ? PRODUCT_MESSAGES.packetQuantity : null;
}

/** File name of a picked photo: png, jpg or jpeg. */
function hasPhotoExtension(fileName: string): boolean {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension !== undefined && (PHOTO_EXTENSIONS as readonly string[]).includes(extension);
}

export function checkPhotoFileName(fileName: string, message: string = PRODUCT_MESSAGES.invalidImage): RuleOutcome {
  return hasPhotoExtension(fileName) ? null : message;
}

/** A photo given by URL (mass upload): http(s), path ending in .jpg or .jpeg, any case. */
function isPhotoUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && /\.jpe?g$/i.test(url.pathname);
}

/** Optional photo URL: empty passes (the main photo is checked by checkMainPhoto). */
export function checkPhotoUrl(text: string): RuleOutcome {
  if (text.trim() === '') return null;
  return isPhotoUrl(text) ? null : PRODUCT_MESSAGES.invalidPhotoUrl;
}

// ---- list and bulk category ----

export interface BulkCategoryInput {
  readonly oldCategoryId: number | string | null;
  readonly productIds: readonly number[];
}

export const bulkCategoryValidator: Validator<BulkCategoryInput, 'oldCategory' | 'products'> = validator<
  BulkCategoryInput,
  'oldCategory' | 'products'
>([
  {
    field: 'oldCategory',
    test: (f) =>
      f.oldCategoryId === null || (typeof f.oldCategoryId === 'string' && isBlank(f.oldCategoryId))
        ? PRODUCT_MESSAGES.bulkOldCategory
        : null,
  },
  { field: 'products', test: (f) => (f.productIds.length === 0 ? PRODUCT_MESSAGES.bulkNoProduct : null) },
]);

/** The category filter value that switches the list to bulk-category mode ('needs update'). */
const NEEDS_UPDATE_CATEGORY = 0;

export function isBulkCategoryMode(filterCategory: number | string | null): boolean {
  return filterCategory !== null && filterCategory !== '' && Number(filterCategory) === NEEDS_UPDATE_CATEGORY;
}

/** 'Uncategorized' reads 'Perlu Update' and offers the single edit modal. */
export function categoryLabel(category: string): { readonly label: string; readonly needsUpdate: boolean } {
  return category === 'Uncategorized'
    ? { label: 'Perlu Update', needsUpdate: true }
    : { label: category, needsUpdate: false };
}

/**
 * A category cascade is complete when a level is chosen at each step down to one without
 * children: only then is the update button enabled.
 */
export function isCategoryChoiceComplete(
  path: readonly (number | null)[],
  hasChildren: (id: number) => boolean,
): boolean {
  if (path.length === 0) return false;
  for (const id of path) if (id === null) return false;
  const last = path[path.length - 1];
  return last !== undefined && last !== null && !hasChildren(last);
}

function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findCategory(node.submenu?.menu ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/** A chosen chain of the category picker reaches a level without children, in the tree the picker offers. */
export function categoryPathComplete(roots: readonly CategoryNode[], path: readonly number[]): boolean {
  return isCategoryChoiceComplete(path, (id) => (findCategory(roots, id)?.submenu?.menu.length ?? 0) > 0);
}

export interface ProductRowFlags {
  readonly isBlocked: boolean;
  readonly isWaitingConfirm: boolean;
}

/** Blocked products cannot be opened, toggled or acted on; waiting ones cannot be toggled. */
export function productRowActions(row: ProductRowFlags): {
  readonly open: boolean;
  readonly toggle: boolean;
  readonly actions: boolean;
} {
  return { open: !row.isBlocked, toggle: !row.isBlocked && !row.isWaitingConfirm, actions: !row.isBlocked };
}

/** The toast after a toggle: data 1 means now active. */
export function statusToggleMessage(
  name: string,
  data: unknown,
): { readonly active: boolean; readonly message: string } {
  const active = data === 1 || data === '1';
  return { active, message: `Status Produk ${name} Menjadi ${active ? 'Aktif' : 'Tidak Aktif'}` };
}

/** While waiting for confirmation the status is sent as 0. */
export function statusToSend(status: 0 | 1, isWaitingConfirm: boolean): 0 | 1 {
  return isWaitingConfirm ? 0 : status;
}

export const WAITING_CONFIRM_BADGE = 'Status produk masih menunggu konfirmasi dari Mitra';

/** Detail title. */
export function productDetailTitle(isLayoutBook: boolean): string {
  return isLayoutBook ? PRODUCT_DETAIL_TITLES.book : PRODUCT_DETAIL_TITLES.other;
}

// ---- packets kept locally before the product exists ----

export interface LocalPacketLine {
  readonly productId: number;
  readonly name: string;
  readonly image: string;
  readonly quantity: number;
}

/** Adding a product already in the list sums its quantity instead of adding a second line. */
export function addPacketLine(lines: readonly LocalPacketLine[], line: LocalPacketLine): LocalPacketLine[] {
  const existing = lines.find((l) => l.productId === line.productId);
  if (existing === undefined) return [...lines, line];
  return lines.map((l) => (l.productId === line.productId ? { ...l, quantity: l.quantity + line.quantity } : l));
}

export function removePacketLine(lines: readonly LocalPacketLine[], productId: number): LocalPacketLine[] {
  return lines.filter((l) => l.productId !== productId);
}
