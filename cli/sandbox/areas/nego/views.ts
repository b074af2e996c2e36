import { formatRupiah } from '@core/money';
import { isOpenRespond } from '@core/nego/machine';
import {
  INSURANCE_OPTIONS,
  insuredAmount,
  NEGO_LIST_COLUMNS,
  NEGO_MESSAGES,
  NEGO_RECAP_TEXT,
  negotiationStatusLabel,
} from '@core/nego/rules';
import type { NegotiationDetail, NegotiationRound, NegotiationRow } from '@core/nego/schema';
import type { PdfContent } from '../../pdf';
import type { ListSpec } from '../order/list';
import { lastRound, negoMachineState, type NegotiationRecord, type NegotiationRoundRecord } from './record';

const rupiah = (amount: number) => formatRupiah(amount, 'api');

/** 'aa.tgl_added' is the API's name of the creation date, the default sort (descending). */
export const negotiationListSpec: ListSpec<NegotiationRecord, NegotiationRow> = {
  columns: NEGO_LIST_COLUMNS,
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

/** A round of the table: the school's offer, its spec with the seller's note, the seller's price, and the latest date. */
function roundView(r: NegotiationRoundRecord): NegotiationRound {
  return {
    negoUnitPriceCurrencyFormat: rupiah(r.negoUnitPrice),
    qty: r.qty,
    totalCurrencyFormat: rupiah(r.negoUnitPrice * r.qty),
    otherSpec: r.sellerNote ? `${r.otherSpec}\n${NEGO_MESSAGES.sellerNote} ${r.sellerNote}` : r.otherSpec,
    priceResponseCurrencyFormat: r.priceResponse === null ? null : rupiah(r.priceResponse),
    date: r.respondedAt ?? r.date,
  };
}

/**
 * The detail answer; `ppnTag` is the product's VAT tag ('8:Buku ...'), or '' when the product is
 * gone (the portal then shows no tax preview rather than a guessed one).
 */
export function negotiationDetail(n: NegotiationRecord, ppnTag: string): NegotiationDetail {
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
      ppnTag,
    },
    listNegotiation: n.rounds.map(roundView),
    downloadRecap: `/cdn/dokumen/rekap-nego-${n.id}.pdf`,
    isReject: n.isReject,
    isRespondFrom: n.isRespondFrom,
    isDeal: n.isDeal,
    isOpenRespond: isOpenRespond(negoMachineState(n)),
    modalRespond: {
      priceUnit: round.negoUnitPrice,
      qty: round.qty,
      termOfPayment: t.termOfPayment,
      shippingName: t.shippingName,
      wrappingName: t.wrappingName,
      wrappingPrice: t.wrappingPrice,
      insurance: insuredAmount(round.negoUnitPrice, round.qty),
      insuranceOptions: INSURANCE_OPTIONS.map((o) => ({ ...o })),
      insurancePrice: t.insurancePrice,
      isDisableWrapping: t.isDisableWrapping,
      isDisableInsurance: t.isDisableInsurance,
    },
  };
}

/** The negotiation recap (downloadRecap): the product, the customer, the terms and every round. */
export function negotiationRecap(n: NegotiationRecord, createdAt: Date): PdfContent {
  const f = NEGO_RECAP_TEXT.fields;
  const t = n.terms;
  const insurance = INSURANCE_OPTIONS.find((o) => o.value === t.insurancePercent)?.label ?? t.insurancePercent;
  return {
    title: NEGO_RECAP_TEXT.title,
    subtitle: `${n.product.name}`,
    fields: [
      [f.product, n.product.name],
      [f.zone, n.product.zone],
      [f.unitPrice, rupiah(n.product.price)],
      [f.customer, n.customer.name],
      [f.address, n.customer.address],
      [f.school, n.schoolName],
      [f.status, negotiationStatusLabel(n)],
      [f.termOfPayment, t.termOfPayment],
      [f.shipping, t.shippingName],
      [f.wrapping, t.wrappingName],
      [f.wrappingPrice, rupiah(t.wrappingPrice)],
      [f.insurance, insurance],
      [f.insurancePrice, rupiah(t.insurancePrice)],
    ],
    table: {
      columns: NEGO_RECAP_TEXT.rounds,
      widths: [2, 1, 2, 4, 2, 2],
      rows: n.rounds
        .map(roundView)
        .map((r) => [
          r.negoUnitPriceCurrencyFormat,
          String(r.qty),
          r.totalCurrencyFormat,
          r.otherSpec,
          r.priceResponseCurrencyFormat ?? '-',
          r.date,
        ]),
    },
    createdAt,
  };
}
