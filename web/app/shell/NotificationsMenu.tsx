import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import {
  NO_NOTIFICATIONS,
  NOTIFICATION_DROPDOWN_PAGE_SIZE,
  NOTIFICATION_PREVIEW_LENGTH,
  NOTIFICATION_TABS,
  notificationLink,
  notificationTitle,
  truncate,
} from '@core/notification/rules';
import { NO_REDIRECT, type Notification } from '@core/notification/schema';
import { Badge } from '@web/ui/Badge';
import { Dropdown } from '@web/ui/Dropdown';
import { EmptyState } from '@web/ui/EmptyState';
import { Icon } from '@web/ui/Icon';
import { htmlToText } from '@web/ui/SafeHtml';
import { QueryState } from '@web/ui/QueryState';
import { Tabs } from '@web/ui/Tabs';
import { accountApi } from '../api/account';
import { fromResult } from '../api/query';
import { useOpenNotification } from '../api/notificationRead';
import { notificationKeys } from '../api/queryKeys';
import './notificationsMenu.css';
import { cdnUrl } from '../config';
import { ACCOUNT_MESSAGES } from '@core/account/rules';

type Tab = `${(typeof NOTIFICATION_TABS)[number]['isNotifReminder']}`;
const TABS = NOTIFICATION_TABS.map((tab) => ({ value: `${tab.isNotifReminder}` satisfies Tab, label: tab.label }));

/**
 * The preview is text only: DOMPurify parses the server HTML (dropping scripts with their
 * content), then core's rule cuts it to 40 characters.
 */
function preview(html: string): string {
  return truncate(htmlToText(html), NOTIFICATION_PREVIEW_LENGTH);
}

/**
 * One notification. Opening it marks it read: one with a target is a link there (the dropdown
 * closes); one without (its link is '#') is a button that only marks it read.
 */
function NotificationItem({ item, onOpen }: { readonly item: Notification; readonly onOpen: () => void }) {
  const open = useOpenNotification();
  const link = notificationLink(item);
  const target = link === NO_REDIRECT ? null : link;
  const icon = cdnUrl(item.icon);
  const body = (
    <>
      <span className="notif__icon">
        {icon ? <img src={icon} alt="" width={36} height={36} /> : <Icon name="bell" />}
      </span>
      <span className="notif__text">
        <span className="notif__title">{notificationTitle(item.title)}</span>
        <span className="notif__preview">{preview(item.text)}</span>
        <span className="notif__date">{item.dateAt}</span>
      </span>
    </>
  );
  const className = `notif__item${item.isRead ? '' : ' notif__item--unread'}`;
  return (
    <li>
      {target ? (
        <Link
          href={target}
          className={className}
          onClick={() => {
            open(item);
            onOpen();
          }}
          data-unread={!item.isRead}
        >
          {body}
        </Link>
      ) : (
        <button
          type="button"
          className={`${className} notif__item--button`}
          data-unread={!item.isRead}
          onClick={() => open(item)}
        >
          {body}
        </button>
      )}
    </li>
  );
}

function NotificationsPanel({ close }: { readonly close: () => void }) {
  const [tab, setTab] = useState<Tab>('0');
  const request = { page: 1, limit: NOTIFICATION_DROPDOWN_PAGE_SIZE, isNotifReminder: Number(tab) };
  const list = useQuery({
    queryKey: notificationKeys.list({ view: 'menu', ...request }),
    queryFn: () => fromResult(accountApi.notifications(request).map((body) => body.data.items)),
    meta: { errorLog: 'Pemberitahuan gagal dimuat' },
  });
  return (
    <div className="notif" role="region" aria-label="Daftar pemberitahuan">
      <div className="notif__header">
        <p className="notif__heading">Pemberitahuan</p>
        <button
          type="button"
          className="notif__mark"
          onClick={() => toast(ACCOUNT_MESSAGES.inDevelopment, { icon: 'ℹ️' })}
        >
          Mark all notif as read
        </button>
      </div>
      <Tabs label="Jenis pemberitahuan" items={TABS} value={tab} onChange={setTab} stretch />
      <div className="notif__scroll">
        <QueryState query={list} loadingLabel="Memuat pemberitahuan" retry={false}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState icon="bell" title={NO_NOTIFICATIONS} />
            ) : (
              <ul className="notif__list">
                {items.map((item) => (
                  <NotificationItem key={item.id} item={item} onOpen={close} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
      <Link href="/pemberitahuan" className="notif__more" onClick={close}>
        Lihat Selengkapnya..
      </Link>
    </div>
  );
}

/** The top bar's notifications dropdown; the bell counts what needs follow-up. */
export function NotificationsMenu({ pending }: { readonly pending: number }) {
  return (
    <Dropdown
      label="Pemberitahuan"
      kind="panel"
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
