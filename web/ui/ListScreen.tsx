import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import type { z } from 'zod';
import type { FilterOption } from '@core/api/envelope';
import { Button } from './Button';
import { Card } from './Card';
import { DataTable, type DataColumn } from './DataTable';
import {
  allRows,
  CSV_EXPORT_FAILED,
  CSV_EXPORT_LABEL,
  csvColumnsOf,
  EXPORT_PAGE_SIZE,
  exportCsv,
  exportWorkbook,
  XLSX_EXPORT_FAILED,
  XLSX_EXPORT_LABEL,
} from './exportCsv';
import { FilterPanel, FilterToggle } from './FilterPanel';
import { PageHeader } from './PageHeader';
import { PageSizeSelect } from './PageSizeSelect';
import { Pagination } from './Pagination';
import { QueryError } from './QueryState';
import { ResetButton } from './ResetButton';
import { SearchBox, SEARCH_DEBOUNCE_MS } from './SearchBox';
import { SortSelects } from './SortSelects';
import { Svg } from './Svg';
import {
  PAGE_SIZES,
  useLastPageClamp,
  useListQuery,
  useListReset,
  type ListQuery,
  type ListState,
} from './useListQuery';
import type { ServerColumn } from './listColumns';
import './list.css';

/** What ListScreen needs of a list answer (core/api/envelope listData). */
export interface ListPageLike<R> {
  readonly items: readonly R[];
  readonly column: readonly ServerColumn[];
  readonly filters: readonly { readonly name?: string | undefined; readonly items: readonly FilterOption[] }[];
  readonly lastPage: number;
  readonly from: number | null;
  readonly to: number | null;
  readonly total: number;
}

/** The query of one page of a list: the area's key for the request, and the call (features build it in their queries.ts). */
export interface ListQueryOptions<D> {
  readonly queryKey: QueryKey;
  readonly queryFn: () => Promise<D>;
  /** False: the list's route asks for its page, the screen takes it from the cache (ROUTE_READ). */
  readonly refetchOnMount?: boolean;
}

/**
 * What a list reads: the state its URL keeps, and the query of the page a state asks for. Declared
 * once per list, in its feature's queries.ts: the route starts the read at the click, beside the
 * screen's chunk (web/app/routes.ts), and the screen finds it.
 */
export interface ListReads<T extends ListState, D> {
  readonly schema: z.ZodType<T, unknown>;
  readonly query: (state: T) => ListQueryOptions<D>;
}

interface ListContext<T extends ListState, D> {
  readonly state: T;
  readonly update: (patch: Partial<T>) => void;
  readonly data: D | null;
}

/** One list screen, as configuration: the orders, billing, changed-order and payment lists are instances. */
export interface ListScreenConfig<R, T extends ListState, D extends ListPageLike<R>> {
  /** The card heading, e.g. 'List Perubahan Pesanan'; the page title comes from the route. */
  readonly heading?: string;
  readonly label: string;
  /** The URL state and the page it asks for: one cache entry per request, shared with any screen asking the same. */
  readonly reads: ListReads<T, D>;
  /** The table columns, given the server's column list of the last answer (empty before the first). */
  readonly columns: (server: readonly ServerColumn[]) => readonly DataColumn<R>[];
  readonly rowKey: (row: R, index: number) => Key;
  readonly pageSizes?: readonly number[];
  readonly searchDelay?: number;
  readonly searchPlaceholder?: string;
  readonly paginationWindow?: number;
  readonly emptyText?: string;
  /** The screen's own filters inside the filter panel. */
  readonly filters?: (context: ListContext<T, D>) => ReactNode;
  /** How many of the screen's own filters are set. */
  readonly activeFilters?: (state: T) => number;
  /** Drawn between the header and the table once data is in (the payment cards and totals). */
  readonly summary?: (data: D) => ReactNode;
  /** The CSV file name of the export of the rows shown. */
  readonly csvName: string;
}

export interface ListScreenProps<R, T extends ListState, D extends ListPageLike<R>> {
  readonly title: string;
  readonly config: ListScreenConfig<R, T, D>;
  /** Buttons beside the page title (e.g. the transaction recap). */
  readonly actions?: ReactNode;
  /** Notices above the list (e.g. the NPWP warning). */
  readonly notice?: ReactNode;
}

