import { formatRupiah, parseRupiah } from '../money';
import { simulateTax, type TaxBreakdown } from '../tax';
import type { VatTagInput } from '../vatTag';
import { exceedsLimit, textLimit } from '../textLimit';
import { failure, validator, type RuleOutcome, type Validator } from '../validation';
import {
  buildRespondFields,
  insuranceFeeOf,
  insuranceOptionOfFee,
  NEGO_LABELS,
  NEGO_MESSAGES,
  type RespondFields,
} from './rules';
import type { ModalRespond } from './schema';

/**
 * 'Tanggapi' as the seller types it: every amount is text read by
 * core's one rupiah parser (grouping dots; no decimals, exponent or more than MAX_RUPIAH), the
 * note has a limit, and before anything is sent the seller confirms a summary of the answer.
 */

/** The longest note a response carries. */
export const NEGO_NOTE_LIMIT = textLimit(1000, NEGO_LABELS.note);

export interface RespondFormValues {
  readonly priceResponse: string;
  readonly wrappingPrice: string;
  readonly insuranceOption: string;
  readonly insurancePrice: string;
  readonly otherSpec: string;
  /** The agree box: the deal is final at the school's price. */
  readonly agree: boolean;
}

type RespondFormField = 'priceResponse' | 'wrappingPrice' | 'insurancePrice' | 'otherSpec';

export interface RespondFormInput {
  readonly panel: ModalRespond;
  readonly values: RespondFormValues;
}

/** The panel's first values: the fees the server holds, the option that gives the insurance fee. */
export function respondFormDefaults(panel: ModalRespond): RespondFormValues {
  return {
    priceResponse: '',
    wrappingPrice: formatRupiah(panel.wrappingPrice),
    insuranceOption: insuranceOptionOfFee(panel),
    insurancePrice: formatRupiah(panel.insurancePrice),
    otherSpec: '',
    agree: false,
  };
}

/** The insurance fee field after the seller picks an option: the option's fee, as the field shows it. */
export function insuranceFeeText(panel: ModalRespond, option: string): string | null {
  const fee = insuranceFeeOf(panel.insurance, option);
  return fee === null ? null : formatRupiah(fee);
}

/** An amount field's refusal: the toast names the field, the field shows the parser's sentence. */
function amountRule(label: string, text: string): RuleOutcome {
  const parsed = parseRupiah(text);
  return parsed.isErr() ? failure(`${label}: ${parsed.error.message}`, parsed.error.message) : null;
}

export const respondFormValidator: Validator<RespondFormInput, RespondFormField> = validator<
  RespondFormInput,
  RespondFormField
>([
  {
    field: 'priceResponse',
    test: ({ values }) => (values.agree ? null : amountRule(NEGO_LABELS.priceResponse, values.priceResponse)),
  },
  {
    field: 'priceResponse',
    test: ({ values }) =>
      values.agree ||
      parseRupiah(values.priceResponse)
        .map((price) => price > 0)
        .unwrapOr(true)
        ? null
        : NEGO_MESSAGES.responseNotPositive,
  },
  {
    field: 'wrappingPrice',
    test: ({ panel, values }) =>
      panel.isDisableWrapping ? null : amountRule(NEGO_LABELS.wrappingPrice, values.wrappingPrice),
  },
  {
    field: 'insurancePrice',
    test: ({ panel, values }) =>
      panel.isDisableInsurance ? null : amountRule(NEGO_LABELS.insurancePrice, values.insurancePrice),
  },
  {
    field: 'otherSpec',
    test: ({ values }) => (exceedsLimit(values.otherSpec, NEGO_NOTE_LIMIT) ? NEGO_NOTE_LIMIT.tooLong : null),
  },
]);

/** A field the validator passed, as whole rupiah; a locked fee stays the server's. */
const amountOf = (text: string, locked: number | null): number => locked ?? parseRupiah(text).unwrapOr(0);

/** POST seller/nego/respond from values the validator accepted. */
export function respondFieldsOf(id: number, panel: ModalRespond, values: RespondFormValues): RespondFields {
  return buildRespondFields(panel, {
    id,
    wrappingPrice: amountOf(values.wrappingPrice, panel.isDisableWrapping ? panel.wrappingPrice : null),
    insuranceOption: values.insuranceOption,
    insurancePrice: amountOf(values.insurancePrice, panel.isDisableInsurance ? panel.insurancePrice : null),
    priceResponse: values.agree ? panel.priceUnit : amountOf(values.priceResponse, null),
    otherSpec: values.otherSpec.trim(),
    agree: values.agree,
  });
}

export interface RespondSummary {
  /** The unit price the seller answers with. */
  readonly amount: number;
  /** The school's offered unit price of the open round. */
  readonly offer: number;
  /** '+Rp2.500 (+1,9%)', '-Rp5.602.500 (-98,5%)', 'Rp0 (0%)'. */
  readonly difference: string;
  /** The answer at qty units. */
  readonly total: number;
  /** A warning about the amount, or null: far from the school's offer, or below it. */
  readonly warning: string | null;
  /** The tax simulation of the answered unit price under the product's VAT tag (DESIGN.md's rounding). */
  readonly tax: TaxBreakdown | null;
}

/** One decimal of a per-mille figure, Indonesian comma: 985 -> '98,5'. */
function perMilleText(perMille: number): string {
  const whole = Math.floor(perMille / 10);
  const tenth = perMille % 10;
  return tenth === 0 ? String(whole) : `${whole},${tenth}`;
}

/**
 * What the confirmation shows before a response is sent: the amount, its difference from the
 * school's offer, and the tax simulation under the product's VAT tag (an exempt product pays no
 * PPN, as `penyedia tax --untaxed` shows). An answer 50% or more away from the offer (Rp85.000
 * against Rp5.687.500, a digit group lost) is called out; so is one below the offer, which
 * asks less than the school was willing to pay.
 */
export function respondSummary(
  panel: Pick<ModalRespond, 'priceUnit' | 'qty'>,
  fields: Pick<RespondFields, 'priceResponse'>,
  vatTag: VatTagInput,
): RespondSummary {
  const amount = fields.priceResponse;
  const offer = panel.priceUnit;
  const change = amount - offer;
  const size = Math.abs(change);
  const perMille = offer > 0 ? Math.round((size * 1000) / offer) : 0;
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  const difference = `${sign}${formatRupiah(size)} (${sign}${perMilleText(perMille)}%)`;
  const far = offer > 0 && size * 2 >= offer;
  const warning = far ? NEGO_MESSAGES.farFromOffer : change < 0 ? NEGO_MESSAGES.belowOffer : null;
  const tax = simulateTax(amount, vatTag);
  return { amount, offer, difference, total: amount * panel.qty, warning, tax: tax.isOk() ? tax.value : null };
}
