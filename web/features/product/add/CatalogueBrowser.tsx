import { useState } from 'react';
import { formatRupiah } from '@core/money';
import {
  catalogueBooksUrl,
  type CatalogueBookType,
  type CataloguePagination,
  type NonTextBook,
  type PublisherOption,
  type TextBook,
} from '@core/catalogue/schema';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { Pagination } from '@web/ui/Pagination';
import { Select } from '@web/ui/Select';
import { Spinner } from '@web/ui/Spinner';
import { Tabs } from '@web/ui/Tabs';
import { TextField } from '@web/ui/TextField';
import { useCatalogueBooks, useCataloguePublishers, useCatalogueReference } from '../queries';

/** The catalogue's column headers (as the seeds' portal writes them); on a phone each cell repeats its header. */
const TEXT_BOOK_HEADERS = ['No', 'Name', 'Publisher', 'Level', 'Class', 'Zone1', 'Zone2', 'Zone3', 'Zone4', 'Zone5', 'Action'] as const;
const NON_TEXT_BOOK_HEADERS = ['No', 'Name', 'Publisher', 'Price', 'Classification', 'Class', 'Action'] as const;

/** Spec 001 §9: catalogue page sizes 5, 10, 25, 50; default 10. */
const LIMITS = [5, 10, 25, 50] as const;
const TYPE_NAMES: Record<CatalogueBookType, string> = { text: 'Buku Teks Pelajaran', nontext: 'Buku Non Teks Pelajaran' };

export type ChosenBook = { readonly type: 'text'; readonly book: TextBook } | { readonly type: 'nontext'; readonly book: NonTextBook };

export interface CatalogueBrowserProps {
  readonly type: CatalogueBookType;
  readonly onType: (type: CatalogueBookType) => void;
  readonly onChoose: (chosen: ChosenBook) => void;
}

function isTextBook(book: TextBook | NonTextBook): book is TextBook {
  return 'book_prices' in book;
}

/** 'Pencarian Produk Web Service Puskurbuk': the national catalogue through the aggregation endpoint (spec 001 §2.3). */
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
  const books = useCatalogueBooks({ url: catalogueBooksUrl({ type, page, limit, search, level, class: grade }), publisher });

  const levels = reference.data?.jenjang_default ?? [];
  const grades = (reference.data?.kelas ?? []).filter((g) => level === '' || g.level_id === Number(level));
  const publisherList = (publishers.data?.data ?? []) as unknown[];
  const publisherOptions = publisherList.filter((p): p is PublisherOption => typeof p === 'object' && p !== null && 'manufacturer_id' in p);
  const rows = books.data?.data ?? [];
  const pagination: CataloguePagination | null = books.data?.pagination ?? null;
  const headers: readonly string[] = type === 'text' ? TEXT_BOOK_HEADERS : NON_TEXT_BOOK_HEADERS;
  const first = pagination ? (pagination.page - 1) * pagination.per_page : 0;

  return (
    <Card title="Pencarian Produk Web Service Puskurbuk">
      <Tabs
        label="Jenis Buku"
        value={type}
        onChange={onType}
        items={[
          { value: 'text', label: TYPE_NAMES.text },
          { value: 'nontext', label: TYPE_NAMES.nontext },
        ]}
      />
      <div className="product-grid product-catalogue-filters">
        <Select label="Limit" value={String(limit)} options={LIMITS.map((l) => ({ value: String(l), label: String(l) }))} onChange={(v) => setLimit(Number(v))} />
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
        <Select label="Kelas" placeholder="Semua Kelas" value={grade} options={grades.map((g) => ({ value: String(g.id), label: g.name }))} onChange={setGrade} />
        <Select label="Penerbit" placeholder="Semua Penerbit" value={publisher} options={publisherOptions.map((p) => ({ value: String(p.manufacturer_id), label: p.name }))} onChange={setPublisher} />
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
        <table className="product-catalogue-table ui-stack-table" aria-label="Katalog Buku">
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {books.isFetching && rows.length === 0 ? (
              <tr>
                <td colSpan={11}>
                  <Spinner label="Memuat katalog" />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={11}>{books.error?.message ?? 'No Data Found'}</td>
              </tr>
            ) : (
              rows.map((book, i) => (
                <tr key={book.id} data-book={book.id}>
                  <td data-label={headers[0]}>{first + i + 1}</td>
                  <td data-label={headers[1]}>{book.title}</td>
                  <td data-label={headers[2]}>{book.publisher.name}</td>
                  {isTextBook(book) ? (
                    <>
                      <td data-label={headers[3]}>{book.subjects.school_class.school_level.name}</td>
                      <td data-label={headers[4]}>{book.subjects.school_class.class}</td>
                      {book.book_prices.map((p) => (
                        <td key={p.zone} className="ui-table__cell--nowrap" data-label={`Zone${p.zone}`}>
                          {formatRupiah(p.price)}
                        </td>
                      ))}
                    </>
                  ) : (
                    <>
                      <td className="ui-table__cell--nowrap" data-label={headers[3]}>
                        {formatRupiah(book.price)}
                      </td>
                      <td data-label={headers[4]}>{book.classification.name}</td>
                      <td data-label={headers[5]}>{book.school_level.name}</td>
                    </>
                  )}
                  <td>
                    <Button size="sm" onClick={() => setAsking(isTextBook(book) ? { type: 'text', book } : { type: 'nontext', book })}>
                      Detail
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination && pagination.total_pages > 1 ? <Pagination page={page} lastPage={pagination.total_pages} onChange={setPage} window={4} /> : null}
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
