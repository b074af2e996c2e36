import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import type { FilterOption } from '@core/api/envelope';
import { isBulkCategoryMode, productRowActions, statusToggleMessage } from '@core/product/rules';
import type { ProductRow } from '@core/product/schema';
import { PRODUCT_FILTER_LABELS } from '@core/product/serverMessages';
import { useOffers } from '@web/app/api/offers';
import { settle } from '@web/app/api/query';
import type { ScreenProps } from '@web/app/routes';
import { copyText } from '@web/platform/clipboard';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { DataTable } from '@web/ui/DataTable';
import {
  CSV_EXPORT_FAILED,
  CSV_EXPORT_LABEL,
  csvColumnsOf,
  exportCsv,
  exportWorkbook,
  XLSX_EXPORT_FAILED,
  XLSX_EXPORT_LABEL,
} from '@web/ui/exportCsv';
import { FilterPanel, FilterSelect, FilterToggle } from '@web/ui/FilterPanel';
import { PageHeader } from '@web/ui/PageHeader';
import { PageSizeSelect } from '@web/ui/PageSizeSelect';
import { Pagination } from '@web/ui/Pagination';
import { ResetButton } from '@web/ui/ResetButton';
import { SearchBox } from '@web/ui/SearchBox';
import { TextField } from '@web/ui/TextField';
import { useLastPageClamp, useListQuery, useListReset } from '@web/ui/useListQuery';
import { allNonBookRoots, useCategoryTree } from './categories';
import { ProcessingDialog } from './form/ProcessingDialog';
import { BulkCategoryPanel } from './list/BulkCategoryPanel';
import { CategoryEditDialog } from './list/CategoryEditDialog';
import { PRODUCT_COLUMNS, ProductRowsContext, type ProductRows } from './list/columns';
import { PRODUCT_PAGE_SIZES, PRODUCT_PAGE_WINDOW, productDetailPath, productListSchema } from './list/listQuery';
import { PictureDialog, QuickDetailDialog } from './list/QuickDetailDialog';
import { SCREEN_MESSAGES } from './messages';
import { useAllProductPages, useDeleteProduct, useProducts, useToggleProductStatus } from './queries';
import './product.css';

/** Category options with their children indented, as one select lists them. */
function flatten(options: readonly FilterOption[], depth = 0): { name: string; value: string | number }[] {
  return options.flatMap((o) => [
    { name: `${'\u00a0\u00a0'.repeat(depth)}${o.name}${o.total !== undefined ? ` (${o.total})` : ''}`, value: o.value },
    ...flatten(o.children ?? [], depth + 1),
  ]);
}

const NONE_SELECTED: ReadonlySet<number> = new Set();

/** The public link of a product, as the copy action puts it on the clipboard. */
function productLink(row: ProductRow): string {
  return `${window.location.origin}/produk/${row.slug}`;
}

async function copyLink(row: ProductRow): Promise<void> {
  const outcome = await copyText(productLink(row));
  if (outcome === 'copied') toast.success(SCREEN_MESSAGES.copied);
  else if (outcome === 'unsupported') toast.error(SCREEN_MESSAGES.copyUnsupported);
  else toast.error(SCREEN_MESSAGES.copyFailed);
}

/** The CSV export's columns: every column but the row's actions. */
const CSV_COLUMNS = csvColumnsOf(PRODUCT_COLUMNS.filter((column) => !column.actions));

