import type { ReactNode } from 'react';
import { ORDER_DOCUMENT_TEXT } from '@core/order/options';
import { orderIdOf, orderNumberOf, showsTrackingNumber } from '@core/order/rules';
import type { OrderDetail } from '@core/order/schema';
import { formatApiRupiah } from '@core/money';
import { Card } from '@web/ui/Card';
import { FactItem } from '@web/ui/Facts';

/** The invoice's fields under the words of the order documents (the printed invoice shows the same). */
const LABELS = ORDER_DOCUMENT_TEXT.fields;

/** A field of the invoice; `note` is the line under its value. */
function Field({
  label,
  note,
  children,
}: {
  readonly label: string;
  readonly note?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <FactItem label={label} className="od-field">
      {children}
      {note === undefined ? null : (
        <>
          <br />
          {note}
        </>
      )}
    </FactItem>
  );
}

const muted = (text: ReactNode) => <span className="od-muted">{text}</span>;

/** An id the seller reads out or copies, in mono type; the tests find it by `testId`. */
const mono = (testId: string, id: ReactNode) => (
  <span className="od-mono" data-testid={testId}>
    {id}
  </span>
);

/** The invoice card: ids, payment, shop, courier, tracking number, school, items and totals. */
export function InvoiceCard({ order, statusId }: { readonly order: OrderDetail; readonly statusId: number }) {
  const info = order.sectionOrderInformation;
  const products = order.sectionProductInformation;
  const orderNumber = orderNumberOf(info.invoice, statusId);
  const virtualAccount = (
    <>
      {muted('Virtual Account')} <span className="od-mono">{info.paymentMethod.accountNumber}</span>
    </>
  );
  return (
    <Card title="Invoice" className="od-invoice">
      <dl className="od-fields">
        <Field label="Order ID">{mono('order-id', orderIdOf(info.invoice))}</Field>
        {orderNumber ? <Field label={LABELS.orderNumber}>{mono('order-number', orderNumber)}</Field> : null}
        <Field label={LABELS.invoice}>{info.invoice}</Field>
        <Field label={LABELS.payment} note={virtualAccount}>
          {info.paymentMethod.bank}
        </Field>
        <Field label="Toko" note={muted(info.mall.location)}>
          {info.mall.name}
        </Field>
        <Field label={LABELS.courier}>{info.shipping.name}</Field>
        {showsTrackingNumber(statusId) ? (
          <Field label={LABELS.awb}>{mono('awb', info.shipping.awb ?? '-')}</Field>
        ) : null}
        <Field label={LABELS.school} note={muted(`${info.school.pic} · ${info.school.phoneNumber}`)}>
          {info.school.name}
        </Field>
        <Field label="Alamat Pengiriman" note={muted(info.shipping.zone)}>
          {info.shipping.address}
        </Field>
      </dl>

      <div className="od-table-scroll">
        <table className="od-table od-items ui-stack-table">
          <thead>
            <tr>
              {products.column.map((header, index) => (
                <th key={header} scope="col" className={index >= 2 ? 'od-num' : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.items.map((item, index) => (
              <tr key={`${item.name}-${index}`}>
                <td data-label={products.column[0]}>
                  <img className="od-items__image" src={item.image} alt="" width={48} height={48} loading="lazy" />
                </td>
                <td data-label={products.column[1]}>{item.name}</td>
                <td className="od-num" data-label={products.column[2]}>
                  {formatApiRupiah(item.priceCurrencyFormat)}
                </td>
                <td className="od-num" data-label={products.column[3]}>
                  {item.qty}
                </td>
                <td className="od-num" data-label={products.column[4]}>
                  {formatApiRupiah(item.totalPriceCurrencyFormat)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {products.descriptionTotal.map((line) => (
              <tr key={line.label}>
                <th scope="row" colSpan={Math.max(1, products.column.length - 1)}>
                  {line.label}
                </th>
                <td className="od-num">{formatApiRupiah(line.value)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <p className="od-note">{ORDER_DOCUMENT_TEXT.simulationNote}</p>
    </Card>
  );
}
