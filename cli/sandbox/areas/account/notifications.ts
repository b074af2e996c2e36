import { accountEndpoints as api } from '@core/api/endpoints/account';
import type { FilterOption } from '@core/api/envelope';
import { notificationTypes, type Notification, type NotificationType } from '@core/notification/schema';
import { fail, isReply, ok } from '../../reply';
import { displayDate, inRange, parseDateRange } from './calendar';
import { pageOf } from './paging';
import { accountRoute, currentSeller, happenedAt, type NotificationRecord } from './state';

const typeLabels: Record<NotificationType, string> = {
  order: 'Pesanan',
  tagihan: 'Tagihan',
  komplain: 'Komplain',
  pembayaran: 'Pembayaran',
  nego: 'Negoisasi',
};

function toNotification(record: NotificationRecord, at: Date): Notification {
  const { id, type, title, text, icon, isRead, isRedirect, linkRedirect, ip, userAgent } = record;
  return { id, type, title, text, icon, isRead, isRedirect, linkRedirect, ip, userAgent, dateAt: displayDate(at), createdAt: at.toISOString() };
}

/** The type options of the filter, each with its count in the current tab and date range. */
function typeFilter(rows: readonly NotificationRecord[]): FilterOption[] {
  return [
    { name: 'Semua', value: 'all', total: rows.length },
    ...notificationTypes.map((type) => ({ name: typeLabels[type], value: type, total: rows.filter((r) => r.type === type).length })),
  ];
}

export const notificationRoutes = [
  accountRoute('notifications', api.notifications, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const range = parseDateRange(input.filter_date);
    if (range === 'invalid') return fail(400, 'filter_date tidak valid: gunakan yyyy/mm/dd_yyyy/mm/dd');
    const now = ctx.now();
    const inTab = ctx.state.notifications
      .filter((n) => n.sellerId === seller.profile.id)
      .filter((n) => input.isNotifReminder === undefined || n.isNotifReminder === input.isNotifReminder)
      .map((n) => ({ record: n, at: happenedAt(n, now) }))
      .filter(({ at }) => inRange(at, range))
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.record.id - a.record.id);
    const shown = inTab.filter(({ record }) => input.filter_type === 'all' || record.type === input.filter_type);
    const filters = [{ name: 'type', items: typeFilter(inTab.map(({ record }) => record)) }];
    const page = pageOf(shown, input.page, input.limit, filters);
    return ok({ ...page, items: page.items.map(({ record, at }) => toNotification(record, at)) });
  }),
];
