import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ComplaintDetail } from '@core/complaint/schema';
import {
  COMPLAINT_MESSAGE_LIMIT,
  COMPLAINT_MESSAGES,
  COMPLAINT_TYPE_LABEL,
  COMPLAINT_WARNING_MS,
  complaintCategoryLabel,
  complaintTextValidator,
} from '@core/complaint/rules';
import { COMPLAINT_CATEGORY } from '@core/complaint/schema';
import { exceedsLimit } from '@core/textLimit';
import { cdnUrl } from '@web/app/config';
import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Badge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { CharacterCounter } from '@web/ui/CharacterCounter';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { Dialog } from '@web/ui/Dialog';
import { RecordScreen } from '@web/ui/RecordScreen';
import { useRecordId } from '@web/ui/useRecordId';
import { ComplaintParties } from './ComplaintCards';
import { ComplaintChat } from './ComplaintChat';
import { useComplaintDetail, useReplyComplaint } from './queries';
import './complaint.css';

/** The chat scrolls to the bottom about 550-600 ms after sending. */
const COMPLAINT_SCROLL_DELAY_MS = 575;

/** Complaint detail /komplain/detail/{id}. */
export function ComplaintDetailScreen({ title }: ScreenProps) {
  const id = useRecordId();
  const detail = useComplaintDetail(id);
  return (
    <RecordScreen
      title={title}
      className="complaint-screen"
      backHref="/komplain"
      id={id}
      query={detail}
      loadingLabel="Memuat komplain"
      errorTitle="Detail komplain tidak dapat dimuat"
      notFound="Komplain tidak ditemukan."
    >
      {(data, complaintId) => <ComplaintView id={complaintId} data={data} />}
    </RecordScreen>
  );
}

/** The product, the school and the conversation with its reply box. */
function ComplaintView({ id, data }: { readonly id: number; readonly data: ComplaintDetail }) {
  const [message, setMessage] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [photoOpen, setPhotoOpen] = useState(false);
  /** The reply waiting for 'Ya'; 'Tidak' drops only this, the text stays in the box. */
  const [pending, setPending] = useState<string | null>(null);
  const sending = useRef(false);
  const counterId = useId();
  const tooLong = exceedsLimit(message, COMPLAINT_MESSAGE_LIMIT);
  const replying = useReplyComplaint(id);
  const chat = useRef<HTMLDivElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = (ms: number, act: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      act();
    }, ms);
    timers.current.add(timer);
  };

  // The newest message is at the bottom; show it when the conversation first appears.
  useEffect(() => {
    if (chat.current) chat.current.scrollTop = chat.current.scrollHeight;
  }, []);

  // A valid reply waits for 'Ya' here, as the order's complaint modal asks first.
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (replying.isPending) return;
    const problem = complaintTextValidator.validate({ text: message }).first;
    if (problem) {
      setWarning(problem);
      later(COMPLAINT_WARNING_MS, () => setWarning(null));
      return;
    }
    setPending(message);
  };

  const confirm = () => {
    // The mutation's own flag arrives with the next render; this one stops a second click at once.
    if (pending === null || sending.current) return;
    sending.current = true;
    const sent = pending;
    replying.mutate(sent.trim(), {
      onSuccess: () => {
        setPending(null);
        // What was typed while the reply was on its way stays.
        setMessage((now) => (now === sent ? '' : now));
        later(COMPLAINT_SCROLL_DELAY_MS, () =>
          chat.current?.scrollTo({ top: chat.current.scrollHeight, behavior: 'smooth' }),
        );
      },
      onError: (error) => {
        setPending(null);
        toast.error(error.message);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const photo = cdnUrl(data.complaint.image);
  const category = data.complaint.category;
  return (
    <>
      <div className="complaint-layout">
        <ComplaintParties product={data.product} customer={data.customer} />
        <Card
          title="Percakapan Komplain"
          className="complaint-layout__chat"
          actions={
            <div className="complaint-actions">
              {category === undefined ? null : <ComplaintType category={category} />}
              {photo ? (
                <Button variant="secondary" size="sm" onClick={() => setPhotoOpen(true)}>
                  Lihat Foto Komplain
                </Button>
              ) : null}
            </div>
          }
        >
          <ComplaintChat
            ref={chat}
            messages={data.complaint.message}
            schoolName={data.customer.schoolName ?? data.customer.name}
          />
          {warning ? (
            <div className="complaint-warning" role="alert">
              {warning}
            </div>
          ) : null}
          {data.complaint.isResolved ? <Alert tone="success">{COMPLAINT_MESSAGES.resolved}</Alert> : null}
          <form className="complaint-send" onSubmit={send} noValidate>
            <label className="complaint-send__label" htmlFor="complaint-message">
              Pesan komplain
            </label>
            <div className="complaint-send__compose">
              <textarea
                id="complaint-message"
                className="ui-field__input complaint-send__input"
                rows={2}
                placeholder="Tulis balasan..."
                value={message}
                disabled={data.complaint.isResolved}
                aria-describedby={counterId}
                aria-invalid={tooLong}
                onChange={(event) => setMessage(event.target.value)}
              />
              <CharacterCounter id={counterId} text={message} limit={COMPLAINT_MESSAGE_LIMIT} />
            </div>
            <Button type="submit" busy={replying.isPending} disabled={data.complaint.isResolved || tooLong}>
              Kirim
            </Button>
          </form>
        </Card>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={COMPLAINT_MESSAGES.replyPrompt}
        busy={replying.isPending}
        dismissible={!replying.isPending}
        onConfirm={confirm}
        onCancel={() => {
          if (!sending.current) setPending(null);
        }}
      />
      <Dialog open={photoOpen} title="Foto Komplain" size="md" onClose={() => setPhotoOpen(false)}>
        {photo ? <img className="complaint-photo" src={photo} alt="Foto komplain" /> : null}
      </Dialog>
    </>
  );
}

/** The complaint's type: a payment complaint (category 6) stands out from an order complaint. */
function ComplaintType({ category }: { readonly category: number }) {
  return (
    <span className="complaint-type">
      <span className="complaint-type__label">{COMPLAINT_TYPE_LABEL}</span>
      <Badge tone={category === COMPLAINT_CATEGORY.payment ? 'warning' : 'neutral'}>
        {complaintCategoryLabel(category)}
      </Badge>
    </span>
  );
}
