import { describe, expect, it } from 'vitest';
import { EMPTY_TIERS } from '@core/pricing';
import { emptyValues, type ProductValues } from '@core/product/values';
import {
  addProductFields,
  camelCaseField,
  testCheckFields,
  updateProductFields,
  type SellerIdentity,
  type UpdateFacts,
} from '@core/product/wire';
import { TAXED_100000_FIELDS } from '../support/taxExample';

/** Every multipart name of the specification (add form, then the update extras). */
const ADD_FIELDS = [
  'produk',
  'produk_tag',
  'layout',
  'jenis_pkp',
  'model',
  'seo',
  'l_merk',
  'category_id',
  'KategoriSub',
  'description',
  'harga',
  'unit_type',
  'harga_nego',
  'ppn',
  'harga1',
  'harga2',
  'harga3',
  'harga4',
  'harga5',
  'grosir_pricezone1',
  'grosir_pricezone2',
  'grosir_pricezone3',
  'grosir_pricezone4',
  'grosir_pricezone5',
  'minGrosir1',
  'minGrosir2',
  'minGrosir3',
  'minGrosir4',
  'hargaGrosir1',
  'hargaGrosir2',
  'hargaGrosir3',
  'hargaGrosir4',
  'produksi',
  'barang_produsen',
  'kondisi',
  's_gudang',
  'garansi',
  'berat',
  'panjang',
  'lebar',
  'tinggi',
  'd_status',
  'book_id',
  'item_type',
  'mall_id',
  'lama_pengerjaan',
  'dpp_price',
  'dpp_nilai_lain',
  'ppn_price',
  'pph_price',
  'dana_terima',
  'dpp_price_nego',
  'dpp_nilai_lain_nego',
  'ppn_price_nego',
  'pph_price_nego',
  'dana_terima_nego',
  'ppnTagItem',
  'processor',
  'memory',
  'harddisk',
  'media_player',
  'monitor',
  'availability',
  'aplikasi_on',
  // The update form's name for the OS, which the goods add form sends too so the choice is kept.
  'sistem_operasi',
  'filefotoutama',
  'filefoto0',
  'filefoto1',
  'filefoto2',
];
const UPDATE_EXTRAS = [
  'product_id',
  'id_produk',
  'sk_kelulusan',
  'isbn',
  'kelas',
  'semester',
  'deskripsi',
  'cd_dvd',
  'aplikasi_terpasang',
  'rubah_gambar',
  'rubah_kategori',
];

const seller: SellerIdentity = { sellerId: 1001, sellerType: 'PKP' };
const cover = new Blob(['jpg'], { type: 'image/jpeg' });
const tiers = (t: ProductValues['wholesale'][number]): ProductValues['wholesale'] => [
  t,
  EMPTY_TIERS[1],
  EMPTY_TIERS[2],
  EMPTY_TIERS[3],
];
const noTiers = (): ProductValues['wholesale'] => [EMPTY_TIERS[0], EMPTY_TIERS[1], EMPTY_TIERS[2], EMPTY_TIERS[3]];

const common = {
  name: 'Buku Matematika & Sains',
  tags: 'Buku, Matematika & IPA',
  code: 'SKU-1',
  seo: '',
  categoryPath: [22, 2201, 220105],
  description: '<p>Buku</p>',
  price: 100000,
  priceNego: 111,
  ppnMode: 1 as const,
  vatTag: '0:Dikenakan PPN',
  mainPhoto: cover,
  extraPhotos: [cover, null],
};

const book: ProductValues = emptyValues({
  ...common,
  brandId: '12',
  zonePrices: [50000, 51000, 52000, 53000, 54000],
  zoneWholesale: [tiers({ min: 10, price: 45000 }), noTiers(), noTiers(), noTiers(), noTiers()],
  spec: { origin: 'Dalam Negri', producer: 'UMKM' },
  stock: 20,
  weight: 0.2,
  length: 0,
  width: 0,
  height: 0,
});

const goods: ProductValues = emptyValues({
  ...common,
  name: 'Laptop Sekolah',
  tags: '',
  seo: 'Laptop Murah!',
  categoryPath: [5, 501],
  vatTag: '12:Jasa Pendidikan',
  brandId: '501',
  unitType: 'Unit',
  wholesale: tiers({ min: 5, price: 95000 }),
  spec: {
    origin: 'Dalam Negeri',
    producer: 'Non UMKM',
    condition: 'Baru',
    warranty: 'GaransiToko',
    processor: 'i5',
    memory: '8GB',
    harddisk: 'HDD1TB',
    cdDvd: 'DVD',
    monitor: '14',
    os: 'Windows',
    availability: 'Ready Stock',
  },
  stock: 3,
  weight: 2.5,
  length: 30,
  width: 20,
  height: 3,
  installedApplications: 'Office',
});

const service: ProductValues = emptyValues({
  ...common,
  name: 'Servis AC',
  tags: 'servis',
  categoryPath: [40, 4001],
  vatTag: '0:Dikenakan PPN',
  unitType: 'Kodi',
  durationDays: 3,
  extraPhotos: [null, null, cover],
});

