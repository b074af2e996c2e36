import { useState } from 'react';
import { ORDER_MESSAGES, refuseReasonValidator } from '@core/order/rules';
import type { OrderDetail } from '@core/order/schema';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { orderApi } from '../api';
import { useOrderAction } from './actionRunner';

/**
 * 'Penutupan Pesanan' (spec 002 §2.3, §5): a reason from reasonTypeRejectOrder, then 'Ya'/'Tidak'.
 * Without a reason it says 'Pilih alasan terlebih dahulu untuk menutup pesanan'.
 */
export function RefuseDialog({ order, open, onClose }: { readonly order: OrderDetail; readonly open: boolean; readonly onClose: () => void }) {
  const [reason, setReason] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { ask } = useOrderAction();

  const close = () => {
    setReason(null);
    setMessage(null);
    onClose();
  };

  const submit = () => {
    const check = refuseReasonValidator.validate({ reasonType: reason });
    setMessage(check.first);
    if (!check.ok || reason === null) return;
    const chosen = order.reasonTypeRejectOrder.find((r) => String(r.value) === reason);
    ask({
      prompt: ORDER_MESSAGES.refusePrompt,
      detail: chosen ? `Alasan: ${chosen.name}` : undefined,
      tone: 'danger',
      call: () => orderApi.refuseOrder({ id: order.id, reasonType: chosen?.value ?? reason }),
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
        <>
          <Button variant="secondary" onClick={close}>
            Kembali
          </Button>
          <Button variant="danger" onClick={submit}>
            Tutup Pesanan
          </Button>
        </>
      }
    >
      <fieldset className="od-reasons">
        <legend>Pilih alasan penutupan pesanan</legend>
        {order.reasonTypeRejectOrder.map((option) => (
          <label key={String(option.value)} className="od-reasons__option">
            <input
              type="radio"
              name="reasonType"
              value={String(option.value)}
              checked={reason === String(option.value)}
              onChange={() => {
                setReason(String(option.value));
                setMessage(null);
              }}
            />
            {option.name}
          </label>
        ))}
      </fieldset>
      {message ? (
        <p className="od-error" role="alert">
          {message}
        </p>
      ) : null}
    </Dialog>
  );
}
