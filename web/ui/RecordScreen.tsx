import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { BackLink } from './BackLink';
import { PageHeader } from './PageHeader';
import { QueryState, type QueryStateProps } from './QueryState';

export interface RecordScreenProps<T> {
  readonly title: string;
  readonly className: string;
  /** The list the screen goes back to. */
  readonly backHref: string;
  /** Beside the way back (e.g. a download of the record). */
  readonly actions?: ReactNode;
  /** The route's record id (useRecordId): null when the address names no record. */
  readonly id: number | null;
  readonly query: QueryStateProps<T>['query'];
  readonly loadingLabel: string;
  readonly errorTitle: string;
  /** Said instead of the record when the address names none. */
  readonly notFound: string;
  /** Draws the record once read, with the route's id. */
  readonly children: (data: T, id: number) => ReactNode;
}

/** The screen of one record of a list: its title with the way back, then the record once read, or why not. */
export function RecordScreen<T>({
  title,
  className,
  backHref,
  actions,
  id,
  query,
  loadingLabel,
  errorTitle,
  notFound,
  children,
}: RecordScreenProps<T>) {
  return (
    <div className={className}>
      <PageHeader
        title={title}
        actions={
          <>
            <BackLink href={backHref} />
            {actions}
          </>
        }
      />
      {id !== null ? (
        <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
          {(data) => children(data, id)}
        </QueryState>
      ) : (
        <Alert tone="danger">{notFound}</Alert>
      )}
    </div>
  );
}
