import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { invoiceNotFoundMessage, invoiceSearchValidator } from '@core/order/rules';
import { orderDetailPath } from '@web/app/paths';
import { Button } from '@web/ui/Button';
import { useInvoiceLookup } from './queries';

/** The orders list's invoice search: an invoice number leads straight to its detail; an empty one says so. */
export function InvoiceSearch() {
  const [invoice, setInvoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const lookup = useInvoiceLookup();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = invoiceSearchValidator.validate({ invoice });
    setMessage(check.first);
    if (!check.ok) return;
    const wanted = invoice.trim().toUpperCase();
    setBusy(true);
    void lookup(invoice.trim())
      .then(
        (page) => {
          const items = page.items;
          // An exact invoice (or its 6-character order id) first, else the only match.
          const hit =
            items.find((row) => row.invoice.toUpperCase() === wanted) ??
            items.find((row) => row.invoice.toUpperCase().endsWith(wanted)) ??
            (items.length === 1 ? items[0] : undefined);
          if (hit) navigate(orderDetailPath(hit.id));
          else setMessage(invoiceNotFoundMessage(invoice));
        },
        (failure: Error) => setMessage(failure.message),
      )
      .finally(() => setBusy(false));
  };

  return (
    <form className="order-invoice-search" onSubmit={submit} role="search" aria-label="Cari invoice">
      <div className="order-invoice-search__row">
        <input
          className="ui-list-select order-invoice-search__input"
          value={invoice}
          onChange={(event) => {
            setInvoice(event.target.value);
            setMessage(null);
          }}
          placeholder="Nomor Invoice"
          aria-label="Nomor Invoice"
          aria-invalid={message !== null}
        />
        <Button type="submit" busy={busy}>
          Cari Invoice
        </Button>
      </div>
      {message ? (
        <p className="order-invoice-search__error" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
