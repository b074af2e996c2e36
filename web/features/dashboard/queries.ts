import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '@web/app/api/account';
import { fromResult, ROUTE_READ } from '@web/app/api/query';
import { dashboardKeys } from '@web/app/api/queryKeys';

/** The dashboard figures; with a year, the same call answers that year's chart. The route reads this year's. */
export function dashboardQuery(year: number | null) {
  return queryOptions({
    queryKey: dashboardKeys.detail(year ?? 'current'),
    queryFn: () => fromResult(accountApi.dashboard(year === null ? {} : { year }).map((body) => body.data)),
    ...ROUTE_READ,
  });
}

export function useDashboard(year: number | null, enabled: boolean) {
  return useQuery({
    ...dashboardQuery(year),
    enabled,
    // A new year keeps the chart of the previous one on screen until its answer arrives.
    placeholderData: year === null ? undefined : keepPreviousData,
  });
}
