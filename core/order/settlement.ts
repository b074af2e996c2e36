import { parseRupiah } from '../money';
import { settlementOf, type Settlement } from '../payment/settlement';
import { ORDER_TOTAL_LABELS } from './options';
import type { OrderDetail } from './schema';

/**
 * What happens to an order's bill, read from the order detail's own total line ('Total'): the
 * bill, the partner's fee and what is passed on, by core's one settlement. Null when the answer
 * has no whole-rupiah total.
 */
export function orderSettlement(
  products: Pick<OrderDetail['sectionProductInformation'], 'descriptionTotal'>,
): Settlement | null {
  const total = products.descriptionTotal.find((line) => line.label === ORDER_TOTAL_LABELS.total);
  if (!total) return null;
  const bill = parseRupiah(total.value);
  return bill.isOk() ? settlementOf(bill.value) : null;
}
