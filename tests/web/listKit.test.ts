import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nextSort, pagingCaption, type DataColumn } from '@web/ui/DataTable';
import { csvColumnsOf, csvText } from '@web/ui/exportCsv';
import { pageWindow } from '@web/ui/Pagination';
import { listQueryString, listStateSchema, patchListState } from '@web/ui/useListQuery';

describe('Pagination window (3 links)', () => {
  it('centres on the current page and stays inside 1..last', () => {
    expect(pageWindow(1, 10, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10, 3)).toEqual([8, 9, 10]);
    expect(pageWindow(2, 2, 3)).toEqual([1, 2]);
    expect(pageWindow(1, 0, 3)).toEqual([1]);
  });
  it('takes the window size of the screen (products: 4)', () => {
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(99, 10, 4)).toEqual([7, 8, 9, 10]);
  });
});

describe('DataTable', () => {
  it('a header click sorts ascending, a second click descending, a third ascending again', () => {
    const first = nextSort(null, 'invoice');
    expect(first).toEqual({ field: 'invoice', dir: 'asc' });
    const second = nextSort(first, 'invoice');
    expect(second).toEqual({ field: 'invoice', dir: 'desc' });
    expect(nextSort(second, 'invoice')).toEqual({ field: 'invoice', dir: 'asc' });
    expect(nextSort(second, 'total')).toEqual({ field: 'total', dir: 'asc' });
  });
  it("captions 'Showing X to Y of Z entries'", () => {
    expect(pagingCaption({ from: 11, to: 20, total: 42 })).toBe('Showing 11 to 20 of 42 entries');
    expect(pagingCaption({ from: null, to: null, total: 0 })).toBe('Showing 0 to 0 of 0 entries');
  });
});

describe('list state in the URL', () => {
  const schema = listStateSchema(
    { limit: 10, limits: [5, 10, 25, 50, 100], sort: 'm.date_added', dir: 'desc' },
    { status: z.string().catch('') },
  );

  it('fills defaults and repairs nonsense from a hand-edited URL', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 10, sort: 'm.date_added', dir: 'desc', search: '', status: '' });
    expect(schema.parse({ page: '-3', limit: '7', dir: 'up', status: '2', search: 'SD' })).toEqual({
      page: 1,
      limit: 10,
      sort: 'm.date_added',
      dir: 'desc',
      search: 'SD',
      status: '2',
    });
    expect(schema.parse({ page: '4', limit: '25', sort: 'invoice', dir: 'asc' }).page).toBe(4);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const defaults = schema.parse({});
    const state = { ...defaults, page: 3, search: 'SMA 1', status: '0' };
    const text = listQueryString(state, defaults);
    expect(text).toBe('page=3&search=SMA+1&status=0');
    expect(schema.parse(Object.fromEntries(new URLSearchParams(text)))).toEqual(state);
    expect(listQueryString(defaults, defaults)).toBe('');
  });

  it('a filter, limit, sort or search change goes back to page 1; a page change does not', () => {
    const state = { ...schema.parse({}), page: 4 };
    expect(patchListState(state, { status: '1' }).page).toBe(1);
    expect(patchListState(state, { limit: 25 }).page).toBe(1);
    expect(patchListState(state, { sort: 'invoice', dir: 'asc' }).page).toBe(1);
    expect(patchListState(state, { search: 'x' }).page).toBe(1);
    expect(patchListState(state, { page: 5 }).page).toBe(5);
    expect(patchListState(state, { status: '' }).page).toBe(4);
  });
});

describe('CSV export of the rows shown', () => {
  interface Row {
    readonly invoice: string;
    readonly total: number;
    readonly status: string;
  }
  const columns: DataColumn<Row>[] = [
    { key: 'invoice', header: 'Invoice' },
    { key: 'total', header: 'Total' },
    { key: 'status', header: 'Status', csv: (row) => row.status.replace(/<[^>]+>/g, '') },
  ];
  it("uses each column header, its csv() or plain value, written by core's one CSV writer (BOM, ';', RFC 4180 quoting)", () => {
    const text = csvText(csvColumnsOf(columns), [
      { invoice: 'INV-1', total: 1500, status: '<b>Baru</b>' },
      { invoice: 'INV;2', total: 0, status: 'Dikirim "cepat"' },
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Invoice;Total;Status',
      'INV-1;1500;Baru',
      '"INV;2";0;"Dikirim ""cepat"""',
      '',
    ]);
  });
});
