import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@core/api/errors';
import { formatRupiah } from '@core/money';
import { changeRequestTotals } from '@core/order/changeRequest';
import type { OrderDetail } from '@core/order/schema';
import { ORDER_MESSAGES } from '@core/order/rules';
import type { OrderActions } from '@core/order/screenActions';
import { Button, type ButtonProps } from '@web/ui/Button';
import { orderApi } from '../api';
import { useOrderAction } from './actionRunner';

type Decision = 'acceptChange' | 'rejectChange' | 'acceptCancel' | 'rejectCancel';

interface DecisionDef {
  readonly label: string;
  readonly variant: ButtonProps['variant'];
  /** The specification gives no texts for the four questions; these say what the seller agrees to. */
  readonly prompt: string;
  /** The answers that end something (the change, the order) ask in red. */
  readonly tone?: 'danger';
  readonly call: (input: { id: number }) => ResultAsync<unknown, ApiError>;
  readonly success: string;
}

/** The seller's answers to the customer's requests. */
const DECISIONS: Readonly<Record<Decision, DecisionDef>> = {
  acceptChange: {
    label: 'Terima Perubahan',
    variant: 'primary',
    prompt: 'Anda menerima request perubahan pada pesanan ini?',
    call: orderApi.acceptRequestChange,
    success: ORDER_MESSAGES.changeAccepted,
  },
  rejectChange: {
    label: 'Tolak Perubahan',
    variant: 'secondary',
    prompt: 'Anda menolak request perubahan pada pesanan ini?',
    tone: 'danger',
    call: orderApi.rejectRequestChange,
    success: ORDER_MESSAGES.changeRejected,
  },
  acceptCancel: {
    label: 'Terima Pembatalan',
    variant: 'danger',
    prompt: 'Anda menerima pembatalan pada pesanan ini?',
    tone: 'danger',
    call: orderApi.acceptApplyCancel,
    success: ORDER_MESSAGES.cancelAccepted,
  },
  rejectCancel: {
    label: 'Tolak Pembatalan',
    variant: 'secondary',
    prompt: 'Anda menolak pembatalan pada pesanan ini?',
    call: orderApi.rejectApplyCancel,
    success: ORDER_MESSAGES.cancelRejected,
  },
};

/** The two answers to a request, each enabled as core's order actions say. */
function DecisionButtons({
  order,
  actions,
  decisions,
}: {
  readonly order: OrderDetail;
  readonly actions: OrderActions;
  readonly decisions: readonly Decision[];
}) {
  const { ask, busy } = useOrderAction();
  return (
    <div className="od-actions">
      {decisions.map((decision) => {
        const { label, variant, prompt, tone, call, success } = DECISIONS[decision];
        return (
          <Button
            key={decision}
            variant={variant}
            disabled={!actions[decision].enabled || busy}
            onClick={() => ask({ prompt, tone, call: () => call({ id: order.id }), success })}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}

/** The goods' total now and after the change, so the seller knows what 'Terima Perubahan' agrees to. */
function ChangeTotals({ items }: { readonly items: OrderDetail['sectionProductInformation']['itemsRequestChange'] }) {
  const totals = changeRequestTotals(items);
  if (totals === null) return null;
  return (
    <dl className="od-request__totals">
      <div>
        <dt>Total Barang Saat Ini</dt>
        <dd>{formatRupiah(totals.before)}</dd>
      </div>
      <div>
        <dt>Total Barang Setelah Perubahan</dt>
        <dd className="od-request__new-total">{formatRupiah(totals.after)}</dd>
      </div>
    </dl>
  );
}

/** The customer's change request: the items with the quantities asked for, both totals, accept or reject. */
export function ChangeRequestPanel({
  order,
  actions,
}: {
  readonly order: OrderDetail;
  readonly actions: OrderActions;
}) {
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
      <ChangeTotals items={items} />
      <DecisionButtons order={order} actions={actions} decisions={['acceptChange', 'rejectChange']} />
    </section>
  );
}

/** The customer's cancellation request: accept (the order is cancelled) or reject. */
export function CancelRequestPanel({
  order,
  actions,
}: {
  readonly order: OrderDetail;
  readonly actions: OrderActions;
}) {
  if (!actions.acceptCancel.visible) return null;
  return (
    <section className="od-request od-request--cancel" aria-label="Permintaan pembatalan">
      <p className="od-request__title">{ORDER_MESSAGES.cancelRequested}</p>
      <DecisionButtons order={order} actions={actions} decisions={['acceptCancel', 'rejectCancel']} />
    </section>
  );
}
