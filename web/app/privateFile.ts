import { useQuery } from '@tanstack/react-query';
import { errAsync, ResultAsync } from 'neverthrow';
import { useEffect, useMemo } from 'react';
import type { ApiError } from '@core/api/errors';
import { localTokenStore } from '@web/platform/tokenStore';
import { fromResult } from './api/query';
import { cdnUrl } from './config';
import { clearSession } from './session';

/**
 * A file the server gives only to its owner (an order's BAST, invoice, label, e-BAST, the
 * transaction recap, the store's NPWP and SIUP images, a tax proof): fetched with the token in the
 * Authorization header, never in the URL, so it cannot be opened by a plain link or a new tab. The
 * portal's one way to any private file.
 */
export function fetchPrivateFile(path: string): ResultAsync<Blob, ApiError> {
  const url = cdnUrl(path) ?? path;
  const token = localTokenStore.read();
  if (token === null) return errAsync({ kind: 'unauthorized', endpoint: url });
  return ResultAsync.fromPromise(
    fetch(url, { headers: { Authorization: token }, credentials: 'omit' }),
    (): ApiError => ({
      kind: 'network',
      endpoint: url,
      message: 'fetch failed',
    }),
  ).andThen((res) => {
    if (res.status === 401) {
      clearSession();
      return errAsync<Blob, ApiError>({ kind: 'unauthorized', endpoint: url });
    }
    if (!res.ok) return errAsync<Blob, ApiError>({ kind: 'http', endpoint: url, status: res.status, message: '' });
    return ResultAsync.fromPromise(res.blob(), (): ApiError => ({
      kind: 'network',
      endpoint: url,
      message: 'body cut off',
    }));
  });
}

/** The last part of a file's path, without its query: 'transaksi-1001.csv'. */
export function fileNameOf(path: string): string {
  return path.split('?')[0]?.split('/').pop() || 'dokumen';
}

/**
 * Shows a fetched PDF in the tab opened inside the click (so popup blockers let it through). The
 * blob is typed as a PDF whatever the server said, so the browser's PDF viewer shows it and no
 * markup in it can run on the portal's origin; anything that is not a PDF is saved instead.
 */
export async function showPdf(
  tab: Window | null,
  blob: Blob,
  fileName: string,
  save: (blob: Blob, fileName: string) => void,
): Promise<void> {
  const head = new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer());
  if (head !== '%PDF-' || tab === null) {
    tab?.close();
    save(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  tab.location.href = url;
  // The tab keeps its own reference to the document; the URL is freed once it had time to load.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A private image to show in the page (the NPWP image of the profile): fetched once with the token
 * (fetchPrivateFile), shown through an object URL that lives as long as the component; null until
 * it is in, when it cannot be had, and for no path.
 */
export function usePrivateImage(path: string | null): string | null {
  const file = useQuery({
    queryKey: ['privateFile', path],
    queryFn: () => fromResult(fetchPrivateFile(path ?? '')),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
