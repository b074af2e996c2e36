import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import categoriesSeed from '@fixtures/seed/product/categories.json';
import { categoryTreeSchema } from '@core/category/schema';
import { indexCategories } from '@core/massUpload/categories';
import { checkWorkbook } from '@core/massUpload/checkWorkbook';
import type { CheckReport } from '@core/massUpload/rows';
import { readWorkbook } from '@core/massUpload/xlsx/reader';
import { plainRow } from './massUploadExceljs';

/**
 * Workbooks saved by LibreOffice Calc 7 (`soffice --headless --convert-to ods`, then back to
 * xlsx): its own styles, inline formats, shared strings and hyperlink relations.
 */
const DIR = 'fixtures/xlsx/libreoffice';
const categories = indexCategories(categoryTreeSchema.parse(categoriesSeed));

describe('files saved by LibreOffice', () => {
  it.each(['clean-100', 'hyperlinks', 'price-invalid'])('%s gives the same report as the Excel-made golden', (name) => {
    const { products, ...report } = checkWorkbook(
      `fixtures/xlsx/${name}.xlsx`,
      readFileSync(`${DIR}/${name}.xlsx`),
      categories,
    )._unsafeUnwrap();
    const golden = JSON.parse(readFileSync(`fixtures/xlsx/${name}.expected.json`, 'utf8')) as CheckReport;
    expect(report).toEqual(golden);
    // A clean file hands over every product to create; a file with errors none.
    expect(products).toHaveLength(golden.ok ? golden.rows : 0);
  });

  it('reads text, numbers, dates, booleans, formulas, rich text, links and skipped cells as exceljs does', async () => {
    const bytes = readFileSync(`${DIR}/mixed.xlsx`);
    const lean = readWorkbook(bytes)._unsafeUnwrap();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const viaExceljs: { row: number; cells: unknown[] }[] = [];
    book
      .getWorksheet('Produk')
      ?.eachRow({ includeEmpty: false }, (row, number) =>
        viaExceljs.push({ row: number, cells: plainRow(row.values) }),
      );
    expect([{ row: 1, cells: lean.headers }, ...lean.rows]).toEqual(viaExceljs);
    expect(lean.headers).toEqual([
      'Teks & <khusus> "kutip" 😀',
      1250000,
      '2026-01-05',
      'TRUE',
      null,
      2500000,
      'Pulpen Gel',
      'https://cdn.contoh.id/produk/a.jpg',
    ]);
    expect([...lean.rows].map((r) => r.row)).toEqual([3, 5]);
    expect([...lean.rows][0]?.cells).toEqual([0.2, null, '1999-12-31', null, 'JASA']);
    expect([...lean.rows][1]?.cells[33]).toBe('kolom terakhir');
  });
});
