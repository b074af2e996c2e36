import { orderIdOf, orderNumberOf, showsTrackingNumber } from '@core/order/rules';
import type { OrderDetail } from '@core/order/schema';
import { formatApiRupiah } from '@core/money';
import { Card } from '@web/ui/Card';

/** Spec 002 §2.3 gives the note's meaning, not its words. */
const SIMULATION_NOTE =
  'Perhitungan di atas merupakan simulasi. Dana yang diteruskan kepada penyedia dapat berkurang karena biaya admin layanan mitra.';

function Field({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div className="od-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The invoice card: ids, payment, shop, courier, tracking number, school, items and totals (spec 002 §2.3). */
export function InvoiceCard({ order, statusId }: { readonly order: OrderDetail; readonly statusId: number }) {
  const info = order.sectionOrderInformation;
  const products = order.sectionProductInformation;
  const orderNumber = orderNumberOf(info.invoice, statusId);
  return (
    <Card title="Invoice" className="od-invoice">
      <dl className="od-fields">
        <Field label="Order ID">
          <span className="od-mono" data-testid="order-id">
            {orderIdOf(info.invoice)}
          </span>
        </Field>
        {orderNumber ? (
          <Field label="Nomor Pesanan">
            <span className="od-mono" data-testid="order-number">
              {orderNumber}
            </span>
          </Field>
        ) : null}
        <Field label="Invoice">{info.invoice}</Field>
        <Field label="Metode Pembayaran">
          {info.paymentMethod.bank}
          <br />
          <span className="od-muted">Virtual Account</span> <span className="od-mono">{info.paymentMethod.accountNumber}</span>
        </Field>
        <Field label="Toko">
          {info.mall.name}
          <br />
          <span className="od-muted">{info.mall.location}</span>
        </Field>
        <Field label="Kurir">{info.shipping.name}</Field>
        {showsTrackingNumber(statusId) ? (
          <Field label="Nomor Resi">
            <span className="od-mono" data-testid="awb">
              {info.shipping.awb ?? '-'}
            </span>
          </Field>
        ) : null}
        <Field label="Sekolah">
          {info.school.name}
          <br />
          <span className="od-muted">
            {info.school.pic} · {info.school.phoneNumber}
          </span>
        </Field>
        <Field label="Alamat Pengiriman">
          {info.shipping.address}
          <br />
          <span className="od-muted">{info.shipping.zone}</span>
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
      <p className="od-note">{SIMULATION_NOTE}</p>
    </Card>
  );
}
