import type { ReactNode } from 'react';
import type { PaymentRow, PaymentsAllData } from '@core/payment/schema';
import { PAYMENT_LABELS, PAYMENT_LIST_COLUMNS, paymentCardTone } from '@core/payment/rules';
import { formatApiRupiah } from '@core/money';
import type { ScreenProps } from '@web/app/routes';
import { columnsOf, fromServerColumns, ListScreen, type ListScreenConfig, type ServerColumn } from '@web/ui/ListScreen';
import { Facts } from '@web/ui/Facts';
import { Icon } from '@web/ui/Icon';
import { moneyColumn } from '@web/ui/moneyColumn';
import { PAGE_SIZES } from '@web/ui/PageSizeSelect';
import { listStateSchema, sortFields, type ListState } from '@web/ui/useListQuery';
import { listRequest } from '@web/ui/listRequest';
import { dayColumn, paymentInvoice } from './parts';
import { paymentsAllQuery } from './queries';
import { PaymentTabs } from './PaymentTabs';

const PAYMENT_COLUMNS: readonly ServerColumn[] = columnsOf(PAYMENT_LIST_COLUMNS);

const schema = listStateSchema(
  { limit: 10, limits: PAGE_SIZES, sort: '', dir: 'asc', sorts: sortFields(PAYMENT_COLUMNS) },
  {},
);

/** Why funds are still held, for rows flagged isStatusTooltip. */
const HELD_TOOLTIP = 'Dana belum diteruskan oleh mitra ke rekening Anda';

/** The status cell; a plain function of the row, so the table can draw it without React (web/ui/plainCells.ts). */
function paymentStatus(row: PaymentRow): ReactNode {
  const held = row.isStatusTooltip;
  return (
    <span
      className={`payment-status payment-status--${held ? 'waiting' : 'passed'}`}
      title={held ? HELD_TOOLTIP : undefined}
    >
      {row.status}
      {held ? <Icon name="info" size={14} label={HELD_TOOLTIP} /> : null}
    </span>
  );
}

/** The summary cards (the not-passed-on one red, the others green: paymentCardTone) and the totals (spec 002 §3, §4.7). */
function PaymentSummary({ data }: { readonly data: PaymentsAllData }) {
  return (
    <>
      <div className="payment-cards">
        {data.cardTotal.map((card) => (
          <div
            key={card.name}
            className={`payment-card payment-card--${paymentCardTone(card.name)}`}
            data-tone={paymentCardTone(card.name)}
          >
            <span className="payment-card__name">{card.name}</span>
            <span className="payment-card__value">{formatApiRupiah(card.valueCurrencyFormat)}</span>
          </div>
        ))}
      </div>
      <Facts
        className="payment-totals"
        facts={[
          { label: PAYMENT_LABELS.bill, value: formatApiRupiah(data.totalAllBill) },
          { label: PAYMENT_LABELS.transfer, value: formatApiRupiah(data.totalAllTransfer) },
        ]}
      />
    </>
  );
}

const allPaymentsList: ListScreenConfig<PaymentRow, ListState, PaymentsAllData> = {
  label: 'Semua Pembayaran',
  schema,
  query: (state) => paymentsAllQuery(listRequest(state)),
  columns: (server) =>
    fromServerColumns<PaymentRow>(server, PAYMENT_COLUMNS, {
      invoice: { render: (row) => paymentInvoice(row.orderId, row.invoice), csv: (row) => row.invoice },
      totalBill: moneyColumn((row) => row.totalBill),
      totalTransfer: moneyColumn((row) => row.totalTransfer),
      paymentDate: dayColumn((row) => row.paymentDate),
      confirmDate: dayColumn((row) => row.confirmDate),
      transferDate: dayColumn((row) => row.transferDate),
      status: { render: paymentStatus, csv: (row) => row.status },
    }),
  rowKey: (row) => row.orderId,
  summary: (data) => <PaymentSummary data={data} />,
  csvName: 'semua-pembayaran',
};

/** All payments (spec 002 §2.2, §4.7). */
export function AllPaymentsScreen({ title }: ScreenProps) {
  return (
    <div className="payment-list payment-list--all">
      <ListScreen title={title} config={allPaymentsList} notice={<PaymentTabs />} />
    </div>
  );
}
