import { Link, useParams } from 'wouter';
import type { ScreenProps } from '@web/app/routes';
import { Card } from '@web/ui/Card';
import { Facts } from '@web/ui/Facts';
import { PageHeader } from '@web/ui/PageHeader';
import { UserLogFeed } from './UserLogFeed';
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
        <Facts
          className="userlog__summary"
          facts={[
            { label: 'Nama', value: latest?.userName ?? '-' },
            { label: 'IP Address', value: latest?.ip ?? '-' },
            { label: 'User Agent', value: latest?.userAgent ?? '-' },
          ]}
        />
        <UserLogFeed
          log={log}
          items={mine}
          label="Riwayat aksi"
          emptyTitle="Belum ada aktivitas untuk user ini"
          linkUsers={false}
        />
      </Card>
    </>
  );
}
