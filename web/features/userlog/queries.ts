import { useInfiniteQuery } from '@tanstack/react-query';
import { USER_LOG_PAGE_SIZE, type userLogTypes } from '@core/userlog/schema';
import { accountApi } from '@web/app/api/account';
import { fromResult } from '@web/app/api/query';
import { userLogKeys } from '@web/app/api/queryKeys';
import { nextPageAfter } from '@web/ui/InfiniteList';

export type LogType = 'all' | (typeof userLogTypes)[number];

/** The seller's activity log, 5 per page, appended as the list scrolls (spec 000 §2, §7); nothing is asked while `enabled` is false. */
export function useUserLogPages(
  filter: { readonly filter_type: LogType; readonly filter_date: string },
  enabled: boolean,
) {
  return useInfiniteQuery({
    enabled,
    queryKey: userLogKeys.list(filter),
    queryFn: ({ pageParam }) =>
      fromResult(
        accountApi.userLog({ page: pageParam, limit: USER_LOG_PAGE_SIZE, ...filter }).map((body) => body.data),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}
