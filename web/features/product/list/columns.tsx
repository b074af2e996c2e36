import { createContext, use, type ReactNode } from 'react';
import type { ProductRow } from '@core/product/schema';
import { formatRupiah, formatThousands } from '@core/money';
import { isPackage, modelLabel, stockLabel } from '@core/product/options';
import { categoryLabel, productRowActions } from '@core/product/rules';
import { PRODUCT_FIELD_LABELS } from '@core/product/labels';
import { PRODUCT_FILTER_LABELS, productStatusLabel } from '@core/product/serverMessages';
import { Badge } from '@web/ui/Badge';
import type { CellProps, DataColumn } from '@web/ui/DataTable';
import { RowActions } from '@web/ui/RowActions';
import { RowLink } from '@web/ui/RowLink';
import type { Offers } from '@web/app/api/offers';
import { cdnUrl } from '@web/app/config';
import { RowIcon } from './icons';
import { PRODUCT_SORTS, productDetailPath } from './listQuery';
import './list.css';

/** What the rows of the product list do, and which rows have a call under way. */
export interface ProductRows {
  readonly open: (row: ProductRow) => void;
  readonly toggle: (row: ProductRow) => void;
  readonly picture: (row: ProductRow) => void;
  readonly quickDetail: (row: ProductRow) => void;
  readonly copyLink: (row: ProductRow) => void;
  readonly remove: (row: ProductRow) => void;
  readonly editCategory: (row: ProductRow) => void;
  /** Ids with a call under way: their toggle is busy. */
  readonly pending: ReadonlySet<number>;
  /** What the seller's state lets the rows offer. */
  readonly offers: Offers;
}

/** The product list's handlers, given to its cells (the columns stay one constant). */
export const ProductRowsContext = createContext<ProductRows | null>(null);

function useProductRows(): ProductRows {
  const rows = use(ProductRowsContext);
  if (rows === null) throw new Error('The product list cells are drawn inside ProductRowsContext');
  return rows;
}

/**
 * Name, model and price open the detail unless the product is blocked. The link stretches over its
 * whole cell (list.css), so a click anywhere in the cell opens it, and it is a real link: a new
 * tab, the address shown, Enter.
 */
function Opener({ row, strong = false, children }: { row: ProductRow; strong?: boolean; children: ReactNode }) {
  if (!productRowActions(row).open) return <span>{children}</span>;
  return (
    <RowLink href={productDetailPath(row.id)} className={`product-open${strong ? ' product-open--name' : ''}`}>
      {children}
    </RowLink>
  );
}

function StatusCell({ row }: CellProps<ProductRow>) {
  const { toggle, pending, offers } = useProductRows();
  if (row.isBlocked) return <Badge tone="danger">{PRODUCT_FILTER_LABELS.statuses.blocked}</Badge>;
  if (row.isWaitingConfirm) return <Badge tone="warning">{PRODUCT_FILTER_LABELS.statuses.waiting}</Badge>;
  return (
    <label className="product-switch" title={productStatusLabel({ isWaitingConfirm: false, isActive: row.isActive })}>
      <input
        type="checkbox"
        role="switch"
        aria-label={`Status ${row.name}`}
        checked={row.isActive}
        disabled={!productRowActions(row).toggle || !offers.has('toggleProductStatus') || pending.has(row.id)}
        onChange={() => toggle(row)}
      />
      <span />
    </label>
  );
}

function ImageCell({ row }: CellProps<ProductRow>) {
  const { picture } = useProductRows();
  return (
    <button type="button" className="product-thumb" aria-label={`Gambar ${row.name}`} onClick={() => picture(row)}>
      <img src={cdnUrl(row.image) ?? ''} alt="" loading="lazy" />
    </button>
  );
}

function NameCell({ row }: CellProps<ProductRow>) {
  return (
    <div data-row={row.id} className={row.isBlocked ? 'product-blocked-mark' : undefined}>
      <Opener row={row} strong>
        {row.name}
      </Opener>
      {isPackage(row.badges) ? (
        <div className="product-badges">
          <Badge tone="primary">Paket</Badge>
        </div>
      ) : null}
    </div>
  );
}

