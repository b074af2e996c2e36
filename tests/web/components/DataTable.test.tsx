// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from '@web/ui/DataTable';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly total: number;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Nama', sortable: true },
  { key: 'total', header: 'Total', sortable: true, align: 'end' },
  { key: 'action', header: 'Aksi', render: (row) => <button type="button">Buka {row.name}</button> },
];
const rows: Row[] = [
  { id: 1, name: 'Buku Tulis', total: 12 },
  { id: 2, name: 'Pensil', total: 30 },
];

afterEach(cleanup);

describe('DataTable', () => {
  it('draws the rows, plain values as text and rendered cells as given', () => {
    render(<DataTable label="Daftar" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Daftar' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Buku Tulis', '12', 'Buka Buku Tulis'],
      ['Pensil', '30', 'Buka Pensil'],
    ]);
  });

  it("says 'Showing X to Y of Z entries' and 'No Data Found' for an empty page", () => {
    const { rerender } = render(<DataTable label="Daftar" columns={columns} rows={rows} rowKey={(row) => row.id} paging={{ from: 11, to: 12, total: 12 }} />);
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeTruthy();
    rerender(<DataTable label="Daftar" columns={columns} rows={[]} rowKey={(row) => row.id} paging={{ from: null, to: null, total: 0 }} />);
    expect(screen.getByText('No Data Found')).toBeTruthy();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeTruthy();
  });

  it('shows a spinner instead of the empty row while the first page loads, and the error row when it failed', () => {
    const { rerender } = render(<DataTable label="Daftar" columns={columns} rows={[]} rowKey={(row) => row.id} loading />);
    expect(screen.getByRole('status', { name: 'Memuat data' })).toBeTruthy();
    expect(screen.queryByText('No Data Found')).toBeNull();
    rerender(<DataTable label="Daftar" columns={columns} rows={[]} rowKey={(row) => row.id} error="Tidak dapat terhubung ke server. Cek koneksi internet anda." />);
    expect(screen.getByRole('alert').textContent).toBe('Tidak dapat terhubung ke server. Cek koneksi internet anda.');
  });

  it('sorts by a header: ascending first, the same header flips the direction; aria-sort follows', async () => {
    const onSort = vi.fn();
    const { rerender } = render(<DataTable label="Daftar" columns={columns} rows={rows} rowKey={(row) => row.id} sort={null} onSort={onSort} />);
    await userEvent.click(screen.getByRole('button', { name: /Nama/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', dir: 'asc' });
    rerender(<DataTable label="Daftar" columns={columns} rows={rows} rowKey={(row) => row.id} sort={{ field: 'name', dir: 'asc' }} onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: /Nama/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: /Nama/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', dir: 'desc' });
    // A column that is not sortable has no button.
    expect(screen.queryByRole('button', { name: 'Aksi' })).toBeNull();
  });

  it('selects one row, then all of them, then none', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DataTable label="Daftar" columns={columns} rows={rows} rowKey={(row) => row.id} selection={{ selected: new Set<number>(), onChange }} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih baris 2' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<number>)]).toEqual([2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua baris' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<number>)].sort()).toEqual([1, 2]);
    rerender(<DataTable label="Daftar" columns={columns} rows={rows} rowKey={(row) => row.id} selection={{ selected: new Set([1, 2]), onChange }} />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Pilih semua baris' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua baris' }));
    expect([...(onChange.mock.lastCall?.[0] as Set<number>)]).toEqual([]);
  });
});
