import { useState } from 'react';
import { paymentDay, proofPopupSize } from '@core/payment/rules';
import type { CellProps, DataColumn } from '@web/ui/DataTable';
import { orderDetailPath } from '@web/app/paths';
import { Dialog } from '@web/ui/Dialog';
import { RowLink } from '@web/ui/RowLink';
import './payment.css';

/** A payment row's invoice: the whole number, linking to the order detail. */
export function PaymentInvoice({ row: { orderId, invoice } }: CellProps<{ orderId: number; invoice: string }>) {
  return (
    <RowLink href={orderDetailPath(orderId)} className="payment-invoice" title={invoice}>
      {/* Break opportunities after each '/', so long invoices wrap instead of widening the table. */}
      {invoice.split('/').map((part, index, parts) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </span>
      ))}
    </RowLink>
  );
}

/**
 * A proof thumbnail (BAST or payment proof); a click opens the image in a popup at half its own
 * size, never wider than the screen.
 */
export function ProofThumb({ src, label }: { readonly src: string | null; readonly label: string }) {
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  if (!src) return <span className="payment-proof--none">-</span>;
  return (
    <>
      <button type="button" className="payment-proof" onClick={() => setOpen(true)} aria-label={`Lihat ${label}`}>
        <img src={src} alt="" loading="lazy" width={48} height={48} />
      </button>
      <Dialog open={open} title={label} size="md" onClose={() => setOpen(false)}>
        <div className="payment-proof__popup">
          <img
            src={src}
            alt={label}
            style={size ? { width: size.width, height: size.height } : undefined}
            onLoad={(event) =>
              setSize(
                proofPopupSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight }),
              )
            }
          />
          <a href={src} target="_blank" rel="noreferrer">
            Buka ukuran penuh
          </a>
        </div>
      </Dialog>
    </>
  );
}

/** A date column of the payment lists: the day only, in one format, on one line (shown and exported alike). */
export function dayColumn<R>(value: (row: R) => string | null): Partial<DataColumn<R>> {
  return { nowrap: true, text: (row: R) => paymentDay(value(row)), kind: 'day' };
}
