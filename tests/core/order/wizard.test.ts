import { describe, expect, it } from 'vitest';
import { STEP_COLUMN_TEXT } from '@core/order/options';
import { ORDER_STEPS } from '@core/order/schema';
import { STEP_TEXT } from '@core/order/stepText';
import {
  activeColumn,
  CANCELLED_STEP_INDEX,
  STEP_LABELS,
  stepIndex,
  wizardView,
  type WizardColumnInput,
} from '@core/order/wizard';

const columns = (active: readonly number[]): WizardColumnInput[] =>
  ORDER_STEPS.map((value, index) => ({ value, index, isActive: active.includes(index), title: '' }));

describe('order wizard', () => {
  it('the steps with their index; index 7 is the cancelled step', () => {
    expect(ORDER_STEPS.map((s) => [s, stepIndex(s)])).toEqual([
      ['confirm', 0],
      ['process', 1],
      ['sent', 2],
      ['accept', 3],
      ['paid', 4],
      ['complaint', 5],
      ['frozen', 6],
      ['refuse', 7],
      ['close', 8],
    ]);
    expect(CANCELLED_STEP_INDEX).toBe(stepIndex('refuse'));
  });

  it('the spec labels', () => {
    expect([
      STEP_LABELS.confirm,
      STEP_LABELS.process,
      STEP_LABELS.accept,
      STEP_LABELS.paid,
      STEP_LABELS.complaint,
      STEP_LABELS.frozen,
      STEP_LABELS.refuse,
    ]).toEqual(['Konfirmasi', 'Diproses', 'Diterima', 'Dibayar', 'Dikomplain', 'Dibekukan', 'Dibatalkan']);
  });

  it('the active step is the furthest column flagged active; earlier ones are done', () => {
    const view = wizardView(columns([0, 1, 2]));
    expect(view.active).toBe('sent');
    expect(view.activeIndex).toBe(2);
    expect(view.steps.slice(0, 4).map((s) => s.state)).toEqual(['done', 'done', 'active', 'todo']);
    expect(view.cancelled).toBe(false);
  });

  it('the cancelled step (index 7) shows an error state', () => {
    const view = wizardView(columns([7]));
    expect(view.cancelled).toBe(true);
    expect(view.steps[7]?.state).toBe('error');
  });

  it('a step the order passed by is not done: refused before confirmation, frozen without a complaint', () => {
    expect(wizardView(columns([7])).steps.map((s) => s.state)).toEqual([
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
      'error',
      'todo',
    ]);
    const refusedAfterConfirming = wizardView(columns([0, 1, 7])).steps.map((s) => s.state);
    expect(refusedAfterConfirming.slice(0, 3)).toEqual(['done', 'done', 'todo']);
    const frozen = wizardView(columns([0, 1, 2, 3, 6])).steps.map((s) => s.state);
    expect(frozen.slice(3, 7)).toEqual(['done', 'todo', 'todo', 'active']);
  });

  it("a column's own title wins over the fallback label; columns are ordered by index", () => {
    const view = wizardView([
      { value: 'process', index: 1, isActive: true, title: 'Pesanan Diproses' },
      { value: 'confirm', index: 0, isActive: false },
    ]);
    expect(view.steps.map((s) => s.label)).toEqual(['Konfirmasi', 'Pesanan Diproses']);
  });

  it('no active column: no active step', () => {
    expect(wizardView(columns([])).active).toBeNull();
    expect(activeColumn([])).toBeNull();
  });
});

describe("the steps' own words", () => {
  it("the refused step 'Dibatalkan' says dibatalkan, the cancelled step 'Ditutup' says ditutup, never the other", () => {
    expect(STEP_COLUMN_TEXT.refuse.title).toBe('Dibatalkan');
    expect(STEP_COLUMN_TEXT.close.title).toBe('Ditutup');
    for (const text of [STEP_TEXT.refuse, STEP_COLUMN_TEXT.refuse.titleMenu]) {
      expect(text.toLowerCase()).toContain('dibatalkan');
      expect(text.toLowerCase()).not.toContain('ditutup');
    }
    for (const text of [STEP_TEXT.close, STEP_COLUMN_TEXT.close.titleMenu, STEP_COLUMN_TEXT.close.subTitle]) {
      expect(text.toLowerCase()).not.toContain('dibatalkan');
    }
    expect(STEP_TEXT.close.toLowerCase()).toContain('ditutup');
  });

  it("the shipping partner's text names the button the step shows ('Kirim') and says the label comes after sending", () => {
    expect([...STEP_TEXT.mitra.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual(['Kirim']);
    expect(STEP_TEXT.mitra).toContain('Label pengiriman dibuat oleh mitra pengiriman setelah pesanan dikirim');
    expect(STEP_TEXT.mitra).not.toMatch(/Proses/);
  });
});
