import { formatRupiah } from '@core/money';
import type { RespondSummary as Summary } from '@core/nego/respondForm';
import { NEGO_LABELS, NEGO_MESSAGES, type RespondFields } from '@core/nego/rules';
import { Alert } from '@web/ui/Alert';
import { TaxPreview } from './TaxPreview';

export interface RespondSummaryProps {
  readonly summary: Summary;
  readonly fields: RespondFields;
  readonly qty: number;
  /** The chosen insurance option's label. */
  readonly insuranceLabel: string;
}

/** The answer as it will be sent, for the seller to confirm: amount, difference, fees, tax. */
export function RespondSummary({ summary, fields, qty, insuranceLabel }: RespondSummaryProps) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    [NEGO_LABELS.priceResponse, formatRupiah(summary.amount)],
    [NEGO_LABELS.offerUnitPrice, formatRupiah(summary.offer)],
    [NEGO_LABELS.difference, summary.difference],
    [`${NEGO_LABELS.responseTotal} (${qty} unit)`, formatRupiah(summary.total)],
    [NEGO_LABELS.wrappingPrice, formatRupiah(fields.wrappingPrice)],
    [`${NEGO_LABELS.insurancePrice} (${insuranceLabel})`, formatRupiah(fields.insurancePrice)],
  ];
  return (
    <div className="nego-summary">
      {fields.isDeal ? <p className="nego-summary__deal">{NEGO_MESSAGES.dealSummary}</p> : null}
      {summary.warning ? <Alert tone="warning">{summary.warning}</Alert> : null}
      <dl className="nego-summary__list">
        {rows.map(([label, value]) => (
          <div key={label} className="nego-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TaxPreview tax={summary.tax} />
    </div>
  );
}
