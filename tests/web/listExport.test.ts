import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRows } from '@web/ui/exportCsv';
import { listStateSchema, sortFields } from '@web/ui/useListQuery';

describe('exports hold every row of the current filter', () => {
  it('reads every page, in order, once each', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 450 }), fc.integer({ min: 1, max: 100 }), async (total, size) => {
        const rows = Array.from({ length: total }, (_, i) => i);
        const asked: number[] = [];
        const read = await allRows((page) => {
          asked.push(page);
          return Promise.resolve({
            items: rows.slice((page - 1) * size, page * size),
            lastPage: Math.max(1, Math.ceil(total / size)),
          });
        });
        expect(read).toEqual(rows);
        expect(asked).toEqual(Array.from({ length: Math.max(1, Math.ceil(total / size)) }, (_, i) => i + 1));
      }),
    );
  });
});

describe("a sort the list does not offer falls back to the default ('?sort=xx')", () => {
  const columns = [
    { value: 'no', isOrder: false },
    { value: 'invoice', isOrder: true },
    { value: 'total', isOrder: true },
  ];
  const schema = listStateSchema(
    { limit: 10, limits: [10], sort: 'm.date_added', dir: 'desc', sorts: sortFields(columns) },
    {},
  );

  it('keeps a sortable column and the default, drops anything else', () => {
    expect(sortFields(columns)).toEqual(['invoice', 'total']);
    expect(schema.parse({ sort: 'total', dir: 'asc' })).toMatchObject({ sort: 'total', dir: 'asc' });
    expect(schema.parse({ sort: 'm.date_added' }).sort).toBe('m.date_added');
    expect(schema.parse({ sort: 'xx' }).sort).toBe('m.date_added');
    expect(schema.parse({ sort: 'no' }).sort).toBe('m.date_added');
    expect(schema.parse({ sort: '' }).sort).toBe('');
  });

  it('a list that names no sort fields keeps any sort (the server decides)', () => {
    const open = listStateSchema({ limit: 10, limits: [10], sort: '', dir: 'asc' }, {});
    expect(open.parse({ sort: 'xx' }).sort).toBe('xx');
  });
});
