import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOrder, type OrderMachineState } from '@core/order/machine';
import { AWB_LENGTH, awbProblem, awbValidator, normalizedAwb } from '@core/order/rules';

/** The tracking number (resi) rule: trimmed, letters, digits and dashes, 6 to 30 characters. */
const RESI_CHAR = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'.split(''));
const resi = fc.string({ unit: RESI_CHAR, minLength: AWB_LENGTH.min, maxLength: AWB_LENGTH.max });
const spaces = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 });

const printed: OrderMachineState = {
  statusId: 2,
  statusBeforeComplaint: null,
  changeRequested: false,
  cancelRequested: false,
  productUncategorized: false,
  shippingByPartner: false,
  printed: { bast: true, invoice: true, label: false },
  unresolvedComplaints: 0,
  isDone: false,
};

describe('the resi rule', () => {
  it("refuses an empty resi: 'Nomor resi tidak boleh kosong'", () => {
    expect(awbProblem('')).toBe('Nomor resi tidak boleh kosong');
    expect(awbProblem('   ')).toBe('Nomor resi tidak boleh kosong');
  });

  it("refuses markup, emoji and spaces inside: 'Nomor resi hanya boleh berisi huruf, angka dan tanda hubung (-)'", () => {
    for (const bad of ['JNE<i>123</i>', 'JNE0012345678📦', 'JNE 0012 3456', 'JNE_001234', 'ＪＮＥ001234'])
      expect(awbProblem(bad)).toBe('Nomor resi hanya boleh berisi huruf, angka dan tanda hubung (-)');
  });

  it("refuses fewer than 6 or more than 30 characters: 'Nomor resi harus 6 sampai 30 karakter'", () => {
    expect(awbProblem('JNE12')).toBe('Nomor resi harus 6 sampai 30 karakter');
    expect(awbProblem('1'.repeat(31))).toBe('Nomor resi harus 6 sampai 30 karakter');
    expect(awbProblem('1'.repeat(300))).toBe('Nomor resi harus 6 sampai 30 karakter');
    expect(awbProblem('JNE123')).toBeNull();
    expect(awbProblem('1'.repeat(30))).toBeNull();
  });

  it('accepts every resi of letters, digits and dashes of 6 to 30 characters, with spaces around it, and keeps it trimmed', () => {
    fc.assert(
      fc.property(spaces, resi, spaces, (before, value, after) => {
        expect(awbProblem(`${before}${value}${after}`)).toBeNull();
        expect(normalizedAwb(`${before}${value}${after}`)).toBe(value);
      }),
    );
  });

  it('refuses every resi holding any other character', () => {
    const other = fc
      .string({ minLength: 1, maxLength: 2 })
      .filter((c) => /[^A-Za-z0-9-]/.test(c.trim()) && c.trim() !== '');
    fc.assert(
      fc.property(resi, other, fc.nat(), (value, extra, at) => {
        const cut = at % (value.length + 1);
        const text = `${value.slice(0, cut)}${extra.trim()}${value.slice(cut)}`;
        expect(awbProblem(text)).not.toBeNull();
      }),
    );
  });

  it('is the form validator and the order machine alike: the screen and the server refuse the same resi', () => {
    fc.assert(
      fc.property(fc.oneof(resi, fc.string({ maxLength: 40 })), (value) => {
        const screen = awbValidator.validate({ awb: value }).first;
        const server = applyOrder(printed, { type: 'send', awb: value });
        expect(server.ok ? null : server.message).toBe(screen);
      }),
    );
  });
});
