import { Link, useParams } from 'wouter';
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

/**
 * '/userlog/user/{id}': the id as title, the user's IP address and action history. The log call
 * has no user filter, so the pages are read in turn and this user's entries kept.
 */
export function UserLogUserScreen({ title }: ScreenProps) {
  const { id } = useParams<{ id: string }>();
  const log = useUserLog();
  const mine = log.list.items.filter((entry) => String(entry.userId) === id);
  const latest = mine[0];
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Riwayat aksi user"
        actions={
          <Link href="/userlog" className="ui-button ui-button--secondary">
            Kembali ke User Log
          </Link>
        }
      />
      <Card className="ui-feed">
        <dl className="userlog__summary">
          <div>
            <dt>Nama</dt>
            <dd>{latest?.userName ?? '-'}</dd>
          </div>
          <div>
            <dt>IP Address</dt>
            <dd>{latest?.ip ?? '-'}</dd>
          </div>
          <div>
            <dt>User Agent</dt>
            <dd>{latest?.userAgent ?? '-'}</dd>
          </div>
        </dl>
        <div className="ui-feed__filters">
          <Select label="Tipe" value={log.type} options={log.options} onChange={log.setType} />
          <DateRangeField label="Tanggal" value={log.range} onChange={log.setRange} />
        </div>
        {log.list.error ? <QueryError error={log.list.error} onRetry={log.list.retry} retrying={log.list.loading} /> : null}
        {log.list.done && mine.length === 0 ? (
          <EmptyState icon="log" title="Belum ada aktivitas untuk user ini" />
        ) : (
          <InfiniteList label="Riwayat aksi" onMore={log.list.more} loading={log.list.loading} done={log.list.done || log.list.error !== null} endText="Semua aktivitas sudah ditampilkan">
            <UserLogList items={mine} typeLabel={log.typeLabel} linkUsers={false} />
          </InfiniteList>
        )}
      </Card>
    </>
  );
}
