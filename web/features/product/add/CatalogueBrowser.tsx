import { useState } from 'react';
import { formatRupiah } from '@core/money';
import { ZONES } from '@core/pricing';
import { CATALOGUE_BOOK_TYPES } from '@core/product/serverMessages';
import {
  catalogueBooksUrl,
  type CatalogueBookType,
  type CataloguePagination,
  type NonTextBook,
  type TextBook,
} from '@core/catalogue/schema';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { Pagination } from '@web/ui/Pagination';
import { RecordTable, type RecordColumn } from '@web/ui/RecordTable';
import { Select } from '@web/ui/Select';
import { Spinner } from '@web/ui/Spinner';
import { Tabs } from '@web/ui/Tabs';
import { TextField } from '@web/ui/TextField';
import { useCatalogueBooks, useCataloguePublishers, useCatalogueReference } from '../queries';

/** The catalogue's page sizes 5, 10, 25, 50; default 10. */
const LIMITS = [5, 10, 25, 50] as const;
const TYPE_TABS = CATALOGUE_BOOK_TYPES.map((type) => ({ value: type.id, label: type.name }));

export type ChosenBook =
  { readonly type: 'text'; readonly book: TextBook } | { readonly type: 'nontext'; readonly book: NonTextBook };
type CatalogueBook = TextBook | NonTextBook;

export interface CatalogueBrowserProps {
  readonly type: CatalogueBookType;
  readonly onType: (type: CatalogueBookType) => void;
  readonly onChoose: (chosen: ChosenBook) => void;
}

function isTextBook(book: CatalogueBook): book is TextBook {
  return 'book_prices' in book;
}

const chosen = (book: CatalogueBook): ChosenBook =>
  isTextBook(book) ? { type: 'text', book } : { type: 'nontext', book };
/** Amounts stay on one line. */
const AMOUNT = 'ui-table__cell--nowrap';

/**
 * The catalogue's columns (headers as the seeds' portal writes them): numbered from
 * the page's first book, then the type's own columns.
 */
function catalogueColumns(type: CatalogueBookType, first: number): RecordColumn<CatalogueBook>[] {
  const ofText = (text: (book: TextBook) => string) => (book: CatalogueBook) => (isTextBook(book) ? text(book) : '');
  const ofNonText = (text: (book: NonTextBook) => string) => (book: CatalogueBook) =>
    isTextBook(book) ? '' : text(book);
  const own: RecordColumn<CatalogueBook>[] =
    type === 'text'
      ? [
          { header: 'Level', text: ofText((book) => book.subjects.school_class.school_level.name) },
          { header: 'Class', text: ofText((book) => book.subjects.school_class.class) },
          ...ZONES.map((zone) => ({
            header: `Zone${zone}`,
            className: AMOUNT,
            text: ofText((book) => formatRupiah(book.book_prices.find((p) => p.zone === zone)?.price ?? 0)),
          })),
        ]
      : [
          { header: 'Price', className: AMOUNT, text: ofNonText((book) => formatRupiah(book.price)) },
          { header: 'Classification', text: ofNonText((book) => book.classification.name) },
          { header: 'Class', text: ofNonText((book) => book.school_level.name) },
        ];
  return [
    { header: 'No', text: (_, i) => first + i + 1 },
    { header: 'Name', text: (book) => book.title },
    { header: 'Publisher', text: (book) => book.publisher.name },
    ...own,
  ];
}

/** 'Pencarian Produk Web Service Puskurbuk': the national catalogue through the aggregation endpoint. */
export function CatalogueBrowser({ type, onType, onChoose }: CatalogueBrowserProps) {
  const [limit, setLimit] = useState(10);
  const [paging, setPaging] = useState({ filters: '', page: 1 });
  const [level, setLevel] = useState('');
  const [grade, setGrade] = useState('');
  const [publisher, setPublisher] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [asking, setAsking] = useState<ChosenBook | null>(null);
  const reference = useCatalogueReference();
  const publishers = useCataloguePublishers();
  // Any filter change starts again at page 1.
  const filters = JSON.stringify([type, limit, search, level, grade, publisher]);
  const page = paging.filters === filters ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filters, page: next });
  const books = useCatalogueBooks({
    url: catalogueBooksUrl({ type, page, limit, search, level, class: grade }),
    publisher,
  });

  const levels = reference.data?.jenjang_default ?? [];
  const grades = (reference.data?.kelas ?? []).filter((g) => level === '' || g.level_id === Number(level));
  const publisherOptions = publishers.data ?? [];
  const rows = books.data?.data ?? [];
  const pagination: CataloguePagination | null = books.data?.pagination ?? null;
  const first = pagination ? (pagination.page - 1) * pagination.per_page : 0;
  const columns = catalogueColumns(type, first);
  const choose = {
    header: 'Action',
    buttons: [{ text: 'Detail', onPress: (book: CatalogueBook) => setAsking(chosen(book)) }],
  };

  return (
    <Card title="Pencarian Produk Web Service Puskurbuk">
      <Tabs label="Jenis Buku" value={type} onChange={onType} items={TYPE_TABS} />
      <div className="product-grid product-catalogue-filters">
        <Select
          label="Limit"
          value={String(limit)}
          options={LIMITS.map((l) => ({ value: String(l), label: String(l) }))}
          onChange={(v) => setLimit(Number(v))}
        />
        <Select
          label="Jenis"
          value={type}
          options={(reference.data?.jenis_kategori ?? []).map((j) => ({ value: j.id, label: j.name }))}
          onChange={(v) => onType(v === 'nontext' ? 'nontext' : 'text')}
        />
        <Select
          label="Jenjang"
          placeholder="Semua Jenjang"
          value={level}
          options={levels.map((l) => ({ value: String(l.id), label: l.name }))}
          onChange={(v) => {
            setLevel(v);
            setGrade('');
          }}
        />
        <Select
          label="Kelas"
          placeholder="Semua Kelas"
          value={grade}
          options={grades.map((g) => ({ value: String(g.id), label: g.name }))}
          onChange={setGrade}
        />
        <Select
          label="Penerbit"
          placeholder="Semua Penerbit"
          value={publisher}
          options={publisherOptions.map((p) => ({ value: String(p.manufacturer_id), label: p.name }))}
          onChange={setPublisher}
        />
        <form
          className="product-catalogue-search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
          }}
        >
          <TextField label="Nama Buku" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" variant="secondary">
            Cari
          </Button>
        </form>
      </div>
      <div className="product-table-wrap">
        <RecordTable
          label="Katalog Buku"
          className="product-catalogue-table"
          columns={columns}
          actions={choose}
          records={rows}
          recordKey={(book) => book.id}
          rowProps={(book) => ({ 'data-book': book.id })}
          empty={books.isFetching ? <Spinner label="Memuat katalog" /> : (books.error?.message ?? 'No Data Found')}
        />
      </div>
      {pagination && pagination.total_pages > 1 ? (
        <Pagination page={page} lastPage={pagination.total_pages} onChange={setPage} window={4} />
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title="Pilih buku ini?"
        text={asking ? `${asking.book.title} (${asking.book.publisher.name})` : ''}
        confirmLabel="Ya"
        cancelLabel="Tidak"
        tone="info"
        onConfirm={() => {
          if (asking) onChoose(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
