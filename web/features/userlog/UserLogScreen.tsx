import type { ScreenProps } from '@web/app/routes';
import { Card } from '@web/ui/Card';
import { DateRangeField } from '@web/ui/DateRangeField';
import { EmptyState } from '@web/ui/EmptyState';
import { InfiniteList } from '@web/ui/InfiniteList';
import { PageHeader } from '@web/ui/PageHeader';
import { QueryError } from '@web/ui/QueryState';
import { Select } from '@web/ui/Select';
import { UserLogList } from './UserLogList';
import { useUserLog } from './useUserLog';
import '@web/ui/feed.css';
import './userlog.css';

/** '/userlog': the seller's activity, filterable by type and date, loaded as the list scrolls. */
export function UserLogScreen({ title }: ScreenProps) {
  const log = useUserLog();
  return (
    <>
      <PageHeader title={title} subtitle="Riwayat aktivitas akun dan user toko Anda" />
      <Card className="ui-feed">
        <div className="ui-feed__filters">
          <Select label="Tipe" value={log.type} options={log.options} onChange={log.setType} />
          <DateRangeField label="Tanggal" value={log.range} onChange={log.setRange} />
        </div>
        {log.list.error ? <QueryError error={log.list.error} onRetry={log.list.retry} retrying={log.list.loading} /> : null}
        {log.list.done && log.list.items.length === 0 ? (
          <EmptyState icon="log" title="Belum ada aktivitas" />
        ) : (
          <InfiniteList label="Daftar aktivitas" onMore={log.list.more} loading={log.list.loading} done={log.list.done || log.list.error !== null} endText="Semua aktivitas sudah ditampilkan">
            <UserLogList items={log.list.items} typeLabel={log.typeLabel} linkUsers />
          </InfiniteList>
        )}
      </Card>
    </>
  );
}
