import toast from 'react-hot-toast';
import { ORDER_MESSAGES, refuseReasonValidator } from '@core/order/rules';
import type { OrderDetail } from '@core/order/schema';
import { Button } from '@web/ui/Button';
import { DialogButtons } from '@web/ui/DialogButtons';
import { Dialog } from '@web/ui/Dialog';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { orderApi } from '../api';
import { useOrderAction } from './actionRunner';

interface RefuseValues {
  /** The chosen reason's value as the radio holds it; null until one is chosen. */
  readonly reasonType: string | null;
}
const NO_REASON: RefuseValues = { reasonType: null };
const asInput = (values: RefuseValues) => values;
/** One refusal toast at a time: pressing again replaces it. */
const REFUSE_TOAST = 'refuse-reason';

/**
 * The refuse-order modal: a reason from reasonTypeRejectOrder, then 'Ya'/'Tidak'.
 * Without a reason core's rule says 'Pilih alasan terlebih dahulu untuk menutup pesanan' as a
 * toast, as the specification asks. The choice stays while the call runs and after a failure;
 * 'Kembali' and success clear it.
 */
export function RefuseDialog({
  order,
  open,
  onClose,
}: {
  readonly order: OrderDetail;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const form = useCoreForm({ validator: refuseReasonValidator, input: asInput, defaultValues: NO_REASON });
  const { ask, busy } = useOrderAction();

  const close = () => {
    form.reset(NO_REASON);
    onClose();
  };

  const refuse = ({ reasonType }: RefuseValues) => {
    const chosen = order.reasonTypeRejectOrder.find((r) => String(r.value) === reasonType);
    ask({
      prompt: ORDER_MESSAGES.refusePrompt,
      detail: chosen ? `Alasan: ${chosen.name}` : undefined,
      tone: 'danger',
      call: () => orderApi.refuseOrder({ id: order.id, reasonType: chosen?.value ?? reasonType ?? '' }),
      success: ORDER_MESSAGES.refused,
      onDone: close,
    });
  };

  return (
    <Dialog
      open={open}
      title={ORDER_MESSAGES.refuseModalTitle}
      size="md"
      onClose={close}
      footer={
        <DialogButtons back="Kembali" onBack={close} busy={busy}>
          <Button variant="danger" type="submit" form={`refuse-${order.id}`} disabled={busy}>
            Tutup Pesanan
          </Button>
        </DialogButtons>
      }
    >
      <form
        id={`refuse-${order.id}`}
        onSubmit={form.submit(refuse, (first) => toast.error(first.message, { id: REFUSE_TOAST }))}
        noValidate
      >
        <fieldset className="od-reasons">
          <legend>Pilih alasan penutupan pesanan</legend>
          {order.reasonTypeRejectOrder.map((option) => (
            <label key={String(option.value)} className="od-reasons__option">
              <input type="radio" value={String(option.value)} {...form.register('reasonType')} />
              {option.name}
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
