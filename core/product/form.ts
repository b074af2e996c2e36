import type { Result } from 'neverthrow';
import {
  wholesaleZoneJson,
  tierValue,
  TIERS,
  ZONES,
  zoneValue,
  type PerTier,
  type PerZone,
  type PpnMode,
  type WholesaleTierInput,
} from '../pricing';
import { slugify, tagify } from '../slug';
import { simulateProductTax, type NegoTaxFields, type TaxError, type TaxFields } from '../tax';
import { BOOK_UNIT_TYPE, ITEM_TYPE, LAYOUT, SERVICE_FIXED_VALUES, serviceName } from './options';
import { statusToSend, type PhotoValue } from './rules';

/**
 * Typed product form values to the exact multipart fields of spec 001 §3.5. An empty optional
 * value is left out (undefined), so the part is not sent at all; a photo already stored on the
 * server (a path) is not sent again either.
 */

/** Who submits: the seller's id is mall_id, the seller's type is jenis_pkp (spec 001 §6). */
export interface SellerIdentity {
  readonly sellerId: number;
  readonly sellerType: 'PKP' | 'Non-PKP';
}

interface CommonValues {
  readonly name: string;
  /** Comma-separated tags as typed. */
  readonly tags: string;
  /** Product code (SKU). */
  readonly code: string;
  /** SEO slug as typed; empty means: from the name. */
  readonly seo: string;
  /** The chosen category chain, top level first. */
  readonly categoryPath: readonly number[];
  /** Rich text. */
  readonly description: string;
  readonly price: number;
  readonly priceNego: number | null;
  readonly ppnMode: PpnMode;
  /** The VAT tag in its 'number:text' form. */
  readonly vatTag: string;
  readonly mainPhoto: PhotoValue;
  /** Extra photos in slot order (two for goods and books, three for a service). */
  readonly extraPhotos: readonly PhotoValue[];
}

/** The specification fields books and goods share (spec 001 §3.6): origin to dimensions. */
interface PhysicalValues {
  readonly origin: string;
  readonly producer: string;
  readonly condition: string;
  readonly stock: number;
  readonly warranty: string;
  readonly weight: number;
  readonly length: number;
  readonly width: number;
  readonly height: number;
}

interface BookFormValues extends CommonValues, PhysicalValues {
  readonly bookId: number;
  readonly publisherId: number;
  readonly zonePrices: PerZone<number>;
  readonly wholesale: PerZone<PerTier<WholesaleTierInput>>;
}

interface GoodsFormValues extends CommonValues, PhysicalValues {
  readonly brandId: number;
  readonly unitType: string;
  readonly wholesale: PerTier<WholesaleTierInput>;
  readonly processor: string;
  readonly memory: string;
  readonly harddisk: string;
  readonly mediaPlayer: string;
  readonly monitor: string;
  readonly availability: string;
  readonly installedApplications: string;
}

interface ServiceFormValues extends CommonValues {
  readonly unitType: string;
  readonly durationDays: number;
}

export type ProductFormValues =
  | ({ readonly kind: 'book' } & BookFormValues)
  | ({ readonly kind: 'goods' } & GoodsFormValues)
  | ({ readonly kind: 'service' } & ServiceFormValues);

type Photo = Blob | undefined;

interface CommonProductFields extends TaxFields, NegoTaxFields {
  readonly produk: string;
  readonly produk_tag: string;
  readonly layout: number;
  readonly item_type: number;
  readonly jenis_pkp: string;
  readonly model: string;
  readonly seo: string;
  readonly l_merk: number;
  readonly category_id: number;
  readonly KategoriSub: number | undefined;
  readonly description: string;
  readonly harga: number;
  readonly unit_type: string;
  readonly harga_nego: number | undefined;
  readonly ppn: number;
  readonly ppnTagItem: string;
  readonly produksi: string;
  readonly barang_produsen: string;
  readonly kondisi: string;
  readonly s_gudang: number;
  readonly garansi: string;
  readonly berat: number;
  readonly panjang: number;
  readonly lebar: number;
  readonly tinggi: number;
  readonly d_status: number;
  readonly mall_id: number;
  readonly filefotoutama: Photo;
  readonly filefoto0: Photo;
  readonly filefoto1: Photo;
}

interface BookProductFields extends CommonProductFields {
  readonly book_id: number;
  readonly harga1: number;
  readonly harga2: number;
  readonly harga3: number;
  readonly harga4: number;
  readonly harga5: number;
  readonly grosir_pricezone1: string;
  readonly grosir_pricezone2: string;
  readonly grosir_pricezone3: string;
  readonly grosir_pricezone4: string;
  readonly grosir_pricezone5: string;
}

