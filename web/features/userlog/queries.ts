import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { filterDateOf, lastYear } from '@core/dateRange';
import { USER_LOG_PAGE_SIZE, type userLogTypes } from '@core/userlog/schema';
import { accountApi } from '@web/app/api/account';
import { fromResult, ROUTE_READ } from '@web/app/api/query';
import { appClock } from '@web/app/clock';
import { userLogKeys } from '@web/app/api/queryKeys';
import { nextPageAfter } from '@web/ui/nextPage';

export type LogType = 'all' | (typeof userLogTypes)[number];

type UserLogFilter = {
  readonly filter_type: LogType;
  readonly filter_date: string;
};

/** What the user log shows first: every type, the last year. */
export function firstUserLogFilter(): UserLogFilter {
  return { filter_type: 'all', filter_date: filterDateOf(lastYear(appClock)) };
}

/** The seller's activity log, 5 per page, appended as the list scrolls. */
export function userLogPagesQuery(filter: UserLogFilter) {
  return infiniteQueryOptions({
    ...ROUTE_READ,
    queryKey: userLogKeys.list(filter),
    queryFn: ({ pageParam }) =>
      fromResult(
        accountApi.userLog({ page: pageParam, limit: USER_LOG_PAGE_SIZE, ...filter }).map((body) => body.data),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}

/** The pages of a filter; nothing is asked while `enabled` is false. */
export function useUserLogPages(filter: UserLogFilter, enabled: boolean) {
  return useInfiniteQuery({ ...userLogPagesQuery(filter), enabled });
}
