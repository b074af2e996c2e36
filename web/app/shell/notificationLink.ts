import type { Notification } from '../../../core/notification/schema';

const ORDER_TYPES: ReadonlySet<Notification['type']> = new Set(['order', 'tagihan', 'komplain', 'pembayaran']);

/**
 * Where tapping a notification leads (spec 000 §2): the order detail for order, tagihan, komplain
 * and pembayaran, the negotiation detail for nego; null when the link is not valid for redirect ('#').
 */
export function notificationTarget(notification: Pick<Notification, 'type' | 'isRedirect' | 'linkRedirect'>): string | null {
  const id = notification.linkRedirect.trim();
  if (!notification.isRedirect || !id || id === '#') return null;
  const encoded = encodeURIComponent(id);
  if (ORDER_TYPES.has(notification.type)) return `/pesanan/detail/${encoded}`;
  if (notification.type === 'nego') return `/negoisasi/detail/${encoded}`;
  return null;
}
