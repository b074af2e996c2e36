import { useState } from 'react';
import { describeApiError } from '@core/api/errors';
import { downloadBlob } from '@web/platform/download';
import { fetchPrivateFile, fileNameOf, showPdf } from './privateFile';

/**
 * Opening or saving a file the server gives only to its owner (an order's documents, its e-BAST, a
 * negotiation's recap), the one way every screen does it: fetched with the token, never by a plain
 * link. `show` opens the tab inside the click, before any await, so popup blockers let it through.
 */
export function usePrivateFile() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fetchInto = (path: string, label: string, use: (blob: Blob) => unknown, onFail: () => void) => {
    setBusy(true);
    setError(null);
    void fetchPrivateFile(path)
      .match(use, (failure) => {
        onFail();
        setError(`${label} gagal dibuka. ${describeApiError(failure)}`);
      })
      .finally(() => setBusy(false));
  };

  /** Opens a PDF in a new tab (anything else is saved). */
  const show = (path: string, label: string) => {
    if (busy) return;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    fetchInto(
      path,
      label,
      (blob) => showPdf(tab, blob, fileNameOf(path), downloadBlob),
      () => tab?.close(),
    );
  };

  /** Saves the file under its own name. */
  const save = (path: string, label: string) => {
    if (busy) return;
    fetchInto(
      path,
      label,
      (blob) => downloadBlob(blob, fileNameOf(path)),
      () => undefined,
    );
  };

  return { show, save, busy, error };
}