function ModelCell({ row }: CellProps<ProductRow>) {
  return <Opener row={row}>{modelLabel(row.model)}</Opener>;
}

function PriceCell({ row }: CellProps<ProductRow>) {
  return <Opener row={row}>{formatRupiah(row.price)}</Opener>;
}

function CategoryCell({ row }: CellProps<ProductRow>) {
  const { editCategory, offers } = useProductRows();
  const { label, needsUpdate } = categoryLabel(row.category);
  if (!needsUpdate || !productRowActions(row).actions || !offers.has('editProductCategory')) return label;
  return (
    <button type="button" className="ui-badge ui-badge--warning product-needs-update" onClick={() => editCategory(row)}>
      {label}
    </button>
  );
}

function ActionsCell({ row }: CellProps<ProductRow>) {
  const { copyLink, quickDetail, open, remove, offers } = useProductRows();
  if (!productRowActions(row).actions)
    return <span className="product-ban">{RowIcon.ban(`${row.name} diblokir`)}</span>;
  return (
    <RowActions
      label={`Aksi ${row.name}`}
      actions={[
        { text: 'Salin link', label: `Salin link ${row.name}`, glyph: RowIcon.copy, onSelect: () => copyLink(row) },
        { text: 'Detail singkat', label: `Lihat ${row.name}`, glyph: RowIcon.eye, onSelect: () => quickDetail(row) },
        { text: 'Ubah', label: `Ubah ${row.name}`, glyph: RowIcon.pencil, onSelect: () => open(row) },
        ...(offers.has('deleteProduct')
          ? [
              {
                text: 'Hapus',
                label: `Hapus ${row.name}`,
                glyph: RowIcon.trash,
                onSelect: () => remove(row),
                tone: 'danger' as const,
              },
            ]
          : []),
      ]}
    />
  );
}

const zone = (n: 1 | 2 | 3 | 4 | 5) => (row: ProductRow) => {
  const value = row[`priceZone${n}`];
  return value === null ? '-' : formatRupiah(value);
};

/** The stock with its thousands separated ('12.500'); a service says so instead. */
function stockShown(row: ProductRow): string {
  const label = stockLabel(row.stock, row.isLayout);
  const count = Number(label);
  return label !== '' && Number.isInteger(count) ? formatThousands(count) : label;
}

/** The columns of the product list (the select column is the table's own in bulk mode); PRODUCT_SORTS sort. */
const COLUMNS: DataColumn<ProductRow>[] = [
  { key: 'no', header: 'No', csv: (r) => r.no },
  { key: 'isActive', header: 'Status', csv: productStatusLabel, Cell: StatusCell },
  { key: 'image', header: 'Gambar', csv: (r) => cdnUrl(r.image) ?? '', Cell: ImageCell },
  { key: 'name', header: PRODUCT_FIELD_LABELS.name, Cell: NameCell },
  { key: 'model', header: 'Model', nowrap: true, csv: (r) => modelLabel(r.model), Cell: ModelCell },
  { key: 'price', header: 'Harga', nowrap: true, csv: (r) => r.price, Cell: PriceCell },
  ...([1, 2, 3, 4, 5] as const).map((n): DataColumn<ProductRow> => ({
    key: `priceZone${n}`,
    header: `Zona ${n}`,
    nowrap: true,
    text: zone(n),
    csv: (r) => r[`priceZone${n}`],
  })),
  { key: 'ppnType', header: PRODUCT_FIELD_LABELS.ppnMode },
  { key: 'stock', header: 'Stok', nowrap: true, text: stockShown, csv: (r) => stockLabel(r.stock, r.isLayout) },
  { key: 'category', header: 'Kategori', csv: (r) => categoryLabel(r.category).label, Cell: CategoryCell },
  { key: 'action', header: 'Aksi', actions: true, csv: () => null, Cell: ActionsCell },
];

export const PRODUCT_COLUMNS: readonly DataColumn<ProductRow>[] = COLUMNS.map((column) => ({
  ...column,
  sortable: PRODUCT_SORTS.includes(column.key),
}));
