import { useState } from 'react';
import { COMPLAINT_MESSAGES } from '@core/complaint/rules';
import { ORDER_DOCUMENT_TEXT } from '@core/order/options';
import { awbValidator, ORDER_MESSAGES, PAID_AWAITING_CONFIRMATION_STATUS } from '@core/order/rules';
import type { OrderActions } from '@core/order/screenActions';
import type { OrderDetail } from '@core/order/schema';
import { STEP_TEXT } from '@core/order/stepText';
import { STEP_LABELS, type WizardView } from '@core/order/wizard';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { TextField } from '@web/ui/TextField';
import { orderApi } from '../api';
import { useOrderAction } from './actionRunner';
import { RefuseDialog } from './RefuseDialog';
import { CancelRequestPanel, ChangeRequestPanel } from './RequestPanels';

const RECEIVE_PAYMENT_PROMPT = ORDER_MESSAGES.receivePaymentPrompt;
const RECEIVE_PAYMENT_SUCCESS = ORDER_MESSAGES.paymentReceived;

interface StepPanelProps {
  readonly order: OrderDetail;
  readonly statusId: number;
  readonly view: WizardView;
  readonly actions: OrderActions;
  readonly onComplaint: () => void;
}

/**
 * What the seller can do on the order: every button is shown and enabled exactly
 * as core's order machine says (orderActions); the active step picks the texts around them.
 */
export function StepPanel({ order, statusId, view, actions, onComplaint }: StepPanelProps) {
  const [refusing, setRefusing] = useState(false);
  const { ask, busy } = useOrderAction();
  const step = view.active;
  const column = order.processing.column.find((c) => c.index === view.activeIndex);
  const title = column?.titleMenu || (step ? STEP_LABELS[step] : 'Pesanan');

  return (
    <Card title={title} className={`od-step od-step--${step ?? 'none'}${view.cancelled ? ' od-step--error' : ''}`}>
      {column?.subTitle ? <p className="od-step__subtitle">{column.subTitle}</p> : null}
      {actions.notices
        .filter((notice) => notice !== ORDER_MESSAGES.changeRequested && notice !== ORDER_MESSAGES.cancelRequested)
        .map((notice) => (
          <Alert key={notice} tone="warning">
            {notice}
          </Alert>
        ))}

      {actions.shipping ? <p className="od-step__text">{STEP_TEXT[actions.shipping]}</p> : null}
      <ChangeRequestPanel order={order} actions={actions} />
      <CancelRequestPanel order={order} actions={actions} />
      {step === 'sent' ? <p className="od-step__text">{STEP_TEXT.sent}</p> : null}
      {actions.arrival ? <p className="od-step__text">{STEP_TEXT[actions.arrival]}</p> : null}
      {step === 'paid' ? (
        <p className={`od-paid${order.processing.data.isDone ? ' od-paid--done' : ''}`}>
          <strong>Selesai</strong> {actions.paidLabel}
        </p>
      ) : null}
      {actions.fundsTransferred ? <Alert tone="success">{STEP_TEXT.fundsTransferred}</Alert> : null}
      {step === 'paid' && statusId === PAID_AWAITING_CONFIRMATION_STATUS ? (
        <p className="od-step__text">{STEP_TEXT.paymentProblem}</p>
      ) : null}
      {step === 'complaint' || step === 'frozen' || step === 'refuse' || step === 'close' ? (
        <p className="od-step__text">{STEP_TEXT[step]}</p>
      ) : null}
      {(step === 'refuse' || step === 'close') && order.rejectReason ? (
        <p className="od-step__text">
          Alasan: <strong>{order.rejectReason}</strong>
        </p>
      ) : null}

      {actions.send.visible ? <SendForm orderId={order.id} enabled={actions.send.enabled} /> : null}
      <div className="od-actions">
        {actions.confirm.visible ? (
          <Button
            disabled={!actions.confirm.enabled || busy}
            onClick={() =>
              ask({
                prompt: ORDER_MESSAGES.confirmPrompt,
                call: () => orderApi.confirmOrder({ id: order.id }),
                success: ORDER_MESSAGES.confirmed,
              })
            }
          >
            Proses Pesanan
          </Button>
        ) : null}
        {actions.arrived.visible ? (
          <Button
            variant="secondary"
            disabled={!actions.arrived.enabled || busy}
            onClick={() =>
              ask({
                prompt: ORDER_MESSAGES.arrivedPrompt,
                call: () => orderApi.arrivedOrder({ id: order.id }),
                success: ORDER_MESSAGES.arrived,
              })
            }
          >
            Pesanan Sudah Sampai
          </Button>
        ) : null}
        {actions.receivePayment.visible ? (
          <Button
            disabled={!actions.receivePayment.enabled || busy}
            onClick={() =>
              ask({
                prompt: RECEIVE_PAYMENT_PROMPT,
                call: () => orderApi.receivePayment({ id: order.id }),
                success: RECEIVE_PAYMENT_SUCCESS,
              })
            }
          >
            Terima Pembayaran
          </Button>
        ) : null}
        {actions.refuse.visible ? (
          <Button variant="danger" disabled={!actions.refuse.enabled || busy} onClick={() => setRefusing(true)}>
            Tolak Pesanan
          </Button>
        ) : null}
        {actions.complaint.visible ? (
          // Opens the complaints (history and a new one): a complaint that may not be created yet says why in there.
          <Button variant={step === 'complaint' ? 'primary' : 'secondary'} disabled={busy} onClick={onComplaint}>
            {step === 'complaint'
              ? COMPLAINT_MESSAGES.alertButton
              : step === 'paid'
                ? 'Komplain Pembayaran'
                : 'Komplain ke Sekolah'}
          </Button>
        ) : null}
      </div>

      <RefuseDialog order={order} open={refusing} onClose={() => setRefusing(false)} />
    </Card>
  );
}

interface SendValues {
  readonly awb: string;
}
const asAwb = (values: SendValues) => values;

/**
 * 'Kirim' with the tracking number (awb), disabled while the machine holds it back (a pending
 * request, an uncategorized product). The number stays typed until the order is sent.
 */
function SendForm({ orderId, enabled }: { readonly orderId: number; readonly enabled: boolean }) {
  const form = useCoreForm({ validator: awbValidator, input: asAwb, defaultValues: { awb: '' } });
  const { ask, busy } = useOrderAction();
  const send = ({ awb }: SendValues) =>
    ask({
      prompt: ORDER_MESSAGES.sendPrompt,
      detail: `Nomor resi: ${awb.trim()}`,
      call: () => orderApi.sendOrder({ id: orderId, awb: awb.trim() }),
      success: ORDER_MESSAGES.sent,
      onDone: () => form.reset({ awb: '' }),
    });
  return (
    <form className="od-send" onSubmit={form.submit(send)} noValidate aria-label="Kirim pesanan">
      <TextField
        label={ORDER_DOCUMENT_TEXT.fields.awb}
        placeholder="Masukkan nomor resi pengiriman"
        disabled={!enabled}
        autoComplete="off"
        {...form.register('awb')}
        error={form.fieldError('awb')}
      />
      <Button type="submit" disabled={!enabled || busy}>
        Kirim
      </Button>
    </form>
  );
}
