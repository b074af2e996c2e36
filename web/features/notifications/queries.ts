import { useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '@core/notification/rules';
import type { NotificationType } from '@core/notification/schema';
import { accountApi } from '@web/app/api/account';
import { fromResult } from '@web/app/api/query';
import { notificationKeys } from '@web/app/api/queryKeys';
import { nextPageAfter } from '@web/ui/InfiniteList';

export interface NotificationFilter {
  readonly isNotifReminder: 0 | 1;
  readonly filter_type: 'all' | NotificationType;
  readonly filter_date: string;
}

/** '/pemberitahuan': pages appended as the list scrolls; a new filter starts again at page 1. Nothing is asked while `enabled` is false. */
export function useNotificationPages(filter: NotificationFilter, enabled: boolean) {
  return useInfiniteQuery({
    enabled,
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
