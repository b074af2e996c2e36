/**
 * The query keys of every area, in the style of Medusa's admin dashboard: one factory per area
 * with `all`, `lists()`, `list(query)`, `details()` and `detail(id)`, so a mutation invalidates a
 * whole area (`all`), every list of it (`lists()`) or one record (`detail(id)`). The keys live in
 * one shared module because a write in one feature changes what another shows (an order action
 * moves the sidebar badges and the payment lists); the hooks live in each feature's queries.ts.
 */

/** What a list key carries: the request of the call, plain values only, so equal requests share a cache entry. */
export type KeyQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

function queryKeysFactory<const Area extends string>(area: Area) {
  const all = [area] as const;
  const lists = () => [area, 'list'] as const;
  const details = () => [area, 'detail'] as const;
  return {
    all,
    lists,
    list: (query: KeyQuery = {}) => [...lists(), { query }] as const,
    details,
    detail: (id: number | string) => [...details(), id] as const,
  };
}

/** The seller's own profile: one entry, read by the shell, the online check and every screen that needs the seller. */
export const profileKeys = {
  ...queryKeysFactory('profile'),
  me: () => ['profile', 'detail', 'me'] as const,
};

export const dashboardKeys = queryKeysFactory('dashboard');
export const notificationKeys = queryKeysFactory('notifications');
export const userLogKeys = queryKeysFactory('userlog');
export const storeUserKeys = queryKeysFactory('store-users');

/** Reference data of registration and the address form (provinces and banks, then cities, districts, villages). */
export const regionKeys = {
  ...queryKeysFactory('regions'),
  reference: () => ['regions', 'reference'] as const,
  cities: (provinceId: number) => ['regions', 'cities', provinceId] as const,
  districts: (cityId: number) => ['regions', 'districts', cityId] as const,
  villages: (districtCode: string) => ['regions', 'villages', districtCode] as const,
};

/** Orders: the lists (the orders list, the changed orders, the badge counts) and each order with its tracking. */
export const orderKeys = {
  ...queryKeysFactory('orders'),
  changedList: (query: KeyQuery) => ['orders', 'list', 'changed', { query }] as const,
  tracking: (id: number) => ['orders', 'detail', id, 'tracking'] as const,
};

export const billingKeys = queryKeysFactory('billing');
export const paymentKeys = queryKeysFactory('payments');
export const complaintKeys = queryKeysFactory('complaints');
export const negotiationKeys = queryKeysFactory('negotiations');
export const expeditionKeys = queryKeysFactory('expeditions');
export const reviewKeys = queryKeysFactory('reviews');

/** Chat (chat API): the unread total, the conversations and each conversation's messages, per seller. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: (sellerId: number) => ['chat', sellerId, 'unread'] as const,
  conversations: (sellerId: number) => ['chat', sellerId, 'conversations'] as const,
  allMessages: (sellerId: number) => ['chat', sellerId, 'messages'] as const,
  messages: (sellerId: number, customerId: number) => ['chat', sellerId, 'messages', customerId] as const,
};

/** Products, and the reference data of the product forms (category tree, brands and VAT tags, catalogue). */
export const productKeys = {
  ...queryKeysFactory('products'),
  categories: () => ['products', 'reference', 'categories'] as const,
  formReference: () => ['products', 'reference', 'form'] as const,
  /** The seller's goods offered as packet contents: a list of products, refreshed with the others. */
  packetSearch: (query: KeyQuery) => ['products', 'list', 'packet-search', { query }] as const,
};

export const catalogueKeys = {
  ...queryKeysFactory('catalogue'),
  reference: () => ['catalogue', 'reference'] as const,
  publishers: () => ['catalogue', 'publishers'] as const,
};

/**
 * What one order's state feeds: the order with its tracking, every order list and the sidebar
 * badges, billing and the payment lists (views of the orders) and the dashboard figures.
 */
export function orderViews(orderId: number) {
  return [orderKeys.detail(orderId), orderKeys.lists(), billingKeys.all, paymentKeys.all, dashboardKeys.all] as const;
}
