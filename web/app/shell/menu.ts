import type { SellerProfile } from '../../../core/account/schema';
import type { IconName } from '../../ui/Icon';

export type BadgeKey = 'chatUnread' | 'newOrders' | 'changedOrders';

export interface SidebarLink {
  readonly path: string;
  readonly label: string;
  readonly icon: IconName;
  /** Shown only to a seller with the full menu (see `showsFullMenu`). */
  readonly restricted: boolean;
  /** The billing link exists but is hidden (spec 000 §2, spec 002 §2.9). */
  readonly hidden?: boolean;
  readonly badge?: BadgeKey;
  /** The link stays highlighted on every route under this prefix (the four payment lists). */
  readonly section?: string;
}

/** The sidebar of spec 000 §2, in its order. */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { path: '/dashboard', label: 'Dashboard', icon: 'dashboard', restricted: false },
  { path: '/profile', label: 'Profile', icon: 'user', restricted: false },
  { path: '/chat', label: 'Chat', icon: 'chat', restricted: true, badge: 'chatUnread' },
  { path: '/review', label: 'Review Product', icon: 'star', restricted: true },
  { path: '/pemberitahuan', label: 'Pemberitahuan', icon: 'bell', restricted: true },
  { path: '/userlog', label: 'User Log', icon: 'log', restricted: true },
  { path: '/pesanan', label: 'Pesanan', icon: 'cart', restricted: true, badge: 'newOrders' },
  { path: '/changeorder', label: 'Perubahan Pesanan', icon: 'swap', restricted: true, badge: 'changedOrders' },
  { path: '/penagihan', label: 'Penagihan', icon: 'receipt', restricted: true, hidden: true },
  { path: '/pembayaran/semuapembayaran', label: 'Pembayaran', icon: 'wallet', restricted: true, section: '/pembayaran' },
  { path: '/product', label: 'Produk', icon: 'box', restricted: true },
  { path: '/ekspedisi', label: 'Ekspedisi', icon: 'truck', restricted: true },
  { path: '/negoisasi', label: 'Negoisasi', icon: 'handshake', restricted: true },
  { path: '/komplain', label: 'Komplain', icon: 'alert', restricted: true },
];

type MenuFlags = Pick<SellerProfile, 'isMustUpdate' | 'inActive' | 'isBlocked' | 'isBlockedTemporary'>;

/**
 * Spec 000 §2: the links beyond Dashboard and Profile appear only when the seller is not in
 * must-update state, or is active (inActive true) and neither blocked nor temporarily blocked.
 */
export function showsFullMenu(seller: MenuFlags): boolean {
  return !seller.isMustUpdate || (seller.inActive && !seller.isBlocked && !seller.isBlockedTemporary);
}

/** The links to draw; before the profile has loaded only the unrestricted ones. */
export function visibleLinks(seller: MenuFlags | null): SidebarLink[] {
  const full = seller !== null && showsFullMenu(seller);
  return SIDEBAR_LINKS.filter((link) => !link.hidden && (!link.restricted || full));
}

/** Whether a link is the current one: its own path, anything below it, or its section. */
export function isActiveLink(link: SidebarLink, location: string): boolean {
  const base = link.section ?? link.path;
  return location === base || location.startsWith(`${base}/`);
}
