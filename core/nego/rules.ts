/** Negotiation rules (spec 002 §2.4, §4.5, §5). */

export const NEGO_MESSAGES = {
  deal: 'Penjual menyetujui negosiasi',
  refusedBySeller: 'Penyedia menolak negosiasi',
  refusedBySchool: 'Sekolah menolak negosiasi',
  refusePrompt: 'Anda Yakin untuk menolak negosiasi ini?',
  refusePromptText: 'Setelah ditolak, pembeli tidak dapat menambahkan produk ini ke keranjang',
} as const;

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
