// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordTable, type RecordColumn } from '@web/ui/RecordTable';

afterEach(cleanup);

interface Line {
  readonly id: number;
  readonly name: string;
  readonly quantity: number;
}

const LINES: readonly Line[] = [
  { id: 7, name: 'Pensil 2B', quantity: 3 },
  { id: 9, name: 'Penghapus', quantity: 1 },
];
const COLUMNS: readonly RecordColumn<Line>[] = [
  { header: 'Produk', text: (line) => line.name },
  { header: 'Jumlah', Cell: ({ row }) => <strong>{row.quantity}</strong>, className: 'is-amount' },
];

describe('RecordTable (the small tables of the product forms, the mass upload and the profile)', () => {
  it('draws a row per record, each cell named by its column for the phone cards, and the row marks it is given', () => {
    render(
      <RecordTable
        label="Isi Paket"
        columns={COLUMNS}
        records={LINES}
        recordKey={(line) => line.id}
        rowProps={(line) => ({ 'data-line': line.id })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Isi Paket' });
    expect(table.classList.contains('ui-stack-table')).toBe(true);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Produk', 'Jumlah']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-line'))).toEqual(['7', '9']);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((td) => [td.getAttribute('data-label'), td.textContent])).toEqual([
      ['Produk', 'Pensil 2B'],
      ['Jumlah', '3'],
    ]);
    expect(cells[1]?.className).toBe('is-amount');
  });

  it("gives each row the same buttons, each pressed with that row's record and named for it", async () => {
    const remove = vi.fn();
    render(
      <RecordTable
        label="Isi Paket"
        columns={COLUMNS}
        actions={{
          header: 'Aksi',
          buttons: [{ text: 'Hapus', label: (line) => `Hapus ${line.name}`, variant: 'danger', onPress: remove }],
        }}
        records={LINES}
        recordKey={(line) => line.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Aksi' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Penghapus' }));
    expect(remove).toHaveBeenCalledExactlyOnceWith(LINES[1]);
    // The actions stand without a name above them on a phone card.
    expect(screen.getByRole('button', { name: 'Hapus Pensil 2B' }).closest('td')?.hasAttribute('data-label')).toBe(
      false,
    );
  });

  it('shows what it is given across the whole row while there is no record, and nothing when given nothing', () => {
    const { rerender } = render(
      <RecordTable
        label="Katalog Buku"
        columns={COLUMNS}
        actions={{ header: 'Action', buttons: [] }}
        records={[]}
        recordKey={(line) => line.id}
        empty="No Data Found"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No Data Found' });
    expect(cell.getAttribute('colspan')).toBe('3');
    rerender(
      <RecordTable label="Katalog Buku" columns={COLUMNS} records={[]} recordKey={(line) => line.id} stacked={false} />,
    );
    expect(screen.queryAllByRole('cell')).toEqual([]);
    expect(screen.getByRole('table').classList.contains('ui-stack-table')).toBe(false);
  });
});
