import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import type { Notification } from '../../../core/notification/schema';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Dropdown } from '../../ui/Dropdown';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { htmlToText } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { useApi } from '../../ui/useApi';
import { accountApi } from '../api/account';
import { cdnUrl } from '../config';
import { notificationTarget } from './notificationLink';
import { NOTIFICATION_PREVIEW_MAX, NOTIFICATION_TITLE_MAX, truncate } from './text';

/** Spec 000 §9: the dropdown shows 10 notifications. */
export const DROPDOWN_NOTIFICATION_LIMIT = 10;

type Tab = 'info' | 'reminder';
const TABS = [
  { value: 'info', label: 'Informasi Untuk Anda' },
  { value: 'reminder', label: 'Perlu Di Tindaklanjuti' },
] as const;
/** isNotifReminder: 0 for 'Informasi', 1 for follow-up. */
const REMINDER: Record<Tab, 0 | 1> = { info: 0, reminder: 1 };

function NotificationItem({ item, onOpen }: { readonly item: Notification; readonly onOpen: () => void }) {
  const target = notificationTarget(item);
  const icon = cdnUrl(item.icon);
  const body = (
    <>
      <span className="notif__icon">{icon ? <img src={icon} alt="" width={36} height={36} /> : <Icon name="bell" />}</span>
      <span className="notif__text">
        <span className="notif__title">{truncate(item.title, NOTIFICATION_TITLE_MAX)}</span>
        <span className="notif__preview">{truncate(htmlToText(item.text), NOTIFICATION_PREVIEW_MAX)}</span>
        <span className="notif__date">{item.dateAt}</span>
      </span>
    </>
  );
  const className = `notif__item${item.isRead ? '' : ' notif__item--unread'}`;
  return (
    <li>
      {target ? (
        <Link href={target} className={className} onClick={onOpen} data-unread={!item.isRead}>
          {body}
        </Link>
      ) : (
        <div className={className} data-unread={!item.isRead}>
          {body}
        </div>
      )}
    </li>
  );
}

function NotificationsPanel({ close }: { readonly close: () => void }) {
  const [tab, setTab] = useState<Tab>('info');
  const list = useApi(
    () => accountApi.notifications({ page: 1, limit: DROPDOWN_NOTIFICATION_LIMIT, isNotifReminder: REMINDER[tab] }),
    [tab],
  );
  const items = list.data?.data.items ?? [];
  return (
    <div className="notif" role="region" aria-label="Daftar pemberitahuan">
      <div className="notif__header">
        <p className="notif__heading">Pemberitahuan</p>
        <button type="button" className="notif__mark" onClick={() => toast('Masih dalam pengembangan', { icon: 'ℹ️' })}>
          Mark all notif as read
        </button>
      </div>
      <Tabs label="Jenis pemberitahuan" items={TABS} value={tab} onChange={setTab} stretch />
      <div className="notif__scroll">
        {list.loading ? (
          <div className="notif__loading">
            <Spinner label="Memuat pemberitahuan" />
          </div>
        ) : list.error ? (
          <div className="notif__error">
            <Alert tone="danger">{list.error}</Alert>
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon="bell" title="No New Notifications" />
        ) : (
          <ul className="notif__list">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={close} />
            ))}
          </ul>
        )}
      </div>
      <Link href="/pemberitahuan" className="notif__more" onClick={close}>
        Lihat Selengkapnya..
      </Link>
    </div>
  );
}

/** The top bar's notifications dropdown (spec 000 §2); the bell counts what needs follow-up. */
export function NotificationsMenu({ pending }: { readonly pending: number }) {
  return (
    <Dropdown
      label="Pemberitahuan"
      className="topbar__notifications"
      panelClassName="notif-panel"
      trigger={
        <span className="topbar__bell">
          <Icon name="bell" />
          {pending > 0 ? (
            <span className="topbar__bell-count">
              <Badge tone="danger">{pending > 99 ? '99+' : pending}</Badge>
            </span>
          ) : null}
        </span>
      }
    >
      {(close) => <NotificationsPanel close={close} />}
    </Dropdown>
  );
}
