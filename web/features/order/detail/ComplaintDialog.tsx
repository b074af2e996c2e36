import { useEffect, useId, useState } from 'react';
import {
  buildCreateComplaintFields,
  canResolveComplaint,
  complaintAuthorView,
  complaintCategory,
  complaintCategoryLabel,
  complaintInputsDisabled,
  complaintProgressLabel,
  complaintTextValidator,
  COMPLAINT_MESSAGE_LIMIT,
  COMPLAINT_MESSAGES,
  COMPLAINT_WARNING_MS,
} from '@core/complaint/rules';
import type { ComplaintItem } from '@core/complaint/schema';
import type { OrderActions } from '@core/order/screenActions';
import type { OrderDetail } from '@core/order/schema';
import { Button } from '@web/ui/Button';
import { CharacterCounter } from '@web/ui/CharacterCounter';
import { Dialog } from '@web/ui/Dialog';
import { FileInput } from '@web/ui/FileInput';
import { useCoreForm, type CoreForm } from '@web/ui/form/useCoreForm';
import { orderApi } from '../api';
import { useOrderAction } from './actionRunner';

/** The fixed solution text sent when the seller declares a complaint done. */
const RESOLVE_SOLUTION = COMPLAINT_MESSAGES.defaultSolution;
const CREATE_PROMPT = COMPLAINT_MESSAGES.createPrompt;
const REPLY_PROMPT = COMPLAINT_MESSAGES.replyPrompt;
const REPLY_SUCCESS = COMPLAINT_MESSAGES.replySent;

/** The empty-complaint warning and the others stay 2000 ms. */
function useWarning(): [string | null, (text: string) => void] {
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => {
    if (warning === null) return;
    const timer = window.setTimeout(() => setWarning(null), COMPLAINT_WARNING_MS);
    return () => window.clearTimeout(timer);
  }, [warning]);
  return [warning, setWarning];
}

function Warning({ text }: { readonly text: string | null }) {
  return text ? (
    <p className="od-warning" role="alert">
      {text}
    </p>
  ) : null;
}

interface ComplaintDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly order: OrderDetail;
  readonly statusId: number;
  readonly actions: OrderActions;
}

interface CreateValues {
  readonly reason: string;
  readonly image: File | null;
}
const NO_COMPLAINT: CreateValues = { reason: '', image: null };
const reasonInput = (values: CreateValues) => ({ text: values.reason });
const reasonPath = () => 'reason';

/**
 * The complaint modal: create with category, reason and optional image; the
 * history with its chat; reply; resolve. What the seller types is kept while the modal is closed
 * and after a failed call: only a sent complaint or message clears it.
 */
export function ComplaintDialog({ open, onClose, order, statusId, actions }: ComplaintDialogProps) {
  const schoolName = order.sectionOrderInformation.school.name;
  const create = useCoreForm({
    validator: complaintTextValidator,
    input: reasonInput,
    fieldPath: reasonPath,
    defaultValues: NO_COMPLAINT,
  });
  // One map for the dialog's life, written as the seller types (not state: typing draws nothing here).
  const [replies] = useState(() => new Map<number, string>());
  return (
    <Dialog open={open} title="Komplain" size="md" onClose={onClose}>
      <div className="od-complaint">
        {actions.complaint.visible ? (
          <CreateComplaintForm
            form={create}
            order={order}
            statusId={statusId}
            blocked={actions.complaintBlockedMessage}
          />
        ) : null}
        <section aria-label="Riwayat komplain" className="od-complaint__history">
          <h3 className="od-subtitle">Riwayat Komplain</h3>
          {order.complaint.length === 0 ? <p className="od-muted">{COMPLAINT_MESSAGES.none}</p> : null}
          {order.complaint.map((complaint) => (
            <ComplaintThread
              key={complaint.complaintId}
              order={order}
              complaint={complaint}
              schoolName={schoolName}
              drafts={replies}
            />
          ))}
        </section>
      </div>
    </Dialog>
  );
}

interface CreateFormProps {
  readonly form: CoreForm<CreateValues, 'text'>;
  readonly order: OrderDetail;
  readonly statusId: number;
  /** Why a new complaint cannot be created now (the machine's answer), said when the seller tries. */
  readonly blocked: string | null;
}

