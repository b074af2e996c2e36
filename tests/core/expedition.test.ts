import { describe, expect, it } from 'vitest';
import { carrierToggleToast, carrierToggleValidator, EXPEDITION_MESSAGES } from '@core/expedition/rules';

/** The carrier form's one rule, run by the portal's form and by the sandbox. */
describe('carrier toggle', () => {
  it("flips a carrier of the seller's list, added or not yet", () => {
    expect(carrierToggleValidator.validate({ id: 3, known: [1, 2, 3] }).ok).toBe(true);
  });

  it("refuses any other with 'Ekspedisi tidak ditemukan'", () => {
    expect(EXPEDITION_MESSAGES.notFound).toBe('Ekspedisi tidak ditemukan');
    expect(carrierToggleValidator.validate({ id: 999, known: [1, 2, 3] })).toMatchObject({
      ok: false,
      first: 'Ekspedisi tidak ditemukan',
      firstField: 'id',
    });
    expect(carrierToggleValidator.validate({ id: null, known: [1] }).first).toBe(EXPEDITION_MESSAGES.notFound);
  });

  it("words the toast 'status pengiriman {name} diubah menjadi ...'", () => {
    expect(carrierToggleToast('JNE', true)).toBe("status pengiriman JNE diubah menjadi 'Melayani'");
    expect(carrierToggleToast('JNE', false)).toBe("status pengiriman JNE diubah menjadi 'Tidak Melayani'");
  });
});
