import { ORDER_STEPS, type OrderStep } from './schema';

/**
 * The order-detail wizard. The server sends the columns (processing.column)
 * with their title, value, index and isActive flag; these rules place the wizard on them.
 */

/** The eighth column (index 7) is the cancelled step: the wizard shows it in an error state. */
export const CANCELLED_STEP_INDEX = 7;

/**
 * Wizard labels for when a column has no title. The spec names Konfirmasi, Diproses, Diterima,
 * Dibayar, Dikomplain, Dibekukan and Dibatalkan; 'Dikirim' and 'Ditutup' are ours.
 */
export const STEP_LABELS: Readonly<Record<OrderStep, string>> = {
  confirm: 'Konfirmasi',
  process: 'Diproses',
  sent: 'Dikirim',
  accept: 'Diterima',
  paid: 'Dibayar',
  complaint: 'Dikomplain',
  frozen: 'Dibekukan',
  refuse: 'Dibatalkan',
  close: 'Ditutup',
};

/** The position of a step among the columns, as the server numbers them. */
export function stepIndex(step: OrderStep): number {
  return ORDER_STEPS.indexOf(step);
}

export interface WizardColumnInput {
  readonly value: OrderStep;
  readonly isActive: boolean;
  readonly index: number;
  readonly title?: string;
}

type StepState = 'done' | 'active' | 'todo' | 'error';

interface WizardStepView {
  readonly value: OrderStep;
  readonly label: string;
  readonly index: number;
  readonly state: StepState;
}

export interface WizardView {
  readonly steps: readonly WizardStepView[];
  /** The active step, or null when the server marks none. */
  readonly active: OrderStep | null;
  readonly activeIndex: number | null;
  /** The order sits on the cancelled step. */
  readonly cancelled: boolean;
}

/**
 * The active step: the furthest column flagged active (the server may flag every step reached).
 */
export function activeColumn<C extends WizardColumnInput>(columns: readonly C[]): C | null {
  let active: C | null = null;
  for (const column of columns) {
    if (column.isActive && (active === null || column.index > active.index)) active = column;
  }
  return active;
}

export function wizardView(columns: readonly WizardColumnInput[]): WizardView {
  const sorted = [...columns].sort((a, b) => a.index - b.index);
  const active = activeColumn(sorted);
  const activeIndex = active?.index ?? null;
  const steps = sorted.map((column): WizardStepView => {
    let state: StepState = 'todo';
    if (activeIndex !== null && column.index === activeIndex)
      state = column.index === CANCELLED_STEP_INDEX ? 'error' : 'active';
    // A step is done when the order went through it: flagged active before the active one. A step
    // the order passed by (never confirmed before it was refused, never complained) is not.
    else if (activeIndex !== null && column.index < activeIndex && column.isActive) state = 'done';
    const title = column.title?.trim();
    return { value: column.value, label: title ? title : STEP_LABELS[column.value], index: column.index, state };
  });
  return { steps, active: active?.value ?? null, activeIndex, cancelled: activeIndex === CANCELLED_STEP_INDEX };
}
