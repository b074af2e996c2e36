import { sellerMayTrade, type SellerFlags } from './permissions';

/** The sidebar of the shell. */

export type SidebarBadge = 'chatUnread' | 'newOrders' | 'changedOrders';

export interface SidebarLink {
  readonly key: string;
  readonly label: string;
  readonly path: string;
  /** Shown only to a seller allowed to trade (see sellerMayTrade). */
  readonly restricted: boolean;
  /** The billing link exists but is hidden. */
  readonly hidden?: boolean;
  readonly badge?: SidebarBadge;
}

const LINKS = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', restricted: false },
  { key: 'profile', label: 'Profile', path: '/profile', restricted: false },
  { key: 'chat', label: 'Chat', path: '/chat', restricted: true, badge: 'chatUnread' },
  { key: 'review', label: 'Review Product', path: '/review', restricted: true },
  { key: 'notifications', label: 'Pemberitahuan', path: '/pemberitahuan', restricted: true },
  { key: 'userlog', label: 'User Log', path: '/userlog', restricted: true },
  { key: 'orders', label: 'Pesanan', path: '/pesanan', restricted: true, badge: 'newOrders' },
  { key: 'changedOrders', label: 'Perubahan Pesanan', path: '/changeorder', restricted: true, badge: 'changedOrders' },
  { key: 'billing', label: 'Penagihan', path: '/penagihan', restricted: false, hidden: true },
  { key: 'payments', label: 'Pembayaran', path: '/pembayaran/semuapembayaran', restricted: true },
  { key: 'products', label: 'Produk', path: '/product', restricted: true },
  { key: 'carriers', label: 'Ekspedisi', path: '/ekspedisi', restricted: true },
  { key: 'negotiations', label: 'Negoisasi', path: '/negoisasi', restricted: true },
  { key: 'complaints', label: 'Komplain', path: '/komplain', restricted: true },
] as const satisfies readonly SidebarLink[];

export type SidebarKey = (typeof LINKS)[number]['key'];

export const SIDEBAR_LINKS: readonly SidebarLink[] = LINKS;

/** The sidebar's link of a key (the route table titles the pages it leads to by its label). */
export function sidebarLink(key: SidebarKey): SidebarLink {
  const link = SIDEBAR_LINKS.find((candidate) => candidate.key === key);
  // A SidebarKey is the key of one of LINKS.
  if (!link) throw new Error(`no sidebar link ${key}`);
  return link;
}

/** The top bar's user menu, in order: the logout ends this session only, the last entry every one. */
export const USER_MENU_LABELS = {
  profile: 'Profile',
  changePassword: 'Ubah Password',
  logout: 'Logout',
  logoutEverywhere: 'Keluar dari semua perangkat',
} as const;

/** The links to draw, in order. */
export function visibleSidebarLinks(seller: SellerFlags): SidebarLink[] {
  const mayTrade = sellerMayTrade(seller);
  return SIDEBAR_LINKS.filter((link) => link.hidden !== true && (!link.restricted || mayTrade));
}

/**
 * The seller's name in the sidebar, in title case: each word's first letter upper, the rest lower.
 * The first letter is the first one after what opens the word (a quote, a bracket, a tag such as
 * '<b>'), so 'CV "MAJU JAYA"' reads 'Cv "Maju Jaya"', not 'Cv "maju Jaya"'.
 */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(
      /(^|\s)((?:<[^>\s]*>|[^\p{L}\p{N}\s<])*)(\p{L})/gu,
      (_, space: string, opening: string, letter: string) => `${space}${opening}${letter.toUpperCase()}`,
    );
}
