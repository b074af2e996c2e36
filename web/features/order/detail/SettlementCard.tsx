import { formatRupiah } from '@core/money';
import { orderSettlement } from '@core/order/settlement';
import type { OrderDetail } from '@core/order/schema';
import { FEE_RULE, SETTLEMENT_LABELS, settlementSum } from '@core/payment/settlement';
import { Card } from '@web/ui/Card';
import { Facts } from '@web/ui/Facts';

/**
 * What the seller receives of the order's bill: the bill, the partner's fee and the amount passed
 * on, by core's one settlement (the payment lists and cards use it too), with how the fee is reckoned.
 */
export function SettlementCard({ products }: { readonly products: OrderDetail['sectionProductInformation'] }) {
  const settlement = orderSettlement(products);
  if (!settlement) return null;
  return (
    <Card title="Rincian Dana" className="od-settlement">
      <Facts
        className="od-fields od-fields--compact"
        itemClassName="od-field"
        facts={[
          { label: SETTLEMENT_LABELS.bill, value: formatRupiah(settlement.bill) },
          { label: SETTLEMENT_LABELS.fee, value: formatRupiah(settlement.fee) },
          { label: SETTLEMENT_LABELS.passedOn, value: formatRupiah(settlement.passedOn) },
        ]}
      />
      <p className="od-note" data-testid="settlement-sum">
        {settlementSum(settlement)}
      </p>
      <p className="od-note">{FEE_RULE}</p>
    </Card>
  );
}
