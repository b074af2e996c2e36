// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Badge } from '@web/ui/Badge';
import { DataTable, type CellProps, type DataColumn } from '@web/ui/DataTable';
import { RowLink } from '@web/ui/RowLink';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly total: number;
}

function OpenButton({ row }: CellProps<Row>) {
  return <button type="button">Buka {row.name}</button>;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Nama', sortable: true },
  { key: 'total', header: 'Total', sortable: true, align: 'end' },
  { key: 'action', header: 'Aksi', Cell: OpenButton },
];
const rows: Row[] = [
  { id: 1, name: 'Buku Tulis', total: 12 },
  { id: 2, name: 'Pensil', total: 30 },
];

afterEach(cleanup);

describe('DataTable', () => {
  it("draws the rows: plain values and a column's text as text, a column's Cell as the component draws it", () => {
    render(<DataTable label="Daftar" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Daftar' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Buku Tulis', '12', 'Buka Buku Tulis'],
      ['Pensil', '30', 'Buka Pensil'],
    ]);
  });

  it("says 'Showing X to Y of Z entries' and 'No Data Found' for an empty page", () => {
    const { rerender } = render(
      <DataTable
        label="Daftar"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        paging={{ from: 11, to: 12, total: 12 }}
      />,
    );
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeTruthy();
    rerender(
      <DataTable
        label="Daftar"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        paging={{ from: null, to: null, total: 0 }}
      />,
    );
    expect(screen.getByText('No Data Found')).toBeTruthy();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeTruthy();
  });

  it('shows a spinner instead of the empty row while the first page loads, and the error row when it failed', () => {
    const { rerender } = render(
      <DataTable label="Daftar" columns={columns} rows={[]} rowKey={(row) => row.id} loading />,
    );
    expect(screen.getByRole('status', { name: 'Memuat data' })).toBeTruthy();
    expect(screen.queryByText('No Data Found')).toBeNull();
    rerender(
      <DataTable
        label="Daftar"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        error="Tidak dapat terhubung ke server. Cek koneksi internet anda."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Tidak dapat terhubung ke server. Cek koneksi internet anda.');
  });

  it('sorts by a header: ascending first, the same header flips the direction; aria-sort follows', async () => {
    const onSort = vi.fn();
    const { rerender } = render(
      <DataTable label="Daftar" columns={columns} rows={rows} rowKey={(row) => row.id} sort={null} onSort={onSort} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Nama/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', dir: 'asc' });
    rerender(
      <DataTable
        label="Daftar"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ field: 'name', dir: 'asc' }}
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Nama/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: /Nama/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', dir: 'desc' });
    // A column that is not sortable has no button.
    expect(screen.queryByRole('button', { name: 'Aksi' })).toBeNull();
  });

  it('selects one row, then all of them, then none', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DataTable
        label="Daftar"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        selection={{ selected: new Set<number>(), onChange }}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih baris 2' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<number>)]).toEqual([2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua baris' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<number>)].sort()).toEqual([1, 2]);
    rerender(
      <DataTable
        label="Daftar"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        selection={{ selected: new Set([1, 2]), onChange }}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Pilih semua baris' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua baris' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<number>)]).toEqual([]);
  });
});

describe('DataTable: React rows', () => {
  interface Order {
    readonly id: number;
    readonly invoice: string;
    readonly school: string;
  }
  const orders: Order[] = [
    { id: 5002, invoice: 'INV/20261018/MPN/100039611603', school: 'SMP Negeri 5 Bandung' },
    { id: 5003, invoice: 'INV/20261016/MPN/100039650830', school: 'SD Inpres Oesapa' },
  ];
  /** How often each row's invoice cell was drawn, by the row's id. */
  const drawn = new Map<number, number>();

  function InvoiceCell({ row }: CellProps<Order>) {
    drawn.set(row.id, (drawn.get(row.id) ?? 0) + 1);
    return (
      <RowLink href={`/pesanan/detail/${row.id}`} className="order-invoice" title={row.invoice}>
        {row.invoice.slice(-6)}
      </RowLink>
    );
  }
  function StatusCell() {
    return <Badge tone="primary">Pesanan Baru</Badge>;
  }
  const orderColumns: DataColumn<Order>[] = [
    { key: 'invoice', header: 'Invoice', Cell: InvoiceCell },
    { key: 'school', header: 'Nama Sekolah', text: (row) => row.school.toUpperCase() },
    { key: 'status', header: 'Status', Cell: StatusCell },
  ];

  function inRouter(node: ReactNode) {
    const location = memoryLocation({ path: '/pesanan', record: true });
    return { location, node: <Router hook={location.hook}>{node}</Router> };
  }

  afterEach(() => drawn.clear());

  it('follows a link of a row through the router, and leaves a modified click to the browser', async () => {
    const { location, node } = inRouter(
      <DataTable label="Daftar Pesanan" columns={orderColumns} rows={orders} rowKey={(row) => row.id} />,
    );
    render(node);
    const link = screen.getByRole('link', { name: '611603' });
    expect(link.getAttribute('href')).toBe('/pesanan/detail/5002');
    expect(link.getAttribute('title')).toBe('INV/20261018/MPN/100039611603');
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    expect(location.history).toEqual(['/pesanan']);
    await userEvent.click(link);
    expect(location.history).toEqual(['/pesanan', '/pesanan/detail/5002']);
  });

  it('draws a row again only when its own row changed: the page refetched with one row changed redraws that row', () => {
    const location = memoryLocation({ path: '/pesanan' });
    const inThisRouter = (node: ReactNode) => <Router hook={location.hook}>{node}</Router>;
    const { rerender } = render(
      inThisRouter(<DataTable label="Daftar Pesanan" columns={orderColumns} rows={orders} rowKey={(row) => row.id} />),
    );
    expect([...drawn]).toEqual([
      [5002, 1],
      [5003, 1],
    ]);
    const before = screen.getAllByRole('row').slice(1);
    // The next page on its way (the table dimmed), the same rows: nothing is drawn again.
    rerender(
      inThisRouter(
        <DataTable label="Daftar Pesanan" columns={orderColumns} rows={orders} rowKey={(row) => row.id} loading />,
      ),
    );
    // The answer again, the first row changed (the cache keeps the unchanged rows' objects).
    const changed = [{ ...orders[0], school: 'SMA Negeri 1 Medan' } as Order, orders[1] as Order];
    rerender(
      inThisRouter(<DataTable label="Daftar Pesanan" columns={orderColumns} rows={changed} rowKey={(row) => row.id} />),
    );
    expect([...drawn]).toEqual([
      [5002, 2],
      [5003, 1],
    ]);
    const after = screen.getAllByRole('row').slice(1);
    after.forEach((row, at) => expect(row).toBe(before[at]));
    expect(
      after.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['611603', 'SMA NEGERI 1 MEDAN', 'Pesanan Baru'],
      ['650830', 'SD INPRES OESAPA', 'Pesanan Baru'],
    ]);
  });

  it('draws a button of a row that does something, and the button works', async () => {
    const opened = vi.fn<(id: number) => void>();
    function OpenCell({ row }: CellProps<Order>) {
      return (
        <button type="button" onClick={() => opened(row.id)}>
          Buka {row.id}
        </button>
      );
    }
    const withAction: DataColumn<Order>[] = [...orderColumns, { key: 'open', header: 'Aksi', Cell: OpenCell }];
    render(
      inRouter(<DataTable label="Daftar Pesanan" columns={withAction} rows={orders} rowKey={(row) => row.id} />).node,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buka 5003' }));
    expect(opened).toHaveBeenCalledWith(5003);
  });
});
