import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** What the loading, error and retry states read of a TanStack query result. */
interface QueryLike<T> {
  readonly data: T | undefined;
  /** The last failure; its message is the seller's sentence (the gateway's ApiQueryError). */
  readonly error: Error | null;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

export interface QueryErrorProps {
  readonly error: Error;
  /** What could not be done, e.g. 'Dashboard gagal dimuat'; the error's sentence follows. */
  readonly title?: string;
  /** Asks again; without it the alert only explains (a small list inside a menu). */
  readonly onRetry?: () => void;
  readonly retrying?: boolean;
}

/** A failed load: what failed, why (the server's or the gateway's sentence) and 'Coba lagi'. */
export function QueryError({ error, title, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <Alert
      tone="danger"
      title={title}
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry} busy={retrying}>
            Coba lagi
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );
}

export interface QueryStateProps<T> {
  readonly query: QueryLike<T>;
  /**
   * Draws the data once it is there (also while a newer answer is on its way). Without it the
   * component only reports: a spinner, then nothing, or the failure (a form whose lists load).
   */
  readonly children?: (data: T) => ReactNode;
  /** The spinner's name for screen readers while nothing is there yet. */
  readonly loadingLabel?: string;
  readonly errorTitle?: string;
  /** Shown above the data kept on screen when a refresh failed. */
  readonly refreshErrorTitle?: string;
  /** False where a retry makes no sense (the notifications menu asks again when reopened). */
  readonly retry?: boolean;
}

/**
 * The one way a screen shows server state: a spinner until the first answer, the data after it,
 * and a failure with its sentence and 'Coba lagi' (refetch) instead of a blank screen.
 */
export function QueryState<T>({
  query,
  children,
  loadingLabel = 'Memuat data',
  errorTitle,
  refreshErrorTitle,
  retry = true,
}: QueryStateProps<T>) {
  const onRetry = retry ? () => void query.refetch() : undefined;
  if (query.data !== undefined) {
    return (
      <>
        {query.error && refreshErrorTitle ? (
          <QueryError error={query.error} title={refreshErrorTitle} onRetry={onRetry} retrying={query.isFetching} />
        ) : null}
        {children?.(query.data)}
      </>
    );
  }
  if (query.error)
    return <QueryError error={query.error} title={errorTitle} onRetry={onRetry} retrying={query.isFetching} />;
  return (
    <div className="ui-query-loading">
      <Spinner size="lg" label={loadingLabel} />
    </div>
  );
}
