import type { endpoints } from '../api/endpoints';

/**
 * What a seller may do, by the state the profile reports (blocked, temporarily blocked,
 * must-update, active), for every call of the endpoint catalogue. The portal shows and enables
 * from it (the sidebar, the dashboard's start-selling link, the profile's forms, the route
 * guard); the server refuses every call it does not allow, whatever sent it.
 */

export interface SellerFlags {
  readonly isMustUpdate: boolean;
  /** true means the store is active. */
  readonly inActive: boolean;
  readonly isBlocked: boolean;
  readonly isBlockedTemporary: boolean;
}

/**
 * The standings, each within the one before: anyone (no session needed), any seller with a
 * session, a seller allowed to trade, one allowed to manage the store, one allowed to sell more.
 */
export type Standing = 'guest' | 'seller' | 'trading' | 'managing' | 'selling';

/**
 * The trading links appear when the seller is not in must-update state, or is active (inActive
 * true) and neither blocked nor temporarily blocked.
 */
export function sellerMayTrade(seller: SellerFlags): boolean {
  return !seller.isMustUpdate || (seller.inActive && !seller.isBlocked && !seller.isBlockedTemporary);
}

/** Changing the store itself (identity, address, images, store users) also needs a seller not blocked. */
function sellerMayManage(seller: SellerFlags): boolean {
  return sellerMayTrade(seller) && !seller.isBlocked;
}

/** 'Start selling' / 'Create a Product' needs an active seller that is not blocked (and may trade at all). */
export function canCreateProduct(seller: SellerFlags): boolean {
  return sellerMayManage(seller) && seller.inActive;
}

function hasStanding(seller: SellerFlags, standing: Standing): boolean {
  switch (standing) {
    case 'guest':
    case 'seller':
      return true;
    case 'trading':
      return sellerMayTrade(seller);
    case 'managing':
      return sellerMayManage(seller);
    case 'selling':
      return canCreateProduct(seller);
  }
}

/** A call of the endpoint catalogue, by its name. */
export type CallName = keyof typeof endpoints;

/** The profile's file upload: the legality documents the must-update notices ask for stay open to every seller. */
const PROFILE_FILE_STANDING = {
  legalitas_npwp_mall: 'seller',
  legalitas_siup_mall: 'seller',
  gambar_logo: 'managing',
  gambar_header: 'managing',
} as const satisfies Record<string, Standing>;

type CallRule = Standing | Readonly<Record<string, Standing>>;

/**
 * Every call's standing. Reads of the seller's own data need a session only (the screens that
 * show them are behind the route guard); every change needs the standing of the screen that
 * offers it. A call added to the catalogue fails the typecheck here until it is given one.
 */
const CALL_STANDING = {
  // account
  login: 'guest',
  profile: 'seller',
  logout: 'seller',
  logoutEverywhere: 'seller',
  forgotPassword: 'guest',
  checkForgotPassword: 'guest',
  changeForgotPassword: 'guest',
  activateAccount: 'guest',
  changePassword: 'seller',
  dashboard: 'seller',
  notifications: 'seller',
  readNotification: 'seller',
  userLog: 'seller',
  storeUsers: 'seller',
  addStoreUser: 'managing',
  updateAddress: 'managing',
  registrationReference: 'guest',
  cities: 'guest',
  districts: 'guest',
  villages: 'guest',
  updateProfile: 'managing',
  uploadProfileFile: PROFILE_FILE_STANDING,
  register: 'guest',
  reverseGeocode: 'guest',
  // products
  products: 'seller',
  toggleProductStatus: 'trading',
  updateProductCategory: 'trading',
  bulkUpdateCategory: 'trading',
  deleteProduct: 'trading',
  productDetail: 'seller',
  categories: 'seller',
  aggregationBooks: 'seller',
  aggregation: 'seller',
  searchPusbuk: 'seller',
  productFormReference: 'seller',
  addProduct: 'selling',
  addProductMass: 'selling',
  updateProduct: 'trading',
  testCheckProduct: 'seller',
  searchPacketProducts: 'seller',
  addPacket: 'trading',
  tempPackets: 'seller',
  deletePacket: 'trading',
  massTemplate: 'seller',
  // orders, payments, negotiations, complaints, carriers, chat, reviews
  orders: 'seller',
  changedOrders: 'seller',
  billing: 'seller',
  orderReport: 'seller',
  orderDetail: 'seller',
  orderTracking: 'seller',
  confirmOrder: 'trading',
  refuseOrder: 'trading',
  sendOrder: 'trading',
  arrivedOrder: 'trading',
  acceptRequestChange: 'trading',
  rejectRequestChange: 'trading',
  acceptApplyCancel: 'trading',
  rejectApplyCancel: 'trading',
  markDocumentPrinted: 'trading',
  uploadTax: 'trading',
  paymentsAll: 'seller',
  paymentsNotComplete: 'seller',
  paymentsVerification: 'seller',
  paymentsPassedToSeller: 'seller',
  receivePayment: 'trading',
  negotiations: 'seller',
  negotiationDetail: 'seller',
  respondNegotiation: 'trading',
  refuseNegotiation: 'trading',
  complaints: 'seller',
  complaintDetail: 'seller',
  replyComplaint: 'trading',
  createComplaint: 'trading',
  resolveComplaint: 'trading',
  expeditions: 'seller',
  toggleExpedition: 'trading',
  chatUnread: 'seller',
  chatUsers: 'seller',
  chatRoom: 'seller',
  chatMessages: 'seller',
  chatRead: 'trading',
  chatSend: 'trading',
  shopReviews: 'seller',
  productReviews: 'seller',
} as const satisfies Record<CallName, CallRule>;

const STANDINGS: readonly Standing[] = ['guest', 'seller', 'trading', 'managing', 'selling'];

/**
 * The standing a call needs. For a call with several actions, `action` picks one (an unknown one
 * needs the most); without it, the call needs the least of its actions' standings, and the action
 * is judged once it is read.
 */
export function callStanding(call: CallName, action?: string): Standing {
  const rule: CallRule = CALL_STANDING[call];
  if (typeof rule === 'string') return rule;
  if (action === undefined) return STANDINGS.find((standing) => Object.values(rule).includes(standing)) ?? 'selling';
  return (Object.hasOwn(rule, action) ? rule[action] : undefined) ?? 'selling';
}

/** Whether the seller may make the call (with that action): the one rule of the portal and the server. */
export function sellerMay(seller: SellerFlags, call: CallName, action?: string): boolean {
  return hasStanding(seller, callStanding(call, action));
}

const PERMISSION_MESSAGES = {
  blocked: 'Akun Anda diblokir. Silakan perbarui dokumen di halaman Profile atau hubungi CS.',
  mustUpdate: 'Perbarui dokumen Anda di halaman Profile sebelum melanjutkan.',
  inactive: 'Toko Anda belum aktif, sehingga belum dapat menambah produk.',
} as const;

/** Why the seller may not make the call: the first of the states that stand in the way. */
export function refusalOf(seller: SellerFlags): string {
  if (seller.isBlocked || seller.isBlockedTemporary) return PERMISSION_MESSAGES.blocked;
  if (seller.isMustUpdate) return PERMISSION_MESSAGES.mustUpdate;
  return PERMISSION_MESSAGES.inactive;
}
