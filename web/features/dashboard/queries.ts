import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountApi } from '@web/app/api/account';
import { fromResult } from '@web/app/api/query';
import { dashboardKeys } from '@web/app/api/queryKeys';

/** The dashboard figures (spec 000 §2); with a year, the same call answers that year's chart. */
export function useDashboard(year: number | null, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.detail(year ?? 'current'),
    queryFn: () => fromResult(accountApi.dashboard(year === null ? {} : { year }).map((body) => body.data)),
    enabled,
    // A new year keeps the chart of the previous one on screen until its answer arrives.
    placeholderData: year === null ? undefined : keepPreviousData,
  });
}
