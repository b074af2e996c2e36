import type { z } from 'zod';
import type { productEndpoints } from '@core/api/endpoints/product';
import { cellText, readDecimal, readInteger, ruleInput, type CellValue } from '@core/massUpload/cells';
import type { ColumnKey } from '@core/massUpload/columns';
import type { ProductRow } from '@core/massUpload/rows';
import {
  DEFAULT_UNIT,
  formatVatTag,
  ITEM_TYPE,
  PRODUCT_DEFAULTS,
  SERVICE_FIXED_VALUES,
  SPEC_DEFAULTS,
  serviceName,
} from '@core/product/options';

type AddInput = z.output<(typeof productEndpoints)['addProduct']['request']>;

/**
 * One checked template row as the add form would have sent it (the product submission fields), so a mass upload
 * creates products through the same path as the single add.
 */
export function submissionOfRow(row: ProductRow, sellerId: number): AddInput {
  const cell = (key: ColumnKey): CellValue => row.cells[key] ?? null;
  const text = (key: ColumnKey) => cellText(cell(key));
  const int = (key: ColumnKey) => ruleInput(readInteger(cell(key))) ?? undefined;
  const dec = (key: ColumnKey) => ruleInput(readDecimal(cell(key))) ?? undefined;
  const service = text('jenis') === 'Jasa';
  const category = int('kategori_id') ?? 0;
  const common = {
    produk: service ? serviceName(text('nama_produk')) : text('nama_produk'),
    layout: 3 as const,
    mall_id: sellerId,
    category_id: category,
    KategoriSub: category,
    model: text('kode_produk'),
    description: text('deskripsi'),
    harga: int('harga') ?? 0,
    harga_nego: int('harga_nego'),
    unit_type: text('satuan') || DEFAULT_UNIT,
    ppnTagItem: formatVatTag(int('tag_ppn') ?? 0),
    // The template has no Jenis PPN column: a file's products start where the add forms start.
    ppn: PRODUCT_DEFAULTS.ppnMode,
    minGrosir1: int('grosir_min_1'),
    minGrosir2: int('grosir_min_2'),
    minGrosir3: int('grosir_min_3'),
    minGrosir4: int('grosir_min_4'),
    hargaGrosir1: int('grosir_harga_1'),
    hargaGrosir2: int('grosir_harga_2'),
    hargaGrosir3: int('grosir_harga_3'),
    hargaGrosir4: int('grosir_harga_4'),
    garansi: text('garansi'),
    availability: text('ketersediaan') || SPEC_DEFAULTS.availability,
    d_status: 0,
  };
  if (service) {
    return {
      ...common,
      ...SERVICE_FIXED_VALUES,
      item_type: ITEM_TYPE.service,
      lama_pengerjaan: int('lama_pengerjaan') ?? 1,
    };
  }
  return {
    ...common,
    item_type: ITEM_TYPE.goods,
    l_merk: int('merek_id') ?? PRODUCT_DEFAULTS.brandId,
    produksi: text('asal') || SPEC_DEFAULTS.origin,
    barang_produsen: text('produsen') || SPEC_DEFAULTS.producer,
    kondisi: text('kondisi') || SPEC_DEFAULTS.condition,
    s_gudang: int('stok') ?? 0,
    berat: dec('berat_kg') ?? PRODUCT_DEFAULTS.weightKg,
    panjang: dec('panjang_cm') ?? 0,
    lebar: dec('lebar_cm') ?? 0,
    tinggi: dec('tinggi_cm') ?? 0,
  };
}

/** The photos of a row: the main URL and the extra ones in slot order. */
export function photosOfRow(row: ProductRow): { primary: string; others: string[] } {
  const url = (key: ColumnKey) => cellText(row.cells[key] ?? null);
  return {
    primary: url('foto_utama'),
    others: (['foto_2', 'foto_3', 'foto_4'] as const).map(url).filter((u) => u !== ''),
  };
}