interface GoodsProductFields extends CommonProductFields {
  readonly minGrosir1: number | undefined;
  readonly minGrosir2: number | undefined;
  readonly minGrosir3: number | undefined;
  readonly minGrosir4: number | undefined;
  readonly hargaGrosir1: number | undefined;
  readonly hargaGrosir2: number | undefined;
  readonly hargaGrosir3: number | undefined;
  readonly hargaGrosir4: number | undefined;
  readonly processor: string;
  readonly memory: string;
  readonly harddisk: string;
  readonly media_player: string;
  readonly monitor: string;
  readonly availability: string;
  readonly aplikasi_on: string;
}

interface ServiceProductFields extends CommonProductFields {
  readonly lama_pengerjaan: number;
  readonly filefoto2: Photo;
}

export type AddProductFields = BookProductFields | GoodsProductFields | ServiceProductFields;

/** Only a newly chosen file travels; an empty slot or a stored image path is not sent. */
function upload(value: PhotoValue | undefined): Photo {
  return value instanceof Blob ? value : undefined;
}

function photo(photos: readonly PhotoValue[], index: number): Photo {
  return upload(photos[index]);
}

function common(values: ProductFormValues, seller: SellerIdentity, taxes: TaxFields & NegoTaxFields) {
  // With no category chosen, 0 ('Uncategorized') is sent and the server decides.
  const top = values.categoryPath[0] ?? 0;
  const deepest = values.categoryPath[values.categoryPath.length - 1];
  const name = values.kind === 'service' ? serviceName(values.name) : values.name;
  return {
    produk: name,
    produk_tag: tagify(values.tags),
    jenis_pkp: seller.sellerType,
    model: values.code,
    seo: slugify(values.seo.trim() === '' ? name : values.seo),
    category_id: top,
    KategoriSub: deepest,
    description: values.description,
    harga: values.price,
    harga_nego: values.priceNego ?? undefined,
    ppn: values.ppnMode,
    ppnTagItem: values.vatTag,
    d_status: 0,
    mall_id: seller.sellerId,
    filefotoutama: upload(values.mainPhoto),
    filefoto0: photo(values.extraPhotos, 0),
    filefoto1: photo(values.extraPhotos, 1),
    ...taxes,
  };
}

/** The specification fields books and goods share, as the call names them. */
function physicalFields(values: PhysicalValues) {
  return {
    produksi: values.origin,
    barang_produsen: values.producer,
    kondisi: values.condition,
    s_gudang: values.stock,
    garansi: values.warranty,
    berat: values.weight,
    panjang: values.length,
    lebar: values.width,
    tinggi: values.height,
  };
}

function zonePriceFields(prices: PerZone<number>) {
  const [harga1, harga2, harga3, harga4, harga5] = prices;
  return { harga1, harga2, harga3, harga4, harga5 };
}

function zoneWholesaleFields(wholesale: PerZone<PerTier<WholesaleTierInput>>) {
  const [z1, z2, z3, z4, z5] = ZONES.map((zone) => wholesaleZoneJson(zoneValue(wholesale, zone)));
  return {
    grosir_pricezone1: z1 ?? '',
    grosir_pricezone2: z2 ?? '',
    grosir_pricezone3: z3 ?? '',
    grosir_pricezone4: z4 ?? '',
    grosir_pricezone5: z5 ?? '',
  };
}

function goodsWholesaleFields(wholesale: PerTier<WholesaleTierInput>) {
  const tier = (n: (typeof TIERS)[number]) => tierValue(wholesale, n);
  const min = (n: (typeof TIERS)[number]) => tier(n).min ?? undefined;
  const price = (n: (typeof TIERS)[number]) => tier(n).price ?? undefined;
  return {
    minGrosir1: min(1),
    minGrosir2: min(2),
    minGrosir3: min(3),
    minGrosir4: min(4),
    hargaGrosir1: price(1),
    hargaGrosir2: price(2),
    hargaGrosir3: price(3),
    hargaGrosir4: price(4),
  };
}

/**
 * The add-product form (spec 001 §3.5): book (layout 1, item_type 1), non-book (layout 3,
 * item_type 2) or service (layout 3 with item_type 3 and the fixed service values). New products
 * are sent with d_status 0. Fails only when a price cannot be simulated (not a valid rupiah amount).
 */
