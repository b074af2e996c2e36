import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { DateRangeField } from '@web/ui/DateRangeField';
import { EmptyState } from '@web/ui/EmptyState';
import { InfiniteList } from '@web/ui/InfiniteList';
import { PageHeader } from '@web/ui/PageHeader';
import { Select } from '@web/ui/Select';
import { UserLogList } from './UserLogList';
import { useUserLog } from './useUserLog';
import '@web/features/notifications/notifications.css';

/** '/userlog': the seller's activity, filterable by type and date, loaded as the list scrolls. */
export function UserLogScreen({ title }: ScreenProps) {
  const log = useUserLog();
  return (
    <>
      <PageHeader title={title} subtitle="Riwayat aktivitas akun dan user toko Anda" />
      <Card className="notif-page">
        <div className="notif-page__filters">
          <Select label="Tipe" value={log.type} options={log.options} onChange={log.setType} />
          <DateRangeField label="Tanggal" value={log.range} onChange={log.setRange} />
        </div>
        {log.list.error ? (
          <Alert tone="danger" action={<Button variant="secondary" size="sm" onClick={log.list.retry}>Coba lagi</Button>}>
            {log.list.error}
          </Alert>
        ) : null}
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
