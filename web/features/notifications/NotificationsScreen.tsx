import { useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { checkDayRange, filterDateOf, lastYear } from '@core/dateRange';
import { NO_NOTIFICATIONS, NOTIFICATION_TABS, notificationLink } from '@core/notification/rules';
import { NO_REDIRECT, notificationTypes, type Notification } from '@core/notification/schema';
import { appClock } from '@web/app/clock';
import { useOpenNotification } from '@web/app/api/notificationRead';
import { cdnUrl } from '@web/app/config';
import type { ScreenProps } from '@web/app/routes';
import { Card } from '@web/ui/Card';
import { DateRangeField, type DateRange } from '@web/ui/DateRangeField';
import { EmptyState } from '@web/ui/EmptyState';
import { FieldMessage } from '@web/ui/FieldMessage';
import { Icon } from '@web/ui/Icon';
import { feedOf, InfiniteList } from '@web/ui/InfiniteList';
import { PageHeader } from '@web/ui/PageHeader';
import { QueryError } from '@web/ui/QueryState';
import { SafeHtml } from '@web/ui/SafeHtml';
import { Select } from '@web/ui/Select';
import { Tabs } from '@web/ui/Tabs';
import { useNotificationPages } from './queries';
import '@web/ui/feed.css';
import './notifications.css';

type Tab = '0' | '1';
const TABS: ReadonlyArray<{ value: Tab; label: string }> = NOTIFICATION_TABS.map((t) => ({
  value: t.isNotifReminder === 1 ? '1' : '0',
  label: t.label,
}));
type TypeFilter = 'all' | (typeof notificationTypes)[number];

function tabOf(search: string): Tab {
  return new URLSearchParams(search).get('isNotifReminder') === '1' ? '1' : '0';
}

/**
 * One notification, in full. Opening it marks it read: one with a target is a link there; one
 * without (its link is '#') opens in place, from its title, a button that covers the row.
 */
function NotificationRow({ item }: { readonly item: Notification }) {
  const open = useOpenNotification();
  const link = notificationLink(item);
  const icon = cdnUrl(item.icon);
  const inPlace = link === NO_REDIRECT;
  const body = (
    <>
      <span className="notif-page__icon">
        {icon ? <img src={icon} alt="" width={40} height={40} /> : <Icon name="bell" />}
      </span>
      <span className="notif-page__text">
        {inPlace && !item.isRead ? (
          <button type="button" className="notif-page__title notif-page__open" onClick={() => open(item)}>
            {item.title}
          </button>
        ) : (
          <span className="notif-page__title">{item.title}</span>
        )}
        <SafeHtml html={item.text} className="notif-page__body" />
        <span className="notif-page__date">{item.dateAt}</span>
      </span>
    </>
  );
  const className = `notif-page__item${item.isRead ? '' : ' notif-page__item--unread'}`;
  return (
    <li data-unread={!item.isRead}>
      {inPlace ? (
        <div className={className}>{body}</div>
      ) : (
        <Link href={link} className={className} onClick={() => open(item)}>
          {body}
        </Link>
      )}
    </li>
  );
}

/** '/pemberitahuan': two tabs kept in ?isNotifReminder, type and date filters, infinite scroll. */
export function NotificationsScreen({ title }: ScreenProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabOf(search);
  const [type, setType] = useState<TypeFilter>('all');
  const [range, setRange] = useState<DateRange>(() => lastYear(appClock));
  // A reversed range is refused here, with the portal's own words; it is never sent.
  const rangeProblem = checkDayRange(range);
  const rangeErrorId = useId();
  const pages = useNotificationPages(
    { isNotifReminder: tab === '1' ? 1 : 0, filter_type: type, filter_date: filterDateOf(range) },
    rangeProblem === null,
  );
  const list = feedOf(pages);
  // The type filter's options (with their counts) come with the first page.
  const typeOptions = pages.data?.pages[0]?.filters[0]?.items ?? [];

  const options =
    typeOptions.length > 0
      ? typeOptions.map((o) => ({
          value: String(o.value),
          label: o.total === undefined ? o.name : `${o.name} (${o.total})`,
        }))
      : [{ value: 'all', label: 'Semua' }];
  return (
    <>
      <PageHeader title={title} />
      <Card className="ui-feed notif-page">
        <Tabs
          label="Jenis pemberitahuan"
          items={TABS}
          value={tab}
          onChange={(next) => navigate(`/pemberitahuan?isNotifReminder=${next}`, { replace: true })}
        />
        <div className="ui-feed__filters">
          <Select
            label="Tipe"
            value={type}
            options={options}
            onChange={(value) =>
              setType(value === 'all' ? 'all' : (notificationTypes.find((t) => t === value) ?? 'all'))
            }
          />
          <DateRangeField
            label="Tanggal"
            value={range}
            onChange={setRange}
            errorId={rangeProblem ? rangeErrorId : null}
          />
        </div>
        <FieldMessage id={rangeErrorId} error={rangeProblem} />
        {rangeProblem ? null : (
          <>
            {list.error ? <QueryError error={list.error} onRetry={list.retry} retrying={list.loading} /> : null}
            {list.done && list.items.length === 0 ? (
              <EmptyState icon="bell" title={NO_NOTIFICATIONS} />
            ) : (
              <InfiniteList
                label="Daftar pemberitahuan"
                onMore={list.more}
                loading={list.loading}
                done={list.done || list.error !== null}
                // A failed load ends the scrolling, but says only its error: the list has not been shown to its end.
                endText={list.error ? undefined : 'Semua pemberitahuan sudah ditampilkan'}
              >
                <ul className="notif-page__list">
                  {list.items.map((item) => (
                    <NotificationRow key={item.id} item={item} />
                  ))}
                </ul>
              </InfiniteList>
            )}
          </>
        )}
      </Card>
    </>
  );
}
