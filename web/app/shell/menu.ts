import { SIDEBAR_LINKS, visibleSidebarLinks, type SidebarLink } from '@core/account/menu';
import type { SellerFlags } from '@core/account/rules';
import type { IconName } from '@web/ui/Icon';

/** How each sidebar link of core/account/menu.ts is drawn. */
const ICONS: Record<string, IconName> = {
  dashboard: 'dashboard',
  profile: 'user',
  chat: 'chat',
  review: 'star',
  notifications: 'bell',
  userlog: 'log',
  orders: 'cart',
  changedOrders: 'swap',
  billing: 'receipt',
  payments: 'wallet',
  products: 'box',
  carriers: 'truck',
  negotiations: 'handshake',
  complaints: 'alert',
};

/** Links that stay highlighted on every route under another prefix (the four payment lists). */
const SECTIONS: Record<string, string> = { payments: '/pembayaran' };

export function linkIcon(link: SidebarLink): IconName {
  return ICONS[link.key] ?? 'dashboard';
}

/** The links to draw (the visibility rule is core's); before the profile has loaded only the unrestricted ones. */
export function sidebarLinks(seller: SellerFlags | null): SidebarLink[] {
  return seller
    ? visibleSidebarLinks(seller)
    : SIDEBAR_LINKS.filter((link) => !link.restricted && link.hidden !== true);
}

/** Whether a link is the current one: its own path, anything below it, or its section. */
export function isActiveLink(link: SidebarLink, location: string): boolean {
  const base = SECTIONS[link.key] ?? link.path;
  return location === base || location.startsWith(`${base}/`);
}
