import { useState } from 'react';
import toast from 'react-hot-toast';
import type { FilterOption } from '@core/api/envelope';
import { describeApiError } from '@core/api/errors';
import { useSeller } from '@web/app/api/profile';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { FilterSelect } from '@web/ui/FilterPanel';
import { fetchPrivateFile } from '@web/app/privateFile';
import { appClock } from '@web/app/clock';
import { downloadBlob } from '@web/platform/download';
import { useOrderReport } from './queries';
import { ORDER_MESSAGES, recapFileName } from '@core/order/rules';
import { today } from '@core/clock';

/** The recap's filter_date: '' (all), one day, or 'from - to' (the sandbox and API read both). */
function recapDateFilter(from: string, to: string): string {
  if (from && to) return from === to ? from : `${from} - ${to}`;
  return from || to;
}

/** The transaction recap download (GET order-report/{userId}): a date filter and the status. */
export function RecapButton({
  statusOptions,
  status,
}: {
  readonly statusOptions: readonly FilterOption[];
  readonly status: string;
}) {
  const userId = useSeller()?.id ?? null;
  const report = useOrderReport();
  const [fetching, setFetching] = useState(false);
  const busy = report.isPending || fetching;
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [recapStatus, setRecapStatus] = useState(status);
  const [error, setError] = useState<string | null>(null);

  const show = () => {
    setRecapStatus(status);
    setError(null);
    setOpen(true);
  };

  const download = () => {
    if (userId === null || busy) return;
    if (from && to && from > to) {
      setError(ORDER_MESSAGES.reversedDates);
      return;
    }
    setError(null);
    report.mutate(
      {
        userId,
        filter_date: recapDateFilter(from, to),
        status: recapStatus === '' ? '' : Number(recapStatus),
        from: 'seller',
      },
      {
        // The recap carries school data: it is fetched with the token and saved as a file.
        onSuccess: (url) => {
          setFetching(true);
          void fetchPrivateFile(url)
            .match(
              (file) => {
                // A readable name by the seller's day, whatever the server calls its file.
                downloadBlob(file, recapFileName(today(appClock)));
                toast.success('Rekap transaksi sedang diunduh');
                setOpen(false);
              },
              (failure) => setError(`Rekap transaksi gagal diunduh. ${describeApiError(failure)}`),
            )
            .finally(() => setFetching(false));
        },
        onError: (failure) => setError(`Rekap transaksi gagal diunduh. ${failure.message}`),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={show} disabled={userId === null}>
        Rekap Transaksi
      </Button>
      <Dialog
        open={open}
        title="Unduh Rekap Transaksi"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Batal
            </Button>
            <Button onClick={download} busy={busy}>
              Unduh
            </Button>
          </>
        }
      >
        <div className="order-recap">
          <label className="ui-filter-select">
            <span>Dari tanggal</span>
            <input
              type="date"
              className="ui-list-select"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className="ui-filter-select">
            <span>Sampai tanggal</span>
            <input type="date" className="ui-list-select" value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
          <FilterSelect
            label="Status Pesanan"
            placeholder="Filter Status Pesanan..."
            value={recapStatus}
            options={statusOptions}
            onChange={setRecapStatus}
          />
          <p className="order-recap__hint">Kosongkan tanggal untuk mengunduh semua transaksi.</p>
          {error ? (
            <p className="order-recap__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
