import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { toast } from 'react-hot-toast';
import { FormProvider } from 'react-hook-form';
import type { ProductKind } from '@core/product/options';
import type { ProductField } from '@core/product/values';
import type { Validator } from '@core/validation';
import { appClock } from '@web/app/clock';
import { Button } from '@web/ui/Button';
import { Checkbox } from '@web/ui/Checkbox';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { SCREEN_MESSAGES } from '../messages';
import { clearDraft, readDraft, writeDraft } from './draftStore';
import { UnreadableContext, VocabularyContext, type FormChoices, type NumberPath } from './fields';
import { changedFields, formLabels, type FieldLabels } from './labels';
import { ProcessingDialog } from './ProcessingDialog';
import { FORM_TEXTS } from './texts';
import { useLeaveGuard } from './useLeaveGuard';
import type { DraftValues } from '@core/product/draftSchema';
import { draftPart, type ProductValues } from '@core/product/values';
import './form.css';

interface ConfirmText {
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
}

/** How a send ended: the success toast's text, or a failure with the alert to show (null: none). */
export type SendOutcome =
  { readonly done: string } | { readonly failed: { readonly title: string; readonly text: string } | null };

export interface ProductFormShellProps {
  /** The form's accessible name ('Form Tambah Barang' ...). */
  readonly label: string;
  /** What the form adds or edits: a book, goods or a service. */
  readonly kind: ProductKind;
  readonly defaults: ProductValues;
  /** The form's whole rule list on its values: core's productValidator, its fields named by their value paths. */
  readonly rules: Validator<ProductValues, ProductField>;
  /** Where the form names a field its own way; its fields and its list of changed fields say the same. */
  readonly labels?: FieldLabels;
  /** The lists the form's selects offer (brands or publishers, units). */
  readonly choices?: FormChoices;
  readonly draft: {
    readonly key: string;
    /** What the form started from, as a fingerprint (an edit: the product as loaded); null for an add form. */
    readonly base: string | null;
    /** Kept beside the values so the form can open again (the chosen book). */
    readonly context?: unknown;
    /** The seller declined the offered draft. */
    readonly onDeclined?: () => void;
  };
  readonly submit: {
    readonly label: string;
    /** Asked before the rules run (the specification asks for confirmation first). */
    readonly confirm: ConfirmText;
    /** The agreement the seller ticks before the button is enabled. */
    readonly agreement?: string;
    /** Shows the processing pop-up while sending, for at least this long. */
    readonly processingMs?: number;
  };
  readonly cancel: {
    /** Where Cancel goes: a path of the portal, or 'back' in history. */
    readonly to: string;
    /** Asked even when nothing changed (the book form). */
    readonly confirm?: ConfirmText;
  };
  readonly send: (values: ProductValues) => Promise<SendOutcome>;
  readonly formRef?: RefObject<HTMLFormElement | null>;
  /** Sections of the form, with the bound fields of form/fields.tsx. */
  readonly children: ReactNode;
}

/** What a form is, whatever it holds: its name, its own words for fields, its buttons. */
export type ProductFormSettings = Pick<ProductFormShellProps, 'label' | 'labels' | 'submit' | 'cancel'>;

const same = <T,>(values: T): T => values;
const sameValues = (a: DraftValues, b: DraftValues) => JSON.stringify(a) === JSON.stringify(b);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one product form: react-hook-form over core's ordered rules, the draft kept in the browser
 * and offered on return, the confirm / send / processing flow, and the question before a form with
 * changes is left. BookForm, GoodsForm, ServiceForm and EditForm give it their fields and settings.
 */
