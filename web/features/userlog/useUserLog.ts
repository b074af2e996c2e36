import { useState } from 'react';
import { userLogTypes } from '@core/userlog/schema';
import type { DateRange } from '@web/ui/DateRangeField';
import { checkDayRange, filterDateOf, lastYear } from '@core/dateRange';
import { appClock } from '@web/app/clock';
import { feedOf } from '@web/ui/InfiniteList';
import { useUserLogPages, type LogType } from './queries';

/** The user log's filters (type, dates) and its feed; a change of either starts again at page 1; a reversed range shows no feed. */
export function useUserLog() {
  const [type, setTypeState] = useState<LogType>('all');
  const [range, setRange] = useState<DateRange>(() => lastYear(appClock));
  // A reversed range is refused here, with the portal's own words; it is never sent.
  const rangeProblem = checkDayRange(range);
  const pages = useUserLogPages({ filter_type: type, filter_date: filterDateOf(range) }, rangeProblem === null);
  const list = feedOf(pages);
  // The type options come with the first page.
  const typeOptions = pages.data?.pages[0]?.filters[0]?.items ?? [];
  const setType = (value: string) =>
    setTypeState(value === 'all' ? 'all' : (userLogTypes.find((t) => t === value) ?? 'all'));
  const options =
    typeOptions.length > 0
      ? typeOptions.map((o) => ({ value: String(o.value), label: o.name }))
      : [{ value: 'all', label: 'Semua' }];
  const typeLabel = (value: string) => typeOptions.find((o) => String(o.value) === value)?.name ?? value;
  return { list, type, setType, range, setRange, rangeProblem, options, typeLabel };
}