/** Product list 'Produk Saya'. */
export function ProductListScreen({ title }: ScreenProps) {
  const [, navigate] = useLocation();
  const list = useListQuery(productListSchema);
  const { state } = list;
  const result = useProducts(state);
  const data = result.data ?? null;
  useLastPageClamp(list, data);
  const { mutate: toggleStatus } = useToggleProductStatus();
  const offers = useOffers();
  const removing = useDeleteProduct();
  const allPages = useAllProductPages(state);
  // The tree serves only the category edits, so it is read once the page of products is in: on the
  // loopback or a fast link its answer and the screen's render would otherwise land just before the
  // products' and hold their rows back. As a deferred value, its request starts in a render of its
  // own after the rows are drawn.
  const tree = useCategoryTree(useDeferredValue(data !== null));
  const roots = useMemo(() => allNonBookRoots(tree), [tree]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [picture, setPicture] = useState<ProductRow | null>(null);
  const [quick, setQuick] = useState<ProductRow | null>(null);
  const [categoryRow, setCategoryRow] = useState<ProductRow | null>(null);
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const [processing, setProcessing] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  // The ticked rows belong to one list state: a filter, limit or sort change starts with none.
  const [selection, setSelection] = useState<{ readonly key: string; readonly ids: ReadonlySet<number> }>({
    key: list.key,
    ids: new Set(),
  });
  const selected = selection.key === list.key ? selection.ids : NONE_SELECTED;
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ key: list.key, ids });
  const [exporting, setExporting] = useState(false);
  const bulk = isBulkCategoryMode(state.category);

  // A filter, limit or sort change reloads page 1 and scrolls to the top.
  useEffect(() => {
    // A block body: Chromium's scrollTo may return a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
  }, [list.key]);

  const open = useCallback(
    (row: ProductRow) => {
      if (productRowActions(row).open) navigate(productDetailPath(row.id));
    },
    [navigate],
  );

  const handlers = useMemo<ProductRows>(
    () => ({
      open,
      toggle: (row) => {
        setPending((p) => new Set(p).add(row.id));
        toggleStatus(
          { id: row.id },
          {
            onSuccess: (body) => {
              const { active, message } = statusToggleMessage(row.name, body.data);
              if (active) toast.success(message);
              else toast.error(message);
            },
            // A failed toggle is not announced; the switch returns to its state.
            onError: (error) => console.error('Ubah status gagal', error),
            onSettled: () => setPending((p) => new Set([...p].filter((id) => id !== row.id))),
          },
        );
      },
      picture: setPicture,
      quickDetail: setQuick,
      copyLink: (row) => void copyLink(row),
      remove: setDeleting,
      editCategory: setCategoryRow,
      pending,
      offers,
    }),
    [open, toggleStatus, pending, offers],
  );

  const remove = async () => {
    const row = deleting;
    if (!row) return;
    setDeleting(null);
    setProcessing(true);
    const answer = await settle(removing.mutateAsync({ id: row.id }));
    setProcessing(false);
    if (answer.isErr()) {
      console.error('Hapus produk gagal', answer.error);
      return;
    }
    toast.success(SCREEN_MESSAGES.deleted);
  };

  const { resets, reset } = useListReset(list, result.refetch);

  /** The exports, as every list offers them (the workbook first, CSV second): every row of the current filter. */
  const download = async (kind: 'xlsx' | 'csv') => {
    setExporting(true);
    try {
      const rows = await allPages();
      await (kind === 'xlsx'
        ? exportWorkbook('produk-saya.xlsx', title, CSV_COLUMNS, rows)
        : exportCsv('produk-saya.csv', CSV_COLUMNS, rows));
    } catch {
      toast.error(kind === 'xlsx' ? XLSX_EXPORT_FAILED : CSV_EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  const filters = data?.filters ?? [];
  // The category tree as one select lists it, worked out once per answer (not on each render, with the panel closed too).
  const categoryOptions = useMemo(() => flatten(data?.filters[1]?.items ?? []), [data]);
  const active = [state.category, state.status, state.keyword].filter((v) => v !== '').length;
  return (
    <div className="product-screen product-list">
      <PageHeader
        title={title}
        actions={
          offers.has('addProduct') ? (
            <Link
              href="/product/addproduct"
              className="ui-button ui-button--primary ui-button--md"
              data-offer="addProduct"
            >
              Tambah Produk
            </Link>
          ) : undefined
        }
      />
      <Card>
        <div className="product-toolbar">
          <div className="product-toolbar__left">
            <FilterToggle
              open={filtersOpen}
              onToggle={() => setFiltersOpen((o) => !o)}
              active={active}
              controls="product-filters"
            />
            <PageSizeSelect
              value={state.limit}
              options={PRODUCT_PAGE_SIZES}
              onChange={(limit) => list.update({ limit })}
            />
            <ResetButton onReset={reset} />
          </div>
          <div className="product-toolbar__right">
            <SearchBox
              key={resets}
              value={state.search}
              onSearch={(search) => list.update({ search })}
              placeholder="Cari produk..."
              label="Cari Produk"
            />
            <Button variant="secondary" busy={exporting} onClick={() => void download('xlsx')}>
              {XLSX_EXPORT_LABEL}
            </Button>
            <Button variant="secondary" busy={exporting} onClick={() => void download('csv')}>
              {CSV_EXPORT_LABEL}
            </Button>
          </div>
        </div>
        <FilterPanel open={filtersOpen} id="product-filters">
          <FilterSelect
            label={PRODUCT_FILTER_LABELS.searchBy}
            placeholder="Nama Produk & Model"
            value={state.field}
            options={filters[0]?.items ?? []}
            onChange={(value) => list.update({ field: value === 'name' || value === 'model' ? value : '' })}
          />
          <KeywordField key={resets} value={state.keyword} onSubmit={(keyword) => list.update({ keyword })} />
          <FilterSelect
            label="Kategori"
            placeholder="Semua Kategori"
            value={state.category}
            options={categoryOptions}
            onChange={(category) => list.update({ category, old: '' })}
          />
          <FilterSelect
            label="Status"
            placeholder="Semua Status"
            value={state.status}
            options={filters[2]?.items ?? []}
            onChange={(value) => list.update({ status: productListSchema.shape.status.parse(value) })}
          />
        </FilterPanel>
        {bulk && offers.has('bulkEditCategory') ? (
          <BulkCategoryPanel
            oldCategories={filters[3]?.items ?? []}
            oldCategory={state.old}
            onOldCategory={(old) => list.update({ old })}
            selected={[...selected]}
            roots={roots}
            onDone={() => setSelected(new Set())}
          />
        ) : null}
        <div className="product-table-space">
          <ProductRowsContext value={handlers}>
            <DataTable
              label="Daftar Produk"
              columns={PRODUCT_COLUMNS}
              rows={data?.items ?? []}
              rowKey={(row) => row.id}
              sort={list.sort}
              onSort={(next) => list.update({ sort: next.field, dir: next.dir })}
              loading={result.isFetching}
              error={data === null ? (result.error?.message ?? null) : null}
              emptyText="No Data Found"
              paging={data ? { from: data.from, to: data.to, total: data.total } : null}
              selection={
                bulk
                  ? {
                      selected,
                      onChange: (next) =>
                        setSelected(
                          new Set([...next].filter((id) => data?.items.some((r) => r.id === id && !r.isBlocked))),
                        ),
                    }
                  : undefined
              }
            />
          </ProductRowsContext>
        </div>
        {data && data.lastPage > 1 ? (
          <Pagination
            page={state.page}
            lastPage={data.lastPage}
            window={PRODUCT_PAGE_WINDOW}
            onChange={(page) => list.update({ page })}
          />
        ) : null}
      </Card>

      <PictureDialog row={picture} onClose={() => setPicture(null)} />
      <QuickDetailDialog row={quick} onClose={() => setQuick(null)} onOpen={(row) => open(row)} />
      <CategoryEditDialog
        row={categoryRow}
        roots={roots}
        onClose={() => setCategoryRow(null)}
        onDone={() => setCategoryRow(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Anda Yakin?"
        text={`Ingin menghapus produk ${deleting?.name ?? ''} ?`}
        tone="danger"
        confirmLabel="Ya, hapus!"
        cancelLabel="Batal"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
      <ProcessingDialog open={processing} text={SCREEN_MESSAGES.deleteWait} />
    </div>
  );
}

/** The filter panel's keyword (searched in the field chosen by 'Cari Berdasarkan'), applied with Enter. */
function KeywordField({ value, onSubmit }: { readonly value: string; readonly onSubmit: (keyword: string) => void }) {
  const [text, setText] = useState(value);
  // A keyword set from outside (reset, back button) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text.trim());
      }}
    >
      <TextField
        label="Kata Kunci"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => (text.trim() !== value ? onSubmit(text.trim()) : undefined)}
      />
    </form>
  );
}
