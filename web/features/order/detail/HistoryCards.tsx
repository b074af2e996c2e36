import { chronological } from '@core/order/rules';
import type { HistoryEntry } from '@core/order/schema';
import { Card } from '@web/ui/Card';

const WEEKDAY = new Intl.DateTimeFormat('id-ID', { weekday: 'long', timeZone: 'UTC' });

/** Payment-history dates read as weekday, day-month-year in Indonesian ('Kamis, 10-09-2026'). */
function paymentHistoryDate(date: string): string {
  const found = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!found) return date;
  const [, year, month, day] = found;
  const weekday = WEEKDAY.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
  return `${weekday}, ${day}-${month}-${year}`;
}

function Timeline({
  entries,
  date,
}: {
  readonly entries: readonly HistoryEntry[];
  readonly date: (entry: HistoryEntry) => string;
}) {
  return (
    <ol className="od-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.createdAt}-${entry.timeAt}-${index}`} className="od-timeline__item">
          <p className="od-timeline__title">{entry.title}</p>
          <p className="od-timeline__text">{entry.text}</p>
          <p className="od-timeline__time">
            {date(entry)} · {entry.timeAt}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function PaymentHistoryCard({ entries }: { readonly entries: readonly HistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Card title="Riwayat Pembayaran" className="od-history">
      <Timeline entries={entries} date={(entry) => paymentHistoryDate(entry.createdAt)} />
    </Card>
  );
}

/** The order history timeline, reversed from the server's order so the newest entry is last. */
export function OrderHistoryCard({ entries }: { readonly entries: readonly HistoryEntry[] }) {
  return (
    <Card title="Riwayat Pesanan" className="od-history">
      {entries.length === 0 ? (
        <p className="od-muted">Belum ada riwayat.</p>
      ) : (
        <Timeline entries={chronological(entries)} date={(entry) => entry.createdAt} />
      )}
    </Card>
  );
}
