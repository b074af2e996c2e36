import { SHARED_COLUMNS as COLUMN } from '../listColumns';

/** Negotiation rules: the detail's alerts, the list status, the response panel, the columns. */

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
  /** Under the waiting alert. */
  waitingForSchoolText: 'Tanggapan Anda sudah terkirim. Sekolah akan menerima, menolak, atau mengajukan harga baru.',
  respondPrompt: 'Kirim tanggapan negosiasi ini?',
  dealSummary: 'Deal: harga tawaran sekolah diterima, tanpa negosiasi lanjutan.',
  belowOffer: 'Harga tanggapan lebih rendah dari tawaran sekolah.',
  farFromOffer: 'Harga tanggapan berbeda jauh (50% atau lebih) dari tawaran sekolah. Periksa kembali angkanya.',
} as const;

/**
 * What each figure of the detail and the answer panel is. Two unit prices meet there: the
 * product's own price in the school's zone, and the price the school offers in its latest round.
 */
export const NEGO_LABELS = {
  productUnitPrice: 'Harga Satuan Produk',
  productTotal: 'Total Harga Produk',
  offerUnitPrice: 'Harga Satuan Tawaran Sekolah',
  qty: 'Qty',
  termOfPayment: 'Termin Pembayaran',
  shipping: 'Kurir',
  wrapping: 'Pembungkus',
  wrappingPrice: 'Biaya Pembungkus',
  insurance: 'Asuransi',
  insured: 'Nilai Asuransi',
  insurancePrice: 'Biaya Asuransi',
  agree: 'Setuju dengan harga tawaran sekolah (deal, tanpa negosiasi lanjutan)',
  priceResponse: 'Harga Tanggapan',
  note: 'Catatan',
  difference: 'Selisih dari tawaran sekolah',
  responseTotal: 'Total harga tanggapan',
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

const PERCENT = /^(\d+)(?:\.(\d+))?$/;

/**
 * The insurance fee of a percentage option (DESIGN decision): the insured amount times the
 * percentage, rounded up to the whole rupiah, in integers only ('0.2' is 2/1000).
 * fee = ceil(insured x p / 100).
 */
export function insuranceFee(insured: number, percent: string): number {
  const match = PERCENT.exec(percent.trim());
  if (!match) throw new RangeError(`insuranceFee: not a percentage: ${percent}`);
  const fraction = match[2] ?? '';
  const numerator = BigInt(`${match[1] ?? '0'}${fraction}`);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const product = BigInt(insured) * numerator;
  return Number((product + denominator - 1n) / denominator);
}

/** The fee an option of modalRespond.insuranceOptions gives, or null when its value is not a percentage. */
export function insuranceFeeOf(insured: number, option: string | number): number | null {
  const value = String(option).trim();
  return PERCENT.test(value) ? insuranceFee(insured, value) : null;
}

/**
 * Which option the answer panel starts on. modalRespond names the fee but not its option, so the
 * option is the one whose fee is that fee; when none gives it exactly (a fee typed by hand), the
 * nearest one. The first option when no option is a percentage.
 */
export function insuranceOptionOfFee(panel: {
  readonly insurance: number;
  readonly insurancePrice: number;
  readonly insuranceOptions: readonly { readonly value: string | number }[];
}): string {
  let best: { value: string; distance: number } | null = null;
  for (const option of panel.insuranceOptions) {
    const fee = insuranceFeeOf(panel.insurance, option.value);
    if (fee === null) continue;
    const distance = Math.abs(fee - panel.insurancePrice);
    if (best === null || distance < best.distance) best = { value: String(option.value), distance };
  }
  return best?.value ?? String(panel.insuranceOptions[0]?.value ?? '');
}

/** The list's status words. */
export const NEGO_STATUS_LABELS = { deal: 'Sudah Deal', rejected: 'Ditolak', open: 'Belum Deal' } as const;

/** The list's status: deal, rejected, otherwise open. */
export function negotiationStatusLabel(row: { readonly isDeal: boolean; readonly isReject: boolean }): string {
  if (row.isDeal) return NEGO_STATUS_LABELS.deal;
  if (row.isReject) return NEGO_STATUS_LABELS.rejected;
  return NEGO_STATUS_LABELS.open;
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
  readonly alertTone: 'danger' | 'success' | 'info' | null;
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
  // Neither closed nor open to the seller: the seller answered, and the school has the next word.
  if (!nego.isOpenRespond) return { alert: NEGO_MESSAGES.waitingForSchool, alertTone: 'info', canRespond: false };
  return { alert: null, alertTone: null, canRespond: true };
}

export interface RespondPanelInput {
  readonly priceUnit: number;
  readonly isDisableWrapping: boolean;
  readonly isDisableInsurance: boolean;
}

/** Which response fields can be typed in: wrapping and insurance fees unless disabled; the price unless agreeing. */
export function respondEditable(
  panel: RespondPanelInput,
  agree: boolean,
): { readonly wrappingPrice: boolean; readonly insurancePrice: boolean; readonly priceResponse: boolean } {
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

/** The values as the call takes them: the agree box travels as isDeal. */
export type RespondFields = Omit<RespondValues, 'agree'> & { readonly isDeal: boolean };

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

/** The negotiation list columns (the fields of a negotiation row). */
export const NEGO_LIST_COLUMNS = [
  COLUMN.no,
  COLUMN.customerName,
  COLUMN.schoolName,
  { name: 'Produk', value: 'productName' },
  { name: 'Tanggal', value: 'createdAt' },
  { name: 'Status', value: 'isDeal' },
] as const;

/** The rounds table of the detail and the recap: offer, qty, total, spec, the seller's price, date. */
export const NEGO_ROUND_COLUMNS = [
  'Harga Tawaran Sekolah',
  'Qty',
  'Total',
  'Spesifikasi',
  'Harga Tanggapan Penyedia',
  'Tanggal',
] as const;

/** The words of the negotiation recap document (downloadRecap). */
export const NEGO_RECAP_TEXT = {
  title: 'Rekap Negosiasi',
  fields: {
    product: 'Produk',
    zone: 'Zona',
    unitPrice: NEGO_LABELS.productUnitPrice,
    customer: 'Customer',
    address: 'Alamat',
    school: 'Sekolah',
    status: 'Status',
    termOfPayment: NEGO_LABELS.termOfPayment,
    shipping: NEGO_LABELS.shipping,
    wrapping: NEGO_LABELS.wrapping,
    wrappingPrice: NEGO_LABELS.wrappingPrice,
    insurance: NEGO_LABELS.insurance,
    insurancePrice: NEGO_LABELS.insurancePrice,
  },
  rounds: NEGO_ROUND_COLUMNS,
} as const;
