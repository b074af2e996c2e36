import type { PaymentRow, PaymentsAllData } from '@core/payment/schema';
import { PAYMENT_CARDS_SUM, PAYMENT_LABELS, paymentCardTone } from '@core/payment/rules';
import { formatApiRupiah } from '@core/money';
import type { ScreenProps } from '@web/app/routes';
import type { CellProps } from '@web/ui/DataTable';
import { fromServerColumns, type ListCells } from '@web/ui/listColumns';
import { ListScreen, type ListScreenConfig } from '@web/ui/ListScreen';
import { Facts } from '@web/ui/Facts';
import { Icon } from '@web/ui/Icon';
import { moneyColumn } from '@web/ui/moneyColumn';
import type { ListState } from '@web/ui/useListQuery';
import { dayColumn, PaymentInvoice } from './parts';
import { allPaymentsReads, PAYMENT_COLUMNS } from './queries';
import { PaymentTabs } from './PaymentTabs';

/** Why funds are still held, for rows flagged isStatusTooltip. */
const HELD_TOOLTIP = 'Dana belum diteruskan oleh mitra ke rekening Anda';

/** The status cell: held funds say why, in a tooltip and to screen readers. */
function PaymentStatus({ row }: CellProps<PaymentRow>) {
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

/** The summary cards (the not-passed-on one red, the others green: paymentCardTone), how they add up, and the totals. */
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
      <p className="payment-cards__sum">{PAYMENT_CARDS_SUM}</p>
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

const PAYMENT_CELLS: ListCells<PaymentRow> = {
  invoice: { Cell: PaymentInvoice, csv: (row) => row.invoice },
  totalBill: moneyColumn((row) => row.totalBill),
  totalTransfer: moneyColumn((row) => row.totalTransfer),
  paymentDate: dayColumn((row) => row.paymentDate),
  confirmDate: dayColumn((row) => row.confirmDate),
  transferDate: dayColumn((row) => row.transferDate),
  status: { Cell: PaymentStatus, csv: (row) => row.status },
};

const allPaymentsList: ListScreenConfig<PaymentRow, ListState, PaymentsAllData> = {
  label: 'Semua Pembayaran',
  reads: allPaymentsReads,
  columns: (server) => fromServerColumns(server, PAYMENT_COLUMNS, PAYMENT_CELLS),
  rowKey: (row) => row.orderId,
  summary: (data) => <PaymentSummary data={data} />,
  csvName: 'semua-pembayaran',
};

/** All payments, with the cards of what is passed on and what is not. */
export function AllPaymentsScreen({ title }: ScreenProps) {
  return (
    <div className="payment-list payment-list--all">
      <ListScreen title={title} config={allPaymentsList} notice={<PaymentTabs />} />
    </div>
  );
}
