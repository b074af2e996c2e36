import type { NegotiationDetail, NegotiationRow } from '@core/nego/schema';
import { rupiah } from '../order/format';
import type { ListSpec } from '../order/list';
import { isOpenRespond, lastRound, type NegotiationRecord } from './record';

/** Insurance percentages the response panel offers; values are text so no float reaches money. */
export const INSURANCE_OPTIONS = [
  { value: '0', label: 'Tanpa Asuransi' },
  { value: '0.2', label: 'Asuransi 0,2%' },
  { value: '0.5', label: 'Asuransi 0,5%' },
] as const;

/** 'aa.tgl_added' is the API's name of the creation date, the default sort (descending). */
export const negotiationListSpec: ListSpec<NegotiationRecord, NegotiationRow> = {
  columns: [
    { name: 'No', value: 'no' },
    { name: 'Nama Customer', value: 'customerName' },
    { name: 'Nama Sekolah', value: 'schoolName' },
    { name: 'Produk', value: 'productName' },
    { name: 'Tanggal', value: 'createdAt' },
    { name: 'Status', value: 'isDeal' },
  ],
  sortKeys: {
    customerName: (n) => n.customer.name,
    schoolName: (n) => n.schoolName,
    productName: (n) => n.product.name,
    createdAt: (n) => n.createdAt,
    'aa.tgl_added': (n) => n.createdAt,
    isDeal: (n) => (n.isDeal ? 2 : n.isReject ? 1 : 0),
  },
  aliases: { 'aa.tgl_added': 'createdAt' },
  search: (n) => [n.customer.name, n.schoolName, n.product.name],
  defaultSort: { key: 'aa.tgl_added', dir: 'desc' },
  toRow: (n, no) => ({
    id: n.id,
    no,
    customerName: n.customer.name,
    schoolName: n.schoolName,
    productName: n.product.name,
    createdAt: n.createdAt,
    isDeal: n.isDeal,
    isReject: n.isReject,
  }),
};

export function negotiationDetail(n: NegotiationRecord): NegotiationDetail {
  const round = lastRound(n);
  const t = n.terms;
  return {
    id: n.id,
    customer: { ...n.customer },
    product: {
      name: n.product.name,
      image: n.product.image,
      priceUnitCurrencyFormat: rupiah(n.product.price),
      zone: n.product.zone,
      totalPriceUnitCurrencyFormat: rupiah(n.product.price * round.qty),
    },
    listNegotiation: n.rounds.map((r) => ({
      negoUnitPriceCurrencyFormat: rupiah(r.negoUnitPrice),
      qty: r.qty,
      totalCurrencyFormat: rupiah(r.negoUnitPrice * r.qty),
      otherSpec: r.otherSpec,
      priceResponseCurrencyFormat: r.priceResponse === null ? null : rupiah(r.priceResponse),
      date: r.date,
    })),
    downloadRecap: `/cdn/dokumen/rekap-nego-${n.id}.pdf`,
    isReject: n.isReject,
    isRespondFrom: n.isRespondFrom,
    isDeal: n.isDeal,
    isOpenRespond: isOpenRespond(n),
    modalRespond: {
      priceUnit: round.negoUnitPrice,
      qty: round.qty,
      termOfPayment: t.termOfPayment,
      shippingName: t.shippingName,
      wrappingName: t.wrappingName,
      wrappingPrice: t.wrappingPrice,
      // The insured amount (read-only): the value of the goods at the offered price.
      insurance: round.negoUnitPrice * round.qty,
      insuranceOptions: INSURANCE_OPTIONS.map((o) => ({ ...o })),
      insurancePrice: t.insurancePrice,
      isDisableWrapping: t.isDisableWrapping,
      isDisableInsurance: t.isDisableInsurance,
    },
  };
}
