import type { ReactNode } from 'react';
import type { SellerProfile } from '@core/account/schema';
import type { Dashboard, DashboardSummary } from '@core/dashboard/schema';
import { formatRupiah, formatThousands } from '@core/money';
import { cdnUrl } from '@web/app/config';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { Icon } from '@web/ui/Icon';

export function ProfileCard({ user, cards }: { readonly user: SellerProfile; readonly cards: Dashboard['card'] }) {
  const logo = cdnUrl(user.image.primary);
  return (
    <section className="dash-profile ui-card">
      <div className="dash-profile__who">
        {logo ? (
          <img src={logo} alt="" className="dash-profile__logo" />
        ) : (
          <span className="dash-profile__logo dash-profile__logo--empty">{user.name.charAt(0)}</span>
        )}
        <div>
          <p className="dash-profile__greeting">Selamat datang kembali,</p>
          <p className="dash-profile__name">{user.name}</p>
        </div>
      </div>
      <ul className="dash-profile__cards">
        {cards.map((card) => (
          <li key={card.title} className="dash-profile__card">
            <span className="dash-profile__card-total">{formatThousands(card.total)}</span>
            <span className="dash-profile__card-title">{card.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TransactionValue({ value }: { readonly value: Dashboard['sectionStatistic']['transactionValue'] }) {
  return (
    <Card title="Nilai Transaksi" className="dash-transactions">
      <p className="dash-total">{formatRupiah(value.total)}</p>
      <ul className="dash-status-list">
        {value.items.map((item) => (
          <li key={item.id}>
            <span>{item.name}</span>
            <strong>{formatRupiah(item.total)}</strong>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function SummaryCard({
  summary,
  tone,
}: {
  readonly summary: DashboardSummary;
  readonly tone: 'danger' | 'warning';
}) {
  return (
    <section className={`dash-summary dash-summary--${tone} ui-card`}>
      <span className="dash-summary__icon">
        <Icon name={tone === 'danger' ? 'alert' : 'receipt'} />
      </span>
      <div>
        <p className="dash-summary__title">{summary.title}</p>
        <p className="dash-summary__value">{formatRupiah(summary.total)}</p>
        <p className="dash-summary__count">{formatThousands(summary.totalData)} data</p>
      </div>
    </section>
  );
}

/** One ranked line: what it is, a detail beside it, and its figure. */
interface Ranked {
  readonly name: string;
  readonly detail: ReactNode;
  readonly figure: string;
}

function RankedList<T>({
  title,
  items,
  empty,
  line,
}: {
  readonly title: string;
  readonly items: readonly T[];
  readonly empty: string;
  readonly line: (item: T) => Ranked;
}) {
  return (
    <Card title={title}>
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ol className="dash-ranked">
          {items.map((item, index) => {
            const { name, detail, figure } = line(item);
            return (
              <li key={index}>
                <span className="dash-ranked__rank">{index + 1}</span>
                <span className="dash-ranked__main">
                  {name}
                  {detail}
                </span>
                <strong>{figure}</strong>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

/** A line of a top list: a name with a small detail, and how many ('12 terjual', '3 pesanan'). */
function countLine(name: string, detail: string, total: number, unit: string): Ranked {
  return { name, detail: <small>{detail}</small>, figure: `${formatThousands(total)} ${unit}` };
}

export function PopularProducts({ items }: { readonly items: Dashboard['sectionStatistic']['popularProduct'] }) {
  return (
    <RankedList
      title="Produk Terpopuler"
      items={items}
      empty="Belum ada produk terjual"
      line={(p) => countLine(p.name, p.code, p.total, 'terjual')}
    />
  );
}

export function AreaDistribution({ items }: { readonly items: Dashboard['sectionStatistic']['areaDistribution'] }) {
  const max = Math.max(1, ...items.map((a) => a.total));
  const bar = (total: number) => (
    <span className="dash-bar">
      <span style={{ width: `${Math.round((total / max) * 100)}%` }} />
    </span>
  );
  return (
    <RankedList
      title="Sebaran Wilayah"
      items={items}
      empty="Belum ada transaksi"
      line={(a) => ({ name: a.province, detail: bar(a.total), figure: formatRupiah(a.total) })}
    />
  );
}

export function PopularSchools({ items }: { readonly items: Dashboard['sectionStatistic']['popularSchool'] }) {
  return (
    <RankedList
      title="Sekolah Terpopuler"
      items={items}
      empty="Belum ada sekolah yang berbelanja"
      line={(s) => countLine(s.name, s.city, s.total, 'pesanan')}
    />
  );
}

export function BankAccounts({ accounts }: { readonly accounts: Dashboard['account'] }) {
  return (
    <Card title="Rekening Bank">
      {accounts.length === 0 ? (
        <EmptyState title="Belum ada rekening" />
      ) : (
        <ul className="dash-banks">
          {accounts.map((account) => (
            <li key={account.id}>
              <span className="dash-banks__bank">{account.bank}</span>
              <span className="dash-banks__number">{account.number}</span>
              <span className="dash-banks__name">{account.asName}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
