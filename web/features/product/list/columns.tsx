import type { ReactNode } from 'react';
import type { ProductRow } from '@core/product/schema';
import { formatRupiah } from '@core/money';
import { isPackage, modelLabel, stockLabel } from '@core/product/options';
import { categoryLabel, productRowActions } from '@core/product/rules';
import { PRODUCT_FIELD_LABELS } from '@core/product/labels';
import { PRODUCT_FILTER_LABELS, productStatusLabel } from '@core/product/serverMessages';
import { Badge } from '@web/ui/Badge';
import type { DataColumn } from '@web/ui/DataTable';
import { RowActions } from '@web/ui/RowActions';
import { RowLink } from '@web/ui/RowLink';
import { cdnUrl } from '@web/app/config';
import { RowIcon } from './icons';
import { PRODUCT_SORTS, productDetailPath } from './listQuery';
import './list.css';

export interface RowHandlers {
  readonly open: (row: ProductRow) => void;
  readonly toggle: (row: ProductRow) => void;
  readonly picture: (row: ProductRow) => void;
  readonly quickDetail: (row: ProductRow) => void;
  readonly copyLink: (row: ProductRow) => void;
  readonly remove: (row: ProductRow) => void;
  readonly editCategory: (row: ProductRow) => void;
  /** Ids with a call under way: their toggle is busy. */
  readonly pending: ReadonlySet<number>;
}

const zone = (n: 1 | 2 | 3 | 4 | 5) => (row: ProductRow) => {
  const value = row[`priceZone${n}`];
  return value === null ? '-' : formatRupiah(value);
};

/**
 * Name, model and price open the detail unless the product is blocked (spec 001 §2.1). The link
 * stretches over its whole cell (list.css), so a click anywhere in the cell opens it (issue 20
 * item 12), and it is a real link: a new tab, the address shown, Enter.
 */
// A function, not a component: the table's plain rows draw what it returns (web/ui/plainCells.ts).
function opener(row: ProductRow, children: ReactNode, strong = false) {
  if (!productRowActions(row).open) return <span>{children}</span>;
  return (
    <RowLink href={productDetailPath(row.id)} className={`product-open${strong ? ' product-open--name' : ''}`}>
      {children}
    </RowLink>
  );
}

/** The columns of spec 001 §2.1 (the select column is the table's own in bulk mode); PRODUCT_SORTS are sortable. */
export function productColumns(h: RowHandlers): DataColumn<ProductRow>[] {
  return rowColumns(h).map((column) => ({ ...column, sortable: PRODUCT_SORTS.includes(column.key) }));
}

function rowColumns(h: RowHandlers): DataColumn<ProductRow>[] {
  return [
    { key: 'no', header: 'No', csv: (r) => r.no },
    {
      key: 'isActive',
      header: 'Status',
      csv: productStatusLabel,
      render: (r) => {
        if (r.isBlocked) return <Badge tone="danger">{PRODUCT_FILTER_LABELS.statuses.blocked}</Badge>;
        if (r.isWaitingConfirm) return <Badge tone="warning">{PRODUCT_FILTER_LABELS.statuses.waiting}</Badge>;
        return (
          <label
            className="product-switch"
            title={productStatusLabel({ isWaitingConfirm: false, isActive: r.isActive })}
          >
            <input
              type="checkbox"
              role="switch"
              aria-label={`Status ${r.name}`}
              checked={r.isActive}
              disabled={!productRowActions(r).toggle || h.pending.has(r.id)}
              onChange={() => h.toggle(r)}
            />
            <span />
          </label>
        );
      },
    },
    {
      key: 'image',
      header: 'Gambar',
      csv: (r) => cdnUrl(r.image) ?? '',
      render: (r) => (
        <button type="button" className="product-thumb" aria-label={`Gambar ${r.name}`} onClick={() => h.picture(r)}>
          <img src={cdnUrl(r.image) ?? ''} alt="" loading="lazy" />
        </button>
      ),
    },
    {
      key: 'name',
      header: PRODUCT_FIELD_LABELS.name,
      render: (r) => (
        <div data-row={r.id} className={r.isBlocked ? 'product-blocked-mark' : undefined}>
          {opener(r, r.name, true)}
          {isPackage(r.badges) ? (
            <div className="product-badges">
              <Badge tone="primary">Paket</Badge>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'model',
      header: 'Model',
      nowrap: true,
      csv: (r) => modelLabel(r.model),
      render: (r) => opener(r, modelLabel(r.model)),
    },
    {
      key: 'price',
      header: 'Harga',
      nowrap: true,
      csv: (r) => r.price,
      render: (r) => opener(r, formatRupiah(r.price)),
    },
    ...([1, 2, 3, 4, 5] as const).map((n): DataColumn<ProductRow> => ({
      key: `priceZone${n}`,
      header: `Zona ${n}`,
      nowrap: true,
      render: zone(n),
      csv: (r) => r[`priceZone${n}`],
    })),
    { key: 'ppnType', header: PRODUCT_FIELD_LABELS.ppnMode },
    {
      key: 'stock',
      header: 'Stok',
      csv: (r) => stockLabel(r.stock, r.isLayout),
      render: (r) => stockLabel(r.stock, r.isLayout),
    },
    {
      key: 'category',
      header: 'Kategori',
      csv: (r) => categoryLabel(r.category).label,
      render: (r) => {
        const { label, needsUpdate } = categoryLabel(r.category);
        if (!needsUpdate || !productRowActions(r).actions) return label;
        return (
          <button
            type="button"
            className="ui-badge ui-badge--warning product-needs-update"
            onClick={() => h.editCategory(r)}
          >
            {label}
          </button>
        );
      },
    },
    {
      key: 'action',
      header: 'Aksi',
      actions: true,
      csv: () => null,
      render: (r) =>
        productRowActions(r).actions ? (
          <RowActions
            label={`Aksi ${r.name}`}
            actions={[
              { text: 'Salin link', label: `Salin link ${r.name}`, glyph: RowIcon.copy, onSelect: () => h.copyLink(r) },
              {
                text: 'Detail singkat',
                label: `Lihat ${r.name}`,
                glyph: RowIcon.eye,
                onSelect: () => h.quickDetail(r),
              },
              { text: 'Ubah', label: `Ubah ${r.name}`, glyph: RowIcon.pencil, onSelect: () => h.open(r) },
              {
                text: 'Hapus',
                label: `Hapus ${r.name}`,
                glyph: RowIcon.trash,
                onSelect: () => h.remove(r),
                tone: 'danger',
              },
            ]}
          />
        ) : (
          <span className="product-ban">{RowIcon.ban(`${r.name} diblokir`)}</span>
        ),
    },
  ];
}