function CreateComplaintForm({ form, order, statusId, blocked }: CreateFormProps) {
  const [warning, warn] = useWarning();
  const [inputKey, setInputKey] = useState(0);
  const { ask, busy } = useOrderAction();
  const disabled = complaintInputsDisabled(order.isSendComplaint, false);
  const image = form.watch('image');
  const reason = form.watch('reason');
  const counterId = useId();

  const send = ({ reason, image: picked }: CreateValues) => {
    const fields = buildCreateComplaintFields(order.id, statusId, reason, picked);
    ask({
      prompt: CREATE_PROMPT,
      call: () => orderApi.createComplaint(fields),
      complaint: true,
      success: COMPLAINT_MESSAGES.createdSuccess,
      onDone: () => {
        form.reset(NO_COMPLAINT);
        setInputKey((key) => key + 1);
      },
    });
  };
  const validated = form.submit(send, (first) => warn(first.message));

  return (
    <form
      className="od-complaint__form"
      aria-label="Buat komplain"
      noValidate
      onSubmit={(event) => {
        // The open complaint is named before anything typed is judged (the machine's order).
        if (blocked) {
          event.preventDefault();
          warn(blocked);
          return;
        }
        validated(event);
      }}
    >
      <h3 className="od-subtitle">Buat Komplain</h3>
      <p className="od-field od-field--inline">
        <span className="od-muted">Kategori</span>{' '}
        <strong>{complaintCategoryLabel(complaintCategory(statusId))}</strong>
      </p>
      <label className="ui-field">
        <span className="ui-field__label">Alasan Komplain</span>
        <textarea
          className="ui-field__input od-textarea"
          disabled={disabled}
          rows={3}
          aria-describedby={counterId}
          {...form.register('reason')}
        />
      </label>
      <CharacterCounter id={counterId} text={reason} limit={COMPLAINT_MESSAGE_LIMIT} />
      <label className="ui-field">
        <span className="ui-field__label">Gambar (opsional)</span>
        <FileInput
          key={inputKey}
          fileName={image?.name ?? null}
          accept="image/jpeg,image/png"
          disabled={disabled}
          onChange={(event) => form.setValue('image', event.target.files?.[0] ?? null)}
        />
      </label>
      <Warning text={warning} />
      <div className="od-actions">
        <Button type="submit" disabled={disabled || busy}>
          Kirim Komplain
        </Button>
      </div>
    </form>
  );
}

interface ReplyValues {
  readonly message: string;
}
const replyInput = (values: ReplyValues) => ({ text: values.message });
const replyPath = () => 'message';

function ComplaintThread({
  order,
  complaint,
  schoolName,
  drafts,
}: {
  readonly order: OrderDetail;
  readonly complaint: ComplaintItem;
  readonly schoolName: string;
  /** Replies typed and not yet sent, by complaint: they outlive the modal being closed. */
  readonly drafts: Map<number, string>;
}) {
  const id = complaint.complaintId;
  const form = useCoreForm({
    validator: complaintTextValidator,
    input: replyInput,
    fieldPath: replyPath,
    defaultValues: { message: drafts.get(id) ?? '' },
  });
  const [warning, warn] = useWarning();
  const { ask, busy } = useOrderAction();
  const disabled = complaintInputsDisabled(order.isSendComplaint, complaint.isResolved);
  const { watch } = form;
  const message = watch('message');
  const counterId = useId();

  useEffect(() => {
    const subscription = watch((values) => drafts.set(id, values.message ?? ''));
    return () => subscription.unsubscribe();
  }, [watch, drafts, id]);

  const reply = ({ message }: ReplyValues) =>
    ask({
      prompt: REPLY_PROMPT,
      call: () => orderApi.replyComplaint({ id, message: message.trim() }),
      complaint: true,
      success: REPLY_SUCCESS,
      onDone: () => {
        drafts.delete(id);
        form.reset({ message: '' });
      },
    });

  const resolve = () =>
    ask({
      prompt: `Bahwa komplain "${complaint.main}" telah terpenuhi?`,
      call: () => orderApi.resolveComplaint({ orderId: order.id, solution: RESOLVE_SOLUTION }),
      complaint: true,
      success: COMPLAINT_MESSAGES.resolvedSuccess,
    });

  return (
    <article
      className={`od-thread${complaint.isResolved ? ' od-thread--resolved' : ''}`}
      aria-label={`Komplain ${complaint.main}`}
    >
      <header className="od-thread__header">
        <p className="od-thread__main">{complaint.main}</p>
        <span className={`od-thread__state${complaint.isResolved ? ' od-thread__state--done' : ''}`}>
          {complaintProgressLabel(complaint.isResolved)}
        </span>
      </header>
      {complaint.image ? (
        <a href={complaint.image} target="_blank" rel="noreferrer" className="od-link">
          Lihat foto komplain
        </a>
      ) : null}
      <ul className="od-chat">
        {complaint.message.map((line, index) => {
          const author = complaintAuthorView(line.from, schoolName);
          return (
            <li
              key={`${line.createdAt}-${index}`}
              className={`od-chat__line${author.own ? ' od-chat__line--own' : ''}${author.highlighted ? ' od-chat__line--admin' : ''}`}
            >
              <span className="od-chat__who">{author.label}</span>
              <span className="od-chat__text">{line.message}</span>
              <span className="od-chat__time">{line.createdAt}</span>
            </li>
          );
        })}
      </ul>
      {!complaint.isResolved ? (
        <form className="od-thread__reply" noValidate onSubmit={form.submit(reply, (first) => warn(first.message))}>
          <label className="ui-field">
            <span className="ui-field__label">Balas komplain</span>
            <textarea
              className="ui-field__input od-textarea"
              rows={2}
              disabled={disabled}
              aria-describedby={counterId}
              {...form.register('message')}
            />
          </label>
          <CharacterCounter id={counterId} text={message} limit={COMPLAINT_MESSAGE_LIMIT} />
          <Warning text={warning} />
          <div className="od-actions">
            <Button size="sm" type="submit" disabled={disabled || busy}>
              Kirim Pesan
            </Button>
            {canResolveComplaint(complaint) ? (
              <Button size="sm" variant="secondary" onClick={resolve} disabled={busy}>
                Selesaikan Komplain
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </article>
  );
}
