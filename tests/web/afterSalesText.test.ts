import { describe, expect, it } from 'vitest';
import { carrierStateLabel, carrierToggleToast } from '@core/expedition/rules';
import { backoffDelay } from '@web/platform/backoff';

describe('carrier wording', () => {
  it("reads 'Melayani' when on and 'Tidak' when off", () => {
    expect(carrierStateLabel(true)).toBe('Melayani');
    expect(carrierStateLabel(false)).toBe('Tidak');
  });

  it("toasts status pengiriman {name} diubah menjadi 'Melayani' / 'Tidak Melayani'", () => {
    expect(carrierToggleToast('TIKI', true)).toBe("status pengiriman TIKI diubah menjadi 'Melayani'");
    expect(carrierToggleToast('J&T Express', false)).toBe(
      "status pengiriman J&T Express diubah menjadi 'Tidak Melayani'",
    );
  });
});

describe('retry backoff of the chat connection', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((attempt) => backoffDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
