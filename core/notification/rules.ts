import type { Clock } from '../clock';
import { filterDateOf, lastYear } from '../dateRange';
import { NO_REDIRECT, type NotificationType } from './schema';

/** Notification rules: truncation, page sizes, tabs, filters and where a tap leads. */

const NOTIFICATION_TITLE_LENGTH = 30;
export const NOTIFICATION_PREVIEW_LENGTH = 40;
export const NOTIFICATION_DROPDOWN_PAGE_SIZE = 10;
export const NOTIFICATION_PAGE_SIZE = 5;
export const NO_NOTIFICATIONS = 'No New Notifications';

export const NOTIFICATION_TABS = [
  { isNotifReminder: 0, label: 'Informasi Untuk Anda' },
  { isNotifReminder: 1, label: 'Perlu Di Tindaklanjuti' },
] as const;

export interface NotificationLinkInput {
  readonly type: NotificationType;
  readonly isRedirect: boolean;
  readonly linkRedirect: string | number | null;
}

/**
 * Where tapping a notification leads: the order detail for order, tagihan, komplain and
 * pembayaran, the negotiation detail for nego; '#' when the link is not valid for redirect.
 */
export function notificationLink(notification: NotificationLinkInput): string {
  const target = notification.linkRedirect === null ? '' : String(notification.linkRedirect).trim();
  if (!notification.isRedirect || target === '' || target === NO_REDIRECT) return NO_REDIRECT;
  const id = encodeURIComponent(target);
  return notification.type === 'nego' ? `/negoisasi/detail/${id}` : `/pesanan/detail/${id}`;
}

/** Cuts a text to `max` characters followed by '...'; shorter texts are kept whole. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : text;
}

export function notificationTitle(title: string): string {
  return truncate(title, NOTIFICATION_TITLE_LENGTH);
}

/**
 * The preview of a notification's HTML text: script and style elements dropped with their content
 * (their text is code, not a message), other tags removed (so a cut never lands inside one),
 * spaces collapsed, then cut to 40 characters.
 */
export function notificationPreview(html: string): string {
  const plain = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(plain, NOTIFICATION_PREVIEW_LENGTH);
}

/** The notifications' default filter_date: the last year up to today in the seller's zone. */
export function defaultNotificationRange(clock: Clock): string {
  return filterDateOf(lastYear(clock));
}
