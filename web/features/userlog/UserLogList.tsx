import { Link } from 'wouter';
import type { UserLogEntry } from '@core/userlog/schema';
import { displayTime } from '@web/ui/dateRange';

/** One list of activity entries; the user name leads to that user's page unless it is that page. */
export function UserLogList({
  items,
  typeLabel,
  linkUsers,
}: {
  readonly items: readonly UserLogEntry[];
  readonly typeLabel: (type: string) => string;
  readonly linkUsers: boolean;
}) {
  return (
    <ul className="userlog__list">
      {items.map((entry) => (
        <li key={entry.id} className="userlog__item">
          <span className="userlog__type">{typeLabel(entry.type)}</span>
          <span>
            <span className="userlog__activity">{entry.activity}</span>
            <span className="userlog__meta">
              {' '}
              {linkUsers ? <Link href={`/userlog/user/${entry.userId}`}>{entry.userName}</Link> : entry.userName} · IP{' '}
              {entry.ip}
            </span>
          </span>
          <time className="userlog__time" dateTime={entry.createdAt}>
            {displayTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