/** The configurable list screen: filter panel, page size, search, reset, sortable table, caption, pagination, CSV. */
export function ListScreen<R, T extends ListState, D extends ListPageLike<R>>({
  title,
  config,
  actions,
  notice,
}: ListScreenProps<R, T, D>) {
  const { reads } = config;
  const list = useListQuery(reads.schema);
  const { state } = list;
  // The previous page stays on screen (dimmed) while the next one loads.
  const result = useQuery({ ...reads.query(state), placeholderData: keepPreviousData });
  const client = useQueryClient();
  const data = result.data ?? null;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [exporting, setExporting] = useState<'xlsx' | 'csv' | null>(null);
  const panelId = useId();
  // The same columns while the server's stay the same: the table's rows are drawn again only when they change.
  const server = data?.column;
  const columns = useMemo(() => config.columns(server ?? []), [config, server]);

  useLastPageClamp(list, data);

  const { resets, reset } = useListReset(list, result.refetch);

  const download = (format: 'xlsx' | 'csv') => {
    if (!data || exporting !== null) return;
    setExporting(format);
    // Every row of the current filter, not only the page shown.
    void allRows((page) => client.fetchQuery(reads.query({ ...state, page, limit: EXPORT_PAGE_SIZE })))
      .then((rows) =>
        format === 'xlsx'
          ? exportWorkbook(config.csvName, config.label, csvColumnsOf(columns), rows)
          : exportCsv(config.csvName, csvColumnsOf(columns), rows),
      )
      .catch(() => toast.error(format === 'xlsx' ? XLSX_EXPORT_FAILED : CSV_EXPORT_FAILED))
      .finally(() => setExporting(null));
  };

  const ownFilters = config.filters?.({ state, update: list.update, data });
  const active = config.activeFilters?.(state) ?? 0;

  return (
    <div className="ui-list-screen">
      <PageHeader title={title} actions={actions} />
      {notice}
      {data && config.summary ? config.summary(data) : null}
      <Card title={config.heading}>
        <div className="ui-list-toolbar">
          <FilterToggle
            open={filtersOpen}
            onToggle={() => setFiltersOpen((open) => !open)}
            active={active}
            controls={panelId}
          />
          <PageSizeSelect
            value={state.limit}
            options={config.pageSizes ?? PAGE_SIZES}
            onChange={(limit) => list.update({ limit } as Partial<T>)}
          />
          <div className="ui-list-toolbar__grow">
            <SearchBox
              key={resets}
              value={state.search}
              delay={config.searchDelay ?? SEARCH_DEBOUNCE_MS}
              placeholder={config.searchPlaceholder ?? 'Cari...'}
              onSearch={(search) => list.update({ search } as Partial<T>)}
            />
          </div>
          <ResetButton onReset={reset} />
          <Button
            variant="secondary"
            onClick={() => download('xlsx')}
            busy={exporting === 'xlsx'}
            disabled={!data || data.items.length === 0 || exporting !== null}
            icon={<DownloadIcon />}
          >
            {XLSX_EXPORT_LABEL}
          </Button>
          <Button
            variant="secondary"
            onClick={() => download('csv')}
            busy={exporting === 'csv'}
            disabled={!data || data.items.length === 0 || exporting !== null}
            icon={<DownloadIcon />}
          >
            {CSV_EXPORT_LABEL}
          </Button>
        </div>
        <FilterPanel open={filtersOpen} id={panelId}>
          <SortPicker columns={columns} list={list} />
          {ownFilters}
        </FilterPanel>
        {result.error && data === null ? (
          <QueryError
            error={result.error}
            title="Data tidak dapat dimuat"
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        ) : null}
        <DataTable
          phoneSort={false}
          label={config.label}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={config.rowKey}
          sort={list.sort}
          onSort={(next) => list.update({ sort: next.field, dir: next.dir } as Partial<T>)}
          loading={result.isFetching}
          emptyText={config.emptyText}
          paging={data ? { from: data.from, to: data.to, total: data.total } : { from: 0, to: 0, total: 0 }}
        />
        <div className="ui-list-footer">
          <Pagination
            page={state.page}
            lastPage={data?.lastPage ?? 1}
            window={config.paginationWindow ?? 3}
            onChange={(page) => list.update({ page } as Partial<T>)}
            disabled={result.isFetching}
          />
        </div>
      </Card>
    </div>
  );
}

/** Sorting from the filter panel: on a phone the headers may be scrolled out of sight. */
function SortPicker<R, T extends ListState>({
  columns,
  list,
}: {
  readonly columns: readonly DataColumn<R>[];
  readonly list: ListQuery<T>;
}) {
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  return (
    <SortSelects
      fields={sortable}
      field={list.state.sort}
      dir={list.state.dir}
      unsorted={list.defaults.sort === '' ? 'Bawaan' : null}
      onField={(sort) => list.update({ sort } as Partial<T>)}
      onDir={(dir) => list.update({ dir } as Partial<T>)}
    />
  );
}

function DownloadIcon() {
  return (
    <Svg size={16}>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
    </Svg>
  );
}
