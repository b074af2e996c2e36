import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productEndpoints } from '@core/api/endpoints/product';
import { COLUMN_KEYS, type ColumnKey } from '@core/massUpload/columns';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { writeTemplate } from '@core/massUpload/template';
import type { ProductState } from '@cli/sandbox/areas/product';
import { sandboxPerTest } from '../support/freshSandbox';
import { sandboxGateway, value } from '../support/gateway';
import type { RunningSandbox } from '../support/sandbox';

/*
 * A file's cells read one way by the pre-check and by the server: the Tag PPN in the spellings the
 * template's Petunjuk allows, decimals with a comma or a dot, choices in any case, a free-text
 * Garansi shown on the edit form.
 */

const SELLER_ID = 1001;
let sandbox: RunningSandbox;
let token: string | null = null;
sandboxPerTest((running, demoToken) => {
  sandbox = running;
  token = demoToken;
});
const api = () => sandboxGateway(productEndpoints, sandbox, () => token);
// Read from the data folder, so that the file runs against the built server too.
const products = () => sandbox.state<ProductState>('product').products;

/** A clean row of the golden file, as cells by column key. */
function cleanRow(index: number): Record<ColumnKey, string | number | null> {
  const raw = [...readWorkbook(readFileSync('fixtures/xlsx/clean-100.xlsx'))._unsafeUnwrap().rows][index];
  if (!raw) throw new Error(`no clean row ${index}`);
  return Object.fromEntries(COLUMN_KEYS.map((key, i) => [key, raw.cells[i] ?? null])) as Record<
    ColumnKey,
    string | number | null
  >;
}
const firstGoods = () => {
  for (let i = 0; i < 100; i += 1) if (cleanRow(i).jenis === 'Barang') return cleanRow(i);
  throw new Error('no goods row');
};

/** Uploads rows (each a change of the first clean goods row) and gives the products created, in row order. */
async function upload(changes: ReadonlyArray<Partial<Record<ColumnKey, string | number | null>>>) {
  const base = firstGoods();
  const rows = changes.map((change, i) => {
    const cells = { ...base, kode_produk: `UJI-${i}`, nama_produk: `Produk Uji ${i}`, ...change };
    return COLUMN_KEYS.map((key) => cells[key]);
  });
  const before = products().length;
  const sheet = await writeTemplate(rows);
  const answer = await value(
    api().addProductMass({ file_upload: new File([sheet.slice()], 'produk.xlsx'), mall_id: SELLER_ID }),
  );
  return { answer, created: products().slice(before) };
}

describe('a mass-uploaded file', () => {
  it("stores Tag PPN '12:Jasa Pendidikan' as tag 12, as 12 and '12' are, never as tag 0", async () => {
    const { answer, created } = await upload([
      { tag_ppn: '12:Jasa Pendidikan' },
      { tag_ppn: 12 },
      { tag_ppn: '12' },
      { tag_ppn: '0:Dikenakan PPN' },
    ]);
    expect(answer.status).toBe('success');
    expect(created.map((p) => p.ppnTag)).toEqual([12, 12, 12, 0]);
  });

  it('reads a comma or a dot as the decimal mark of Berat and the sizes', async () => {
    const { answer, created } = await upload([
      { berat_kg: '0,25', panjang_cm: '12,5' },
      { berat_kg: '0.200', panjang_cm: '12.5' },
    ]);
    expect(answer.status).toBe('success');
    expect(created.map((p) => [p.weight, p.dimension.long])).toEqual([
      [0.25, 12.5],
      [0.2, 12.5],
    ]);
  });

  it("takes choices in any case ('pcs', 'barang', 'ready stock') and stores them as the list writes them", async () => {
    const { answer, created } = await upload([
      { satuan: 'pcs', jenis: 'barang', ketersediaan: 'ready stock', kondisi: 'BEKAS', produsen: 'umkm' },
    ]);
    expect(answer.status).toBe('success');
    expect(created[0]).toMatchObject({
      unitType: 'Pcs',
      condition: 'Bekas',
      producer: 'UMKM',
      spec: { availability: 'Ready Stock' },
    });
  });

  it("shows a Garansi no option names ('1 tahun') as chosen on the edit form, not as '-'", async () => {
    const { created } = await upload([{ garansi: '1 tahun' }]);
    const id = created[0]?.id ?? 0;
    const { data } = await value(api().productDetail({ id }));
    expect(data.sectionSpecInformation.warranty.find((o) => o.isSelected)).toMatchObject({ name: '1 tahun' });
  });
});
