import { useId } from 'react';
import type { UserLogEntry } from '@core/userlog/schema';
import { DateRangeField } from '@web/ui/DateRangeField';
import { EmptyState } from '@web/ui/EmptyState';
import { FieldMessage } from '@web/ui/FieldMessage';
import { InfiniteList } from '@web/ui/InfiniteList';
import { QueryError } from '@web/ui/QueryState';
import { Select } from '@web/ui/Select';
import { UserLogList } from './UserLogList';
import type { useUserLog } from './useUserLog';

export interface UserLogFeedProps {
  readonly log: ReturnType<typeof useUserLog>;
  /** The entries to show: all of them, or one user's. */
  readonly items: readonly UserLogEntry[];
  readonly label: string;
  readonly emptyTitle: string;
  readonly linkUsers: boolean;
}

/** The log's filters (type, dates) and its entries as the list scrolls; a refused date range shows its reason instead. */
export function UserLogFeed({ log, items, label, emptyTitle, linkUsers }: UserLogFeedProps) {
  const rangeErrorId = useId();
  return (
    <>
      <div className="ui-feed__filters">
        <Select label="Tipe" value={log.type} options={log.options} onChange={log.setType} />
        <DateRangeField
          label="Tanggal"
          value={log.range}
          onChange={log.setRange}
          errorId={log.rangeProblem ? rangeErrorId : null}
        />
      </div>
      <FieldMessage id={rangeErrorId} error={log.rangeProblem} />
      {log.rangeProblem ? null : (
        <>
          {log.list.error ? (
            <QueryError error={log.list.error} onRetry={log.list.retry} retrying={log.list.loading} />
          ) : null}
          {log.list.done && items.length === 0 ? (
            <EmptyState icon="log" title={emptyTitle} />
          ) : (
            <InfiniteList
              label={label}
              onMore={log.list.more}
              loading={log.list.loading}
              done={log.list.done || log.list.error !== null}
              endText="Semua aktivitas sudah ditampilkan"
            >
              <UserLogList items={items} typeLabel={log.typeLabel} linkUsers={linkUsers} />
            </InfiniteList>
          )}
        </>
      )}
    </>
  );
}
