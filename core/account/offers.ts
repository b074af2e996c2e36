import type { ProfileFileKind } from './form';
import { sellerMay, type CallName, type SellerFlags } from './permissions';

/**
 * What the portal's screens offer a seller to change, each with the call it makes. A screen shows
 * an offer only when `sellerMay` allows its call, the rule the server applies to that call, so a
 * screen never offers what the server refuses, nor hides what it accepts.
 */
interface ScreenOffer {
  /** The route of the screen that shows it. */
  readonly screen: string;
  readonly call: CallName;
  /** The call's action, for a call with actions of different standings. */
  readonly action?: string;
}

export const SCREEN_OFFERS = {
  // 'Tambah Produk' on the product list, and the add forms of the layout chooser.
  addProduct: { screen: '/product/addproduct', call: 'addProduct' },
  massUpload: { screen: '/product/addproduct', call: 'addProductMass' },
  editProduct: { screen: '/product/:id', call: 'updateProduct' },
  toggleProductStatus: { screen: '/product', call: 'toggleProductStatus' },
  editProductCategory: { screen: '/product', call: 'updateProductCategory' },
  bulkEditCategory: { screen: '/product', call: 'bulkUpdateCategory' },
  deleteProduct: { screen: '/product', call: 'deleteProduct' },
  editIdentity: { screen: '/profile?tab=identitas', call: 'updateProfile' },
  uploadNpwp: { screen: '/profile?tab=legalitas', call: 'uploadProfileFile', action: 'legalitas_npwp_mall' },
  uploadSiup: { screen: '/profile?tab=legalitas', call: 'uploadProfileFile', action: 'legalitas_siup_mall' },
  editAddress: { screen: '/profile?tab=alamat', call: 'updateAddress' },
  uploadLogo: { screen: '/profile?tab=gambar', call: 'uploadProfileFile', action: 'gambar_logo' },
  uploadHeader: { screen: '/profile?tab=gambar', call: 'uploadProfileFile', action: 'gambar_header' },
  addStoreUser: { screen: '/profile?tab=user', call: 'addStoreUser' },
} as const satisfies Record<string, ScreenOffer>;

export type ScreenOfferName = keyof typeof SCREEN_OFFERS;

const OFFER_NAMES = Object.keys(SCREEN_OFFERS) as ScreenOfferName[];

/** The profile's upload offer of each picture. */
export const PROFILE_FILE_OFFERS = {
  npwp: 'uploadNpwp',
  siup: 'uploadSiup',
  logo: 'uploadLogo',
  header: 'uploadHeader',
} as const satisfies Record<ProfileFileKind, ScreenOfferName>;

/** Whether the screens offer it to this seller: the rule the server applies to its call. */
function sellerIsOffered(seller: SellerFlags, offer: ScreenOfferName): boolean {
  const { call, ...rest }: ScreenOffer = SCREEN_OFFERS[offer];
  return sellerMay(seller, call, rest.action);
}

/** Every offer the screens show this seller. */
export function sellerOffers(seller: SellerFlags): ReadonlySet<ScreenOfferName> {
  return new Set(OFFER_NAMES.filter((offer) => sellerIsOffered(seller, offer)));
}
