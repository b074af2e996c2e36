import type { ScreenProps } from '@web/app/routes';
import { Card } from '@web/ui/Card';
import { PageHeader } from '@web/ui/PageHeader';
import { UserLogFeed } from './UserLogFeed';
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
        <UserLogFeed
          log={log}
          items={log.list.items}
          label="Daftar aktivitas"
          emptyTitle="Belum ada aktivitas"
          linkUsers
        />
      </Card>
    </>
  );
}