export function ProductFormShell({
  label,
  kind,
  defaults,
  rules,
  labels,
  choices,
  draft,
  submit,
  cancel,
  send,
  formRef,
  children,
}: ProductFormShellProps) {
  const form = useCoreForm<ProductValues, ProductValues, ProductField>({
    validator: rules,
    input: same,
    defaultValues: defaults,
  });
  const start = useMemo(() => draftPart(defaults), [defaults]);
  const [offer, setOffer] = useState(() => {
    const stored = readDraft(draft.key, draft.base);
    const changed = stored ? changedFields(stored.values, start, labels) : [];
    if (stored && changed.length === 0) clearDraft(draft.key);
    return stored && changed.length > 0 ? { values: stored.values, changed } : null;
  });
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [sending, setSending] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<{ readonly title: string; readonly text: string } | null>(null);
  const unreadable = useRef(new Map<NumberPath, string>());
  const vocabulary = useMemo(
    () => ({ kind, labels: formLabels(labels), choices: choices ?? {} }),
    [kind, labels, choices],
  );
  const dirty = form.formState.isDirty;
  const guard = useLeaveGuard(dirty);

  // What the seller types is kept (photos aside) until it is sent, cancelled or declined.
  const offered = offer !== null;
  useEffect(() => {
    if (offered) return;
    const subscription = form.watch(() => {
      const values = draftPart(form.getValues());
      if (sameValues(values, start)) clearDraft(draft.key);
      else writeDraft(draft.key, { base: draft.base, values, context: draft.context });
    });
    return () => subscription.unsubscribe();
  }, [form, offered, start, draft.key, draft.base, draft.context]);

  const reportUnreadable = useMemo(
    () => (path: NumberPath, message: string | null) => {
      if (message === null) unreadable.current.delete(path);
      else unreadable.current.set(path, message);
    },
    [],
  );

  const sendValues = async (values: ProductValues) => {
    setSending(true);
    const started = appClock.now();
    const outcome = await send(values);
    // The pop-up stays its time, so it is seen even when the server is quick.
    if (submit.processingMs !== undefined) await pause(Math.max(0, submit.processingMs - (appClock.now() - started)));
    setSending(false);
    if ('done' in outcome) {
      clearDraft(draft.key);
      toast.success(outcome.done);
      guard.leaveTo('/product');
    } else if (outcome.failed) setFailure(outcome.failed);
  };

  const confirmed = () => {
    setConfirming(false);
    const [first] = unreadable.current;
    if (first) {
      toast.error(first[1]);
      form.setFocus(first[0]);
      return;
    }
    form.notices().forEach((notice) => toast.error(notice));
    form.submit(
      (values) => void sendValues(values),
      (failed) => toast.error(failed.message),
    )();
  };

  const leave = () => {
    clearDraft(draft.key);
    if (cancel.to === 'back') guard.back();
    else guard.leaveTo(cancel.to);
  };
  const cancelText = cancel.confirm ?? {
    title: FORM_TEXTS.cancelTitle,
    text: FORM_TEXTS.cancelText,
    confirmLabel: 'Ya',
    cancelLabel: 'Tidak',
  };

  return (
    <FormProvider {...form}>
      <UnreadableContext.Provider value={reportUnreadable}>
        <VocabularyContext value={vocabulary}>
          <form
            ref={formRef}
            className="product-form"
            aria-label={label}
            onSubmit={(event) => event.preventDefault()}
            noValidate
          >
            {children}
            <div className="product-actions">
              {submit.agreement ? (
                <Checkbox
                  label={submit.agreement}
                  checked={agreed}
                  onChange={(event) => setAgreed(event.target.checked)}
                />
              ) : null}
              <div className="product-actions__buttons">
                <Button variant="secondary" onClick={() => (cancel.confirm || dirty ? setCancelling(true) : leave())}>
                  Cancel
                </Button>
                <Button
                  disabled={submit.agreement !== undefined && !agreed}
                  busy={sending}
                  onClick={() => setConfirming(true)}
                >
                  {submit.label}
                </Button>
              </div>
            </div>
          </form>
        </VocabularyContext>
      </UnreadableContext.Provider>
      <ConfirmDialog
        open={confirming}
        {...submit.confirm}
        onConfirm={confirmed}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog open={cancelling} {...cancelText} onConfirm={leave} onCancel={() => setCancelling(false)} />
      <ConfirmDialog
        open={failure !== null}
        title={failure?.title ?? ''}
        text={failure?.text}
        tone="danger"
        confirmLabel="OK"
        cancelLabel={null}
        onConfirm={() => setFailure(null)}
        onCancel={() => setFailure(null)}
      />
      <ConfirmDialog
        open={offer !== null}
        title={FORM_TEXTS.draftTitle}
        tone="info"
        dismissible={false}
        confirmLabel={FORM_TEXTS.draftContinue}
        cancelLabel={FORM_TEXTS.draftDiscard}
        text={
          <>
            <p className="product-draft__lead">{FORM_TEXTS.draftChanged}</p>
            <ul className="product-draft__fields" aria-label="Isian yang berubah">
              {offer?.changed.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        }
        onConfirm={() => {
          if (offer) form.reset({ ...form.getValues(), ...offer.values }, { keepDefaultValues: true });
          setOffer(null);
        }}
        onCancel={() => {
          clearDraft(draft.key);
          setOffer(null);
          draft.onDeclined?.();
        }}
      />
      <ConfirmDialog
        open={guard.asking}
        title={FORM_TEXTS.leaveTitle}
        text={FORM_TEXTS.leaveText}
        confirmLabel={FORM_TEXTS.leaveConfirm}
        cancelLabel={FORM_TEXTS.leaveStay}
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
      {submit.processingMs !== undefined ? <ProcessingDialog open={sending} text={SCREEN_MESSAGES.wait} /> : null}
    </FormProvider>
  );
}
