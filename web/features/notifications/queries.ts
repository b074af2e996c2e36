import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { filterDateOf, lastYear } from '@core/dateRange';
import { NOTIFICATION_PAGE_SIZE } from '@core/notification/rules';
import type { NotificationType } from '@core/notification/schema';
import { accountApi } from '@web/app/api/account';
import { fromResult, ROUTE_READ } from '@web/app/api/query';
import { appClock } from '@web/app/clock';
import { notificationKeys } from '@web/app/api/queryKeys';
import { nextPageAfter } from '@web/ui/nextPage';

export interface NotificationFilter {
  readonly isNotifReminder: 0 | 1;
  readonly filter_type: 'all' | NotificationType;
  readonly filter_date: string;
}

/** What '/pemberitahuan' shows first: the tab of its address, every type, the last year. */
export function firstNotificationFilter(reminders: boolean): NotificationFilter {
  return { isNotifReminder: reminders ? 1 : 0, filter_type: 'all', filter_date: filterDateOf(lastYear(appClock)) };
}

/** '/pemberitahuan': pages appended as the list scrolls; a new filter starts again at page 1. */
export function notificationPagesQuery(filter: NotificationFilter) {
  return infiniteQueryOptions({
    ...ROUTE_READ,
    queryKey: notificationKeys.list({ view: 'page', ...filter }),
    queryFn: ({ pageParam }) =>
      fromResult(
        accountApi
          .notifications({ page: pageParam, limit: NOTIFICATION_PAGE_SIZE, ...filter })
          .map((body) => body.data),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
    meta: { errorLog: 'Pemberitahuan gagal dimuat' },
  });
}

/** The pages of a filter; nothing is asked while `enabled` is false. */
export function useNotificationPages(filter: NotificationFilter, enabled: boolean) {
  return useInfiniteQuery({ ...notificationPagesQuery(filter), enabled });
}
