import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { ApiError } from '@core/api/errors';
import { SUCCESS_DIALOG_MS } from '@core/order/rules';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { Dialog } from '@web/ui/Dialog';
import { Icon } from '@web/ui/Icon';
import { useOrderWrite } from '../queries';

/** One state-changing action of the order detail. */
export interface OrderActionRequest {
  /** The question answered with 'Ya' or 'Tidak'. */
  readonly prompt: string;
  readonly detail?: ReactNode;
  readonly call: () => ResultAsync<unknown, ApiError>;
  /** The success text (its dialog closes after 3000 ms). */
  readonly success: string;
  readonly tone?: 'warning' | 'danger' | 'info';
  /** Runs after success (e.g. closing a modal); the order's queries are asked again meanwhile. */
  readonly onDone?: () => void;
  /** The call was about a complaint of the order: the complaint lists change too. */
  readonly complaint?: boolean;
}

export interface OrderActionRunner {
  /** Asks first; while a call runs every further request is ignored (no double submit). */
  readonly ask: (request: OrderActionRequest) => void;
  readonly busy: boolean;
}

const RunnerContext = createContext<OrderActionRunner | null>(null);

export function useOrderAction(): OrderActionRunner {
  const runner = useContext(RunnerContext);
  if (!runner) throw new Error('useOrderAction outside OrderActionProvider');
  return runner;
}

type Outcome =
  { readonly kind: 'success'; readonly text: string } | { readonly kind: 'failure'; readonly text: string };

/**
 * The confirm -> call -> result flow shared by every action: 'Ya'/'Tidak' first, a busy 'Ya'
 * while the call runs, then the success dialog (auto-closing after 3000 ms) while every query
 * showing the order refreshes, or a failure dialog with the server's sentence while the order is
 * read again too, so a step taken elsewhere is no longer offered.
 */
export function OrderActionProvider({ orderId, children }: { readonly orderId: number; readonly children: ReactNode }) {
  const [pending, setPending] = useState<OrderActionRequest | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const write = useOrderWrite(orderId);
  const busy = write.isPending;
  // The mutation's own flag arrives with the next render; this one stops a second click at once.
  const running = useRef(false);

  const ask = useCallback((request: OrderActionRequest) => {
    if (running.current) return;
    setPending(request);
  }, []);

  const confirm = () => {
    if (!pending || running.current) return;
    running.current = true;
    const request = pending;
    write.mutate(
      { call: request.call, complaint: request.complaint },
      {
        onSuccess: () => {
          setPending(null);
          request.onDone?.();
          setOutcome({ kind: 'success', text: request.success });
        },
        onError: (error) => {
          setPending(null);
          setOutcome({ kind: 'failure', text: error.message });
        },
        onSettled: () => {
          running.current = false;
        },
      },
    );
  };

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = window.setTimeout(() => setOutcome(null), SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  return (
    <RunnerContext.Provider value={{ ask, busy }}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.prompt ?? ''}
        text={pending?.detail}
        tone={pending?.tone ?? 'warning'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => {
          if (!running.current) setPending(null);
        }}
        dismissible={!busy}
      />
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </RunnerContext.Provider>
  );
}

/** 'Berhasil' (closes by itself) or 'Gagal' with the server's sentence. */
export function ResultDialog({
  outcome,
  onClose,
  titles = { success: 'Berhasil', failure: 'Gagal' },
}: {
  readonly outcome: Outcome | null;
  readonly onClose: () => void;
  readonly titles?: { readonly success: string; readonly failure: string };
}) {
  const success = outcome?.kind === 'success';
  return (
    <Dialog
      open={outcome !== null}
      title={success ? titles.success : titles.failure}
      tone={success ? 'default' : 'danger'}
      onClose={onClose}
      footer={
        <Button variant={success ? 'primary' : 'secondary'} onClick={onClose}>
          Tutup
        </Button>
      }
    >
      <div className="od-result">
        <span className={`od-result__icon od-result__icon--${success ? 'success' : 'failure'}`}>
          <Icon name={success ? 'check' : 'alert'} size={28} />
        </span>
        <p role={success ? 'status' : 'alert'}>{outcome?.text}</p>
      </div>
    </Dialog>
  );
}

export type { Outcome };
