import { useCallback, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { formatRupiah, parseRupiah } from '@core/money';
import {
  insuranceFeeText,
  NEGO_NOTE_LIMIT,
  respondFieldsOf,
  respondFormDefaults,
  respondFormValidator,
  respondSummary,
  type RespondFormValues,
} from '@core/nego/respondForm';
import { NEGO_LABELS, NEGO_MESSAGES, type RespondFields } from '@core/nego/rules';
import type { ModalRespond } from '@core/nego/schema';
import { Button } from '@web/ui/Button';
import { DialogButtons } from '@web/ui/DialogButtons';
import { CharacterCounter } from '@web/ui/CharacterCounter';
import { Checkbox } from '@web/ui/Checkbox';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { useRespondNegotiation } from './queries';
import { RespondSummary } from './RespondSummary';
import { RupiahField } from './RupiahField';
import { SidePanel } from './SidePanel';
import { responseTax, TaxPreview } from './TaxPreview';

export interface RespondPanelProps {
  readonly open: boolean;
  readonly negotiationId: number;
  readonly panel: ModalRespond;
  /** The product's VAT tag: the tax preview and the confirmation simulate under it. */
  readonly vatTag: string;
  readonly onClose: () => void;
  /** Called after the server took the response (the negotiation refreshes by itself). */
  readonly onDone: () => void;
}

/** The toast of a refused answer; there is one at a time. */
const REFUSED_TOAST = 'nego-respond-refused';

function ReadOnly({ label, value, hint }: { readonly label: string; readonly value: string; readonly hint?: string }) {
  return (
    <TextField label={label} value={value} readOnly className="nego-respond__readonly" {...(hint ? { hint } : {})} />
  );
}

/**
 * 'Tanggapi': unit price, qty, term of payment, courier, wrapper and insured
 * amount read-only; wrapping and insurance fees editable unless disabled, the insurance fee
 * following the chosen percentage; the response price, fixed to the school's price while the
 * agree box is ticked; notes. Every amount is read by core's rupiah parser, and the answer is sent
 * only after the seller confirms its summary.
 */
export function RespondPanel({ open, negotiationId, panel, vatTag, onClose, onDone }: RespondPanelProps) {
  const formId = useId();
  const noteCounterId = useId();
  const input = useCallback((values: RespondFormValues) => ({ panel, values }), [panel]);
  const form = useCoreForm({
    validator: respondFormValidator,
    input,
    defaultValues: respondFormDefaults(panel),
    mode: 'onTouched',
  });
  /** The answer waiting for the seller's 'Ya', and what the confirmation says of it. */
  const [pending, setPending] = useState<RespondFields | null>(null);
  const summary = pending ? respondSummary(panel, pending, vatTag) : null;
  const responding = useRespondNegotiation(negotiationId);
  const busy = responding.isPending;
  const values = form.watch();
  const typedPrice = values.agree ? panel.priceUnit : parseRupiah(values.priceResponse).unwrapOr(null);
  const options = panel.insuranceOptions.map((o) => ({ value: String(o.value), label: o.label }));
  const optionLabel = (value: string) => options.find((o) => o.value === value)?.label ?? value;

  const tidy = (name: 'priceResponse' | 'wrappingPrice' | 'insurancePrice') => (text: string) =>
    form.setValue(name, text, { shouldValidate: form.formState.isSubmitted });

  const chooseInsurance = (option: string) => {
    form.setValue('insuranceOption', option, { shouldDirty: true });
    const fee = insuranceFeeText(panel, option);
    if (fee !== null) form.setValue('insurancePrice', fee, { shouldValidate: form.formState.isSubmitted });
  };

  const review = form.submit(
    (accepted) => {
      // The last refusal is settled once the answer passes.
      toast.dismiss(REFUSED_TOAST);
      setPending(respondFieldsOf(negotiationId, panel, accepted));
    },
    // One refusal at a time: a new attempt replaces the last one's toast.
    (first) => toast.error(first.message, { id: REFUSED_TOAST }),
  );

  const send = () => {
    if (!pending || busy) return;
    responding.mutate(pending, {
      onSuccess: (body) => {
        toast.success(body.status.message || NEGO_MESSAGES.responded);
        setPending(null);
        onDone();
      },
      onError: (error) => {
        setPending(null);
        toast.error(error.message);
      },
    });
  };

  return (
    <>
      <SidePanel
        open={open}
        title="Tanggapi Negosiasi"
        onClose={onClose}
        footer={
          <DialogButtons back="Batal" onBack={onClose} busy={busy}>
            <Button type="submit" form={formId} busy={busy}>
              Kirim Tanggapan
            </Button>
          </DialogButtons>
        }
      >
        <form id={formId} className="nego-respond" onSubmit={review} noValidate>
          <div className="nego-respond__grid">
            <ReadOnly label={NEGO_LABELS.offerUnitPrice} value={formatRupiah(panel.priceUnit)} />
            <ReadOnly label={NEGO_LABELS.qty} value={String(panel.qty)} />
            <ReadOnly label={NEGO_LABELS.termOfPayment} value={panel.termOfPayment} />
            <ReadOnly label={NEGO_LABELS.shipping} value={panel.shippingName} />
            <ReadOnly label={NEGO_LABELS.wrapping} value={panel.wrappingName} />
            {panel.isDisableWrapping ? (
              <ReadOnly
                label={NEGO_LABELS.wrappingPrice}
                value={formatRupiah(panel.wrappingPrice)}
                hint={NEGO_MESSAGES.wrappingLocked}
              />
            ) : (
              <RupiahField
                label={NEGO_LABELS.wrappingPrice}
                registration={form.register('wrappingPrice')}
                text={values.wrappingPrice}
                onTidy={tidy('wrappingPrice')}
                error={form.fieldError('wrappingPrice')}
              />
            )}
            <Select
              label={NEGO_LABELS.insurance}
              options={options}
              value={values.insuranceOption}
              onChange={chooseInsurance}
              disabled={panel.isDisableInsurance}
              {...(panel.isDisableInsurance ? { hint: NEGO_MESSAGES.insuranceLocked } : {})}
            />
            <ReadOnly label={NEGO_LABELS.insured} value={formatRupiah(panel.insurance)} />
            {panel.isDisableInsurance ? (
              <ReadOnly
                label={NEGO_LABELS.insurancePrice}
                value={formatRupiah(panel.insurancePrice)}
                hint={NEGO_MESSAGES.insuranceLocked}
              />
            ) : (
              <RupiahField
                label={NEGO_LABELS.insurancePrice}
                registration={form.register('insurancePrice')}
                text={values.insurancePrice}
                onTidy={tidy('insurancePrice')}
                error={form.fieldError('insurancePrice')}
              />
            )}
          </div>
          <Checkbox label={NEGO_LABELS.agree} {...form.register('agree')} />
          {values.agree ? (
            <ReadOnly
              label={NEGO_LABELS.priceResponse}
              value={formatRupiah(panel.priceUnit)}
              hint="Sama dengan harga satuan tawaran sekolah."
            />
          ) : (
            <RupiahField
              label={NEGO_LABELS.priceResponse}
              registration={form.register('priceResponse')}
              text={values.priceResponse}
              onTidy={tidy('priceResponse')}
              error={form.fieldError('priceResponse')}
              hint="Harga satuan yang Anda tawarkan, contoh 1.250.000."
            />
          )}
          <TaxPreview tax={responseTax(typedPrice, vatTag)} />
          <div className={`ui-field${form.fieldError('otherSpec') ? ' ui-field--invalid' : ''}`}>
            <label className="ui-field__label" htmlFor={`${formId}-notes`}>
              {NEGO_LABELS.note}
            </label>
            <textarea
              id={`${formId}-notes`}
              className="ui-field__input nego-respond__notes"
              rows={3}
              aria-describedby={noteCounterId}
              aria-invalid={Boolean(form.fieldError('otherSpec'))}
              {...form.register('otherSpec')}
            />
            <CharacterCounter id={noteCounterId} text={values.otherSpec} limit={NEGO_NOTE_LIMIT} />
          </div>
        </form>
      </SidePanel>
      <ConfirmDialog
        open={pending !== null}
        title={NEGO_MESSAGES.respondPrompt}
        tone={summary?.warning ? 'warning' : 'info'}
        busy={busy}
        onConfirm={send}
        onCancel={() => setPending(null)}
        text={
          pending && summary ? (
            <RespondSummary
              summary={summary}
              fields={pending}
              qty={panel.qty}
              insuranceLabel={optionLabel(String(pending.insuranceOption))}
            />
          ) : null
        }
      />
    </>
  );
}
