import { useEffect, useId, useRef, useState } from 'react';
import type { ProcessingColumn, OrderStep } from '@core/order/schema';
import { wizardView } from '@core/order/wizard';
import { Icon, type IconName } from '@web/ui/Icon';

const STEP_ICON: Readonly<Record<OrderStep, IconName>> = {
  confirm: 'receipt',
  process: 'box',
  sent: 'truck',
  accept: 'inbox',
  paid: 'wallet',
  complaint: 'chat',
  frozen: 'info',
  refuse: 'close',
  close: 'close',
};

const STATE_TEXT = { done: 'selesai', active: 'sedang berjalan', todo: 'belum', error: 'dibatalkan' } as const;

/**
 * The order steps with their icons; the cancelled step (index 7) in an error state when active.
 * On a phone only the current step shows, with a button for the rest, so the steps do not fill
 * the first screen; wider screens show them all in one row and no button.
 */
export function Wizard({ columns }: { readonly columns: readonly ProcessingColumn[] }) {
  const view = wizardView(columns);
  const list = useRef<HTMLOListElement>(null);
  const [allShown, setAllShown] = useState(false);
  const listId = useId();
  const position = view.activeIndex === null ? null : view.steps.findIndex((s) => s.index === view.activeIndex) + 1;

  // On a narrow screen the steps scroll sideways: bring the current one into view.
  useEffect(() => {
    const box = list.current?.parentElement;
    const current = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!box || !current || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = current.offsetLeft - box.clientWidth / 2 + current.offsetWidth / 2;
  }, [view.activeIndex]);

  return (
    <>
      {/* Without a current step every step is already shown: there is nothing to unfold. */}
      {position === null ? null : (
        <button
          type="button"
          className="od-wizard__toggle"
          aria-expanded={allShown}
          aria-controls={listId}
          onClick={() => setAllShown((shown) => !shown)}
        >
          <span className="od-wizard__position">
            Tahap {position} dari {view.steps.length}
          </span>
          <span className="od-wizard__toggle-text">{allShown ? 'Sembunyikan tahapan' : 'Lihat semua tahapan'}</span>
        </button>
      )}
      <ol
        id={listId}
        className={`od-wizard${allShown || position === null ? ' od-wizard--all' : ''}`}
        aria-label="Tahapan pesanan"
        ref={list}
      >
        {view.steps.map((viewStep) => {
          const column = columns.find((c) => c.index === viewStep.index);
          // core's wizardView marks every column before the active one done; a column the server
          // does not flag active was skipped (a refused order never reached 'paid'), so it is not.
          const step =
            viewStep.state === 'done' && column && !column.isActive
              ? { ...viewStep, state: 'todo' as const }
              : viewStep;
          return (
            <li
              key={step.index}
              className={`od-wizard__step od-wizard__step--${step.state}`}
              aria-current={step.state === 'active' || step.state === 'error' ? 'step' : undefined}
              data-step={step.value}
              data-state={step.state}
            >
              <span className="od-wizard__icon">
                <Icon name={step.state === 'done' ? 'check' : STEP_ICON[step.value]} size={18} />
              </span>
              <span className="od-wizard__label">{step.label}</span>
              {column?.titleMenu && (step.state === 'active' || step.state === 'error') ? (
                <span className="od-wizard__menu">{column.titleMenu}</span>
              ) : null}
              <span className="od-sr">({STATE_TEXT[step.state]})</span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
