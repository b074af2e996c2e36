import { formatApiRupiah } from '@core/money';
import type { OrderDetail } from '@core/order/schema';
import { PAYMENT_LABELS } from '@core/payment/rules';
import { Card } from '@web/ui/Card';
import { Facts } from '@web/ui/Facts';

/** The school's payment proof: image, download link and upload time; only when it exists. */
export function ConfirmPaymentCard({ proof }: { readonly proof: OrderDetail['confirmPayment'] }) {
  if (!proof) return null;
  return (
    <Card title="Konfirmasi Pembayaran" className="od-proof">
      <a href={proof.file} target="_blank" rel="noreferrer" className="od-proof__image">
        <img src={proof.file} alt="Bukti pembayaran" loading="lazy" />
      </a>
      <p>
        <a href={proof.file} download target="_blank" rel="noreferrer">
          Unduh bukti pembayaran
        </a>
      </p>
      <p className="od-muted">Diunggah {proof.uploadedAt}</p>
    </Card>
  );
}

/** The payment information card; only when it exists. */
export function PaymentInformationCard({ info }: { readonly info: OrderDetail['sectionConfirmPayment'] }) {
  if (!info) return null;
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['Nomor Rekening', info.accountNumber],
    ['Memo', info.memo],
    ['Nomor Referensi Bank', info.referenceNumber],
    ['Atas Nama', info.asName],
    ['Total Dibayar', formatApiRupiah(info.totalPaymentCurrencyFormat)],
    [PAYMENT_LABELS.paidOn, info.datePayment],
    ['Status', info.status],
  ];
  return (
    <Card title="Informasi Pembayaran" className="od-payinfo">
      <Facts
        className="od-fields od-fields--compact"
        itemClassName="od-field"
        facts={rows.map(([label, value]) => ({ label, value: value || '-' }))}
      />
    </Card>
  );
}
