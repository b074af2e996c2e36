/** Negotiation rules (spec 002 §2.4, §4.5, §5). */

export const NEGO_MESSAGES = {
  deal: 'Penjual menyetujui negosiasi',
  refusedBySeller: 'Penyedia menolak negosiasi',
  refusedBySchool: 'Sekolah menolak negosiasi',
  refusePrompt: 'Anda Yakin untuk menolak negosiasi ini?',
  refusePromptText: 'Setelah ditolak, pembeli tidak dapat menambahkan produk ini ke keranjang',
  /** Ours from here on: answers and refusals the spec implies without words. */
  responded: 'Tanggapan negosiasi terkirim',
  notFound: 'Negosiasi tidak ditemukan',
  closed: 'Negosiasi sudah selesai dan tidak dapat ditanggapi',
  waitingForSchool: 'Negosiasi sedang menunggu tanggapan sekolah',
  responseNotPositive: 'Harga tanggapan harus lebih dari 0',
  dealPriceFixed: 'Harga tanggapan harus sama dengan harga satuan jika menyetujui negosiasi',
  wrappingLocked: 'Biaya pembungkus tidak dapat diubah',
  insuranceLocked: 'Biaya asuransi tidak dapat diubah',
  unknownInsurance: 'Pilihan asuransi tidak dikenal',
  schoolCountered: 'Sekolah mengajukan harga negosiasi baru',
  /** Label of the seller's note in a round's spec column. */
  sellerNote: 'Catatan penyedia:',
} as const;

/** The insurance percentages the response panel offers; values are text so no float reaches money. */
export const INSURANCE_OPTIONS = [
  { value: '0', label: 'Tanpa Asuransi' },
  { value: '0.2', label: 'Asuransi 0,2%' },
  { value: '0.5', label: 'Asuransi 0,5%' },
] as const;

export function insuranceOptionByValue(value: string | number): (typeof INSURANCE_OPTIONS)[number] | undefined {
  return INSURANCE_OPTIONS.find((option) => option.value === String(value).trim());
}

/** The insured amount (modalRespond.insurance, read-only): the goods at the school's offered unit price. */
export function insuredAmount(negoUnitPrice: number, qty: number): number {
  return negoUnitPrice * qty;
}

/**
 * The insurance fee of a percentage option (DESIGN decision): the insured amount times the
 * percentage, rounded up to the whole rupiah, in integers only ('0.2' is 2/1000).
 * fee = ceil(insured x p / 100).
 */
export function insuranceFee(insured: number, percent: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(percent.trim());
  if (!match) throw new RangeError(`insuranceFee: not a percentage: ${percent}`);
  const fraction = match[2] ?? '';
  const numerator = BigInt(`${match[1] ?? '0'}${fraction}`);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const product = BigInt(insured) * numerator;
  return Number((product + denominator - 1n) / denominator);
}

/** The list's status: 'Sudah Deal', 'Ditolak', otherwise 'Belum Deal'. */
export function negotiationStatusLabel(row: { readonly isDeal: boolean; readonly isReject: boolean }): string {
  if (row.isDeal) return 'Sudah Deal';
  if (row.isReject) return 'Ditolak';
  return 'Belum Deal';
}

export type NegotiationResponder = 'penyedia' | 'satdik';

export interface NegotiationStateInput {
  readonly isDeal: boolean;
  readonly isReject: boolean;
  readonly isRespondFrom: NegotiationResponder | null;
  readonly isOpenRespond: boolean;
}

export interface NegotiationView {
  /** The alert above the rounds, or null. */
  readonly alert: string | null;
  readonly alertTone: 'danger' | 'success' | null;
  /** 'Tanggapi' and 'Tolak' are offered while a response is open. */
  readonly canRespond: boolean;
}

export function negotiationView(nego: NegotiationStateInput): NegotiationView {
  if (nego.isReject) {
    return {
      alert: nego.isRespondFrom === 'satdik' ? NEGO_MESSAGES.refusedBySchool : NEGO_MESSAGES.refusedBySeller,
      alertTone: 'danger',
      canRespond: false,
    };
  }
  if (nego.isDeal) return { alert: NEGO_MESSAGES.deal, alertTone: 'success', canRespond: false };
  return { alert: null, alertTone: null, canRespond: nego.isOpenRespond };
}

export interface RespondPanelInput {
  readonly priceUnit: number;
  readonly isDisableWrapping: boolean;
  readonly isDisableInsurance: boolean;
}

/** Which response fields can be typed in: wrapping and insurance fees unless disabled; the price unless agreeing. */
export function respondEditable(panel: RespondPanelInput, agree: boolean): { readonly wrappingPrice: boolean; readonly insurancePrice: boolean; readonly priceResponse: boolean } {
  return { wrappingPrice: !panel.isDisableWrapping, insurancePrice: !panel.isDisableInsurance, priceResponse: !agree };
}

export interface RespondValues {
  readonly id: number;
  readonly wrappingPrice: number;
  readonly insuranceOption: string | number;
  readonly insurancePrice: number;
  /** The typed counter-price; ignored when agreeing. */
  readonly priceResponse: number;
  readonly otherSpec: string;
  /** The agree box: the deal is final, no further negotiation. */
  readonly agree: boolean;
}

export interface RespondFields {
  readonly id: number;
  readonly wrappingPrice: number;
  readonly insuranceOption: string | number;
  readonly insurancePrice: number;
  readonly priceResponse: number;
  readonly otherSpec: string;
  readonly isDeal: boolean;
}

/** POST seller/nego/respond. Agreeing fixes the response price to the unit price. */
export function buildRespondFields(panel: RespondPanelInput, values: RespondValues): RespondFields {
  return {
    id: values.id,
    wrappingPrice: values.wrappingPrice,
    insuranceOption: values.insuranceOption,
    insurancePrice: values.insurancePrice,
    priceResponse: values.agree ? panel.priceUnit : values.priceResponse,
    otherSpec: values.otherSpec,
    isDeal: values.agree,
  };
}

/** The negotiation list columns (spec 002 §3 negotiation row). */
export const NEGO_LIST_COLUMNS = [
  { name: 'No', value: 'no' },
  { name: 'Nama Customer', value: 'customerName' },
  { name: 'Nama Sekolah', value: 'schoolName' },
  { name: 'Produk', value: 'productName' },
  { name: 'Tanggal', value: 'createdAt' },
  { name: 'Status', value: 'isDeal' },
] as const;

/** The words of the negotiation recap document (downloadRecap). */
export const NEGO_RECAP_TEXT = {
  title: 'Rekap Negosiasi',
  fields: {
    product: 'Produk',
    zone: 'Zona',
    unitPrice: 'Harga Satuan',
    customer: 'Customer',
    address: 'Alamat',
    school: 'Sekolah',
    status: 'Status',
    termOfPayment: 'Termin Pembayaran',
    shipping: 'Kurir',
    wrapping: 'Pembungkus',
    wrappingPrice: 'Biaya Pembungkus',
    insurance: 'Asuransi',
    insurancePrice: 'Biaya Asuransi',
  },
  rounds: ['Harga Negosiasi', 'Qty', 'Total', 'Spesifikasi', 'Harga Tanggapan', 'Tanggal'],
} as const;
