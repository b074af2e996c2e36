import type { OrderDetail } from '@core/order/schema';
import { ORDER_MESSAGES } from '@core/order/rules';
import type { OrderActions } from '@core/order/screenActions';
import { Button } from '@web/ui/Button';
import { orderApi } from '../api';
import { useOrderAction } from './actionRunner';

/** Spec 002 §8 gives no texts for these four prompts; these say what the seller agrees to. */
const REQUEST_PROMPTS = {
  acceptChange: 'Anda menerima request perubahan pada pesanan ini?',
  rejectChange: 'Anda menolak request perubahan pada pesanan ini?',
  acceptCancel: 'Anda menerima pembatalan pada pesanan ini?',
  rejectCancel: 'Anda menolak pembatalan pada pesanan ini?',
} as const;

/** The customer's change request: the items with the quantities asked for, accept or reject. */
export function ChangeRequestPanel({ order, actions }: { readonly order: OrderDetail; readonly actions: OrderActions }) {
  const { ask, busy } = useOrderAction();
  if (!actions.acceptChange.visible) return null;
  const items = order.sectionProductInformation.itemsRequestChange;
  return (
    <section className="od-request" aria-label="Request perubahan">
      <p className="od-request__title">{ORDER_MESSAGES.changeRequested}</p>
      <div className="od-table-scroll">
        <table className="od-table ui-stack-table">
          <thead>
            <tr>
              <th scope="col">Produk</th>
              <th scope="col" className="od-num">
                Qty Pesanan
              </th>
              <th scope="col" className="od-num">
                Qty Diminta
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.name} className={item.requestChange.isDisabled ? undefined : 'od-request__changed'}>
                <td data-label="Produk">{item.name}</td>
                <td className="od-num" data-label="Qty Pesanan">
                  {item.qty}
                </td>
                <td className="od-num" data-label="Qty Diminta">
                  {item.requestChange.qty}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="od-actions">
        <Button
          disabled={!actions.acceptChange.enabled || busy}
          onClick={() =>
            ask({ prompt: REQUEST_PROMPTS.acceptChange, call: () => orderApi.acceptRequestChange({ id: order.id }), success: ORDER_MESSAGES.changeAccepted })
          }
        >
          Terima Perubahan
        </Button>
        <Button
          variant="secondary"
          disabled={!actions.rejectChange.enabled || busy}
          onClick={() =>
            ask({
              prompt: REQUEST_PROMPTS.rejectChange,
              tone: 'danger',
              call: () => orderApi.rejectRequestChange({ id: order.id }),
              success: ORDER_MESSAGES.changeRejected,
            })
          }
        >
          Tolak Perubahan
        </Button>
      </div>
    </section>
  );
}

/** The customer's cancellation request: accept (the order is cancelled) or reject. */
export function CancelRequestPanel({ order, actions }: { readonly order: OrderDetail; readonly actions: OrderActions }) {
  const { ask, busy } = useOrderAction();
  if (!actions.acceptCancel.visible) return null;
  return (
    <section className="od-request od-request--cancel" aria-label="Permintaan pembatalan">
      <p className="od-request__title">{ORDER_MESSAGES.cancelRequested}</p>
      <div className="od-actions">
        <Button
          variant="danger"
          disabled={!actions.acceptCancel.enabled || busy}
          onClick={() =>
            ask({
              prompt: REQUEST_PROMPTS.acceptCancel,
              tone: 'danger',
              call: () => orderApi.acceptApplyCancel({ id: order.id }),
              success: ORDER_MESSAGES.cancelAccepted,
            })
          }
        >
          Terima Pembatalan
        </Button>
        <Button
          variant="secondary"
          disabled={!actions.rejectCancel.enabled || busy}
          onClick={() =>
            ask({ prompt: REQUEST_PROMPTS.rejectCancel, call: () => orderApi.rejectApplyCancel({ id: order.id }), success: ORDER_MESSAGES.cancelRejected })
          }
        >
          Tolak Pembatalan
        </Button>
      </div>
    </section>
  );
}
