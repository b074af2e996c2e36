import { ACCOUNT_SERVER_MESSAGES, ALL_OPTION, NOTIFICATION_TYPE_LABELS } from '@core/account/serverMessages';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import type { FilterOption } from '@core/api/envelope';
import { notificationTypes, type Notification } from '@core/notification/schema';
import { pageOf } from '@core/paging';
import { fail, isReply, ok } from '../../reply';
import { displayDate } from './calendar';
import { accountRoute, currentSeller, sellerRecordsInRange, type NotificationRecord } from './state';

function toNotification(record: NotificationRecord, at: Date): Notification {
  const { id, type, title, text, icon, isRead, isRedirect, linkRedirect, ip, userAgent } = record;
  return {
    id,
    type,
    title,
    text,
    icon,
    isRead,
    isRedirect,
    linkRedirect,
    ip,
    userAgent,
    dateAt: displayDate(at),
    createdAt: at.toISOString(),
  };
}

/** The type options of the filter, each with its count in the current tab and date range. */
function typeFilter(rows: readonly NotificationRecord[]): FilterOption[] {
  return [
    { name: ALL_OPTION, value: 'all', total: rows.length },
    ...notificationTypes.map((type) => ({
      name: NOTIFICATION_TYPE_LABELS[type],
      value: type,
      total: rows.filter((r) => r.type === type).length,
    })),
  ];
}

export const notificationRoutes = [
  accountRoute('notifications', api.notifications, (input, ctx) => {
    const inTab = sellerRecordsInRange(
      ctx,
      ctx.state.notifications,
      input.filter_date,
      (n) => input.isNotifReminder === undefined || n.isNotifReminder === input.isNotifReminder,
    );
    if (isReply(inTab)) return inTab;
    const shown = inTab.filter(({ record }) => input.filter_type === 'all' || record.type === input.filter_type);
    const page = pageOf(shown, input.page, input.limit);
    return ok({
      ...page,
      column: [],
      filters: [{ name: 'type', items: typeFilter(inTab.map(({ record }) => record)) }],
      items: page.items.map(({ record, at }) => toNotification(record, at)),
    });
  }),
  /** Opening a notification marks it read (and the reminder count follows). */
  accountRoute('readNotification', api.readNotification, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const notification = ctx.state.notifications.find((n) => n.id === input.id && n.sellerId === seller.profile.id);
    if (!notification) return fail(404, ACCOUNT_SERVER_MESSAGES.notificationNotFound);
    notification.isRead = true;
    return ok(null, ACCOUNT_SERVER_MESSAGES.notificationRead);
  }),
];