export function buildAddProductFields(
  values: ProductFormValues,
  seller: SellerIdentity,
): Result<AddProductFields, TaxError> {
  return simulateProductTax(values.price, values.priceNego, values.vatTag).map((taxes): AddProductFields => {
    const base = common(values, seller, taxes);
    switch (values.kind) {
      case 'book':
        return {
          ...base,
          layout: LAYOUT.book,
          item_type: ITEM_TYPE.book,
          l_merk: values.publisherId,
          unit_type: BOOK_UNIT_TYPE,
          ...physicalFields(values),
          book_id: values.bookId,
          ...zonePriceFields(values.zonePrices),
          ...zoneWholesaleFields(values.wholesale),
        };
      case 'goods':
        return {
          ...base,
          layout: LAYOUT.goods,
          item_type: ITEM_TYPE.goods,
          l_merk: values.brandId,
          unit_type: values.unitType,
          ...physicalFields(values),
          ...goodsWholesaleFields(values.wholesale),
          processor: values.processor,
          memory: values.memory,
          harddisk: values.harddisk,
          media_player: values.mediaPlayer,
          monitor: values.monitor,
          availability: values.availability,
          aplikasi_on: values.installedApplications,
        };
      case 'service':
        return {
          ...base,
          // The chooser's layout 4 is sent as layout 3; item_type 3 marks the service.
          layout: LAYOUT.goods,
          item_type: ITEM_TYPE.service,
          unit_type: values.unitType,
          produksi: '',
          barang_produsen: '',
          garansi: '',
          ...SERVICE_FIXED_VALUES,
          lama_pengerjaan: values.durationDays,
          filefoto2: photo(values.extraPhotos, 2),
        };
    }
  });
}

/** What only the update form carries (spec 001 §3.5). */
export interface UpdateExtras {
  readonly productId: number;
  readonly skKelulusan: string;
  readonly isbn: string;
  readonly kelas: string;
  readonly semester: string;
  readonly cdDvd: string;
  readonly operatingSystem: string;
  readonly installedApplications: string;
  readonly imagesChanged: boolean;
  readonly categoryChanged: boolean;
  /** The status selector: 1 active, 0 inactive. */
  readonly status: 0 | 1;
  readonly isWaitingConfirm: boolean;
}

interface UpdateProductExtraFields {
  readonly product_id: number;
  readonly id_produk: string;
  readonly sk_kelulusan: string;
  readonly isbn: string;
  readonly kelas: string;
  readonly semester: string;
  readonly deskripsi: string;
  readonly cd_dvd: string;
  readonly sistem_operasi: string;
  readonly aplikasi_terpasang: string;
  /** '1' when a photo was changed, else '0'. */
  readonly rubah_gambar: string;
  /** '1' when the category was changed, else '0'. */
  readonly rubah_kategori: string;
}

export type UpdateProductFields = AddProductFields & UpdateProductExtraFields;

/**
 * The update form: the add fields of the product's kind plus the update extras. The status goes
 * in d_status, and is 0 while the product waits for the partner's confirmation (spec 001 §4).
 */
export function buildUpdateProductFields(
  values: ProductFormValues,
  extras: UpdateExtras,
  seller: SellerIdentity,
): Result<UpdateProductFields, TaxError> {
  return buildAddProductFields(values, seller).map((fields) => ({
    ...fields,
    d_status:
      values.kind === 'service' ? SERVICE_FIXED_VALUES.d_status : statusToSend(extras.status, extras.isWaitingConfirm),
    product_id: extras.productId,
    id_produk: String(extras.productId),
    sk_kelulusan: extras.skKelulusan,
    isbn: extras.isbn,
    kelas: extras.kelas,
    semester: extras.semester,
    deskripsi: values.description,
    cd_dvd: extras.cdDvd,
    sistem_operasi: extras.operatingSystem,
    aplikasi_terpasang: extras.installedApplications,
    rubah_gambar: extras.imagesChanged ? '1' : '0',
    rubah_kategori: extras.categoryChanged ? '1' : '0',
  }));
}

/** snake_case (and a leading capital) to camelCase: 'dpp_price_nego' -> 'dppPriceNego'. */
export function camelCaseField(name: string): string {
  const camel = name.replace(/_+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

/**
 * The test-check call: the update fields camel-cased (files and empty values left out), plus
 * productDescription and hargaNormal (spec 001 §3.5).
 */
export function buildTestCheckFields(update: UpdateProductFields): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(update) as [string, unknown][]) {
    if (typeof value === 'string' || typeof value === 'number') out[camelCaseField(key)] = value;
  }
  out['productDescription'] = update.description;
  out['hargaNormal'] = update.harga;
  return out;
}