describe('add-product submission', () => {
  it('a book: layout 1, item_type 1, zone prices and one JSON wholesale list per zone', () => {
    const fields = addProductFields('book', book, seller, { bookId: 77 })._unsafeUnwrap();
    expect(fields).toMatchObject({
      produk: 'Buku Matematika & Sains',
      produk_tag: 'buku,matematika-dan-ipa',
      seo: 'buku-matematika-dan-sains',
      layout: 1,
      item_type: 1,
      jenis_pkp: 'PKP',
      mall_id: 1001,
      l_merk: 12,
      category_id: 22,
      KategoriSub: 220105,
      unit_type: 'pcs',
      harga: 100000,
      harga_nego: 111,
      ppn: 1,
      ppnTagItem: '0:Dikenakan PPN',
      harga1: 50000,
      harga5: 54000,
      book_id: 77,
      d_status: 0,
      ...TAXED_100000_FIELDS,
      dpp_price_nego: 100,
      dana_terima_nego: 100,
      filefotoutama: cover,
      filefoto0: cover,
    });
    // An empty slot is not sent at all.
    expect(fields.filefoto1).toBeUndefined();
    expect(JSON.parse(fields.grosir_pricezone1 ?? '')).toEqual([
      { min: 10, price: 45000 },
      { min: 0, price: 0 },
      { min: 0, price: 0 },
      { min: 0, price: 0 },
    ]);
    expect(JSON.parse(fields.grosir_pricezone2 ?? '')).toHaveLength(4);
  });

  it('a non-book product: layout 3, item_type 2, tiers as minGrosirN/hargaGrosirN, untaxed breakdown for a tag other than 0', () => {
    const fields = addProductFields('goods', goods, seller)._unsafeUnwrap();
    expect([fields.minGrosir2, fields.hargaGrosir4, fields.harga_nego]).toEqual([undefined, undefined, 111]);
    expect(fields).toMatchObject({
      layout: 3,
      item_type: 2,
      l_merk: 501,
      seo: 'laptop-murah',
      produk_tag: '',
      unit_type: 'Unit',
      minGrosir1: 5,
      hargaGrosir1: 95000,
      media_player: 'DVD',
      aplikasi_on: 'Office',
      dpp_price: 100000,
      dpp_nilai_lain: 0,
      ppn_price: 0,
      pph_price: 500,
      dana_terima: 99500,
    });
  });

  it("a service: layout 3 with item_type 3, the name prefixed 'Jasa ', and the fixed values", () => {
    const fields = addProductFields('service', service, seller)._unsafeUnwrap();
    expect(fields).toMatchObject({
      produk: 'Jasa Servis AC',
      seo: 'jasa-servis-ac',
      layout: 3,
      item_type: 3,
      l_merk: 1,
      kondisi: 'Baru',
      s_gudang: 100000000,
      berat: 0,
      panjang: 0,
      lebar: 0,
      tinggi: 0,
      d_status: 0,
      lama_pengerjaan: 3,
      unit_type: 'Kodi',
      filefoto2: cover,
    });
  });

  it('uses only the field names of the spec', () => {
    for (const [kind, values] of [
      ['book', book],
      ['goods', goods],
      ['service', service],
    ] as const) {
      const names = Object.keys(addProductFields(kind, values, seller, { bookId: 77 })._unsafeUnwrap());
      for (const name of names) expect(ADD_FIELDS).toContain(name);
      for (const name of [
        'produk',
        'layout',
        'item_type',
        'harga',
        'mall_id',
        'dpp_price',
        'dana_terima_nego',
        'filefotoutama',
      ])
        expect(names).toContain(name);
    }
  });

  it('a price that cannot be simulated is an error, not NaN fields', () => {
    const result = addProductFields('goods', { ...goods, price: 12.5 }, seller);
    expect(result._unsafeUnwrapErr().kind).toBe('not-integer');
  });
});

describe('update submission', () => {
  const facts: UpdateFacts = { productId: 77, kelas: 'VII', semester: '1', isWaitingConfirm: false };

  it('adds the update fields to the add fields', () => {
    const fields = updateProductFields('goods', goods, seller, facts)._unsafeUnwrap();
    expect(fields).toMatchObject({
      product_id: 77,
      id_produk: '77',
      sk_kelulusan: '',
      isbn: '',
      kelas: 'VII',
      semester: '1',
      deskripsi: '<p>Buku</p>',
      cd_dvd: 'DVD',
      sistem_operasi: 'Windows',
      aplikasi_terpasang: 'Office',
      rubah_gambar: '1',
      rubah_kategori: '0',
      d_status: 1,
    });
    for (const name of Object.keys(fields)) expect([...ADD_FIELDS, ...UPDATE_EXTRAS]).toContain(name);
  });

  it('sends status 0 while waiting for confirmation', () => {
    expect(
      updateProductFields('goods', goods, seller, { ...facts, isWaitingConfirm: true })._unsafeUnwrap().d_status,
    ).toBe(0);
  });

  it('the test-check call camel-cases the fields and adds productDescription and hargaNormal', () => {
    const update = updateProductFields('book', book, seller, { ...facts, bookId: 77 })._unsafeUnwrap();
    const check = testCheckFields(update);
    expect(check).toMatchObject({
      dppPrice: 90090,
      danaTerimaNego: 100,
      kategoriSub: 220105,
      productDescription: '<p>Buku</p>',
      hargaNormal: 100000,
      grosirPricezone1: expect.any(String) as unknown,
    });
    expect(check).not.toHaveProperty('filefotoutama');
    expect(check).not.toHaveProperty('filefoto1');
    expect(check).not.toHaveProperty('dpp_price');
  });

  it('camelCaseField', () => {
    expect(camelCaseField('dpp_nilai_lain_nego')).toBe('dppNilaiLainNego');
    expect(camelCaseField('KategoriSub')).toBe('kategoriSub');
    expect(camelCaseField('harga1')).toBe('harga1');
  });
});
