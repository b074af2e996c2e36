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
        {logo ? <img src={logo} alt="" className="dash-profile__logo" /> : <span className="dash-profile__logo dash-profile__logo--empty">{user.name.charAt(0)}</span>}
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

export function SummaryCard({ summary, tone }: { readonly summary: DashboardSummary; readonly tone: 'danger' | 'warning' }) {
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

function RankedList<T>({ title, items, empty, render }: { readonly title: string; readonly items: readonly T[]; readonly empty: string; readonly render: (item: T, rank: number) => ReactNode }) {
  return (
    <Card title={title}>
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ol className="dash-ranked">
          {items.map((item, index) => (
            <li key={index}>
              <span className="dash-ranked__rank">{index + 1}</span>
              {render(item, index + 1)}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function PopularProducts({ items }: { readonly items: Dashboard['sectionStatistic']['popularProduct'] }) {
  return (
    <RankedList
      title="Produk Terpopuler"
      items={items}
      empty="Belum ada produk terjual"
      render={(p) => (
        <>
          <span className="dash-ranked__main">
            {p.name}
            <small>{p.code}</small>
          </span>
          <strong>{formatThousands(p.total)} terjual</strong>
        </>
      )}
    />
  );
}

export function AreaDistribution({ items }: { readonly items: Dashboard['sectionStatistic']['areaDistribution'] }) {
  const max = Math.max(1, ...items.map((a) => a.total));
  return (
    <RankedList
      title="Sebaran Wilayah"
      items={items}
      empty="Belum ada transaksi"
      render={(a) => (
        <>
          <span className="dash-ranked__main">
            {a.province}
            <span className="dash-bar">
              <span style={{ width: `${Math.round((a.total / max) * 100)}%` }} />
            </span>
          </span>
          <strong>{formatRupiah(a.total)}</strong>
        </>
      )}
    />
  );
}

export function PopularSchools({ items }: { readonly items: Dashboard['sectionStatistic']['popularSchool'] }) {
  return (
    <RankedList
      title="Sekolah Terpopuler"
      items={items}
      empty="Belum ada sekolah yang berbelanja"
      render={(s) => (
        <>
          <span className="dash-ranked__main">
            {s.name}
            <small>{s.city}</small>
          </span>
          <strong>{formatThousands(s.total)} pesanan</strong>
        </>
      )}
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
