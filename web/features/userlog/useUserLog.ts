import { useState } from 'react';
import type { FilterOption } from '@core/api/envelope';
import { USER_LOG_PAGE_SIZE, userLogTypes, type UserLogEntry } from '@core/userlog/schema';
import { accountApi } from '@web/app/api/account';
import type { DateRange } from '@web/ui/DateRangeField';
import { filterDateOf, lastYear } from '@core/dateRange';
import { appClock } from '@web/app/clock';
import { useInfinitePages } from '@web/features/notifications/useInfinitePages';

export type LogType = 'all' | (typeof userLogTypes)[number];

/** The seller's activity log, 5 per page; a change of type or dates starts again at page 1 (spec 000 §2, §7). */
export function useUserLog() {
  const [type, setTypeState] = useState<LogType>('all');
  const [range, setRange] = useState<DateRange>(() => lastYear(appClock));
  const [typeOptions, setTypeOptions] = useState<readonly FilterOption[]>([]);
  const list = useInfinitePages<UserLogEntry>(
    (page) =>
      accountApi.userLog({ page, limit: USER_LOG_PAGE_SIZE, filter_type: type, filter_date: filterDateOf(range) }).map((body) => {
        const options = body.data.filters[0]?.items;
        if (page === 1 && options) setTypeOptions(options);
        return body.data.items;
      }),
    [type, range.from, range.to],
  );
  const setType = (value: string) => setTypeState(value === 'all' ? 'all' : (userLogTypes.find((t) => t === value) ?? 'all'));
  const options = typeOptions.length > 0 ? typeOptions.map((o) => ({ value: String(o.value), label: o.name })) : [{ value: 'all', label: 'Semua' }];
  const typeLabel = (value: string) => typeOptions.find((o) => String(o.value) === value)?.name ?? value;
  return { list, type, setType, range, setRange, options, typeLabel };
}
