// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_DRAFT_LIFETIME_MS, REGISTRATION_PRIVATE_FIELDS } from '@core/account/draft';
import { fixedClock } from '@core/clock';
import { clearRegisterDraft, loadRegisterDraft, saveRegisterDraft } from '@web/features/auth/registerDraft';
import { EMPTY_REGISTRATION, type RegisterValues } from '@web/features/auth/registerForm';

const KEY = 'penyedia.registerDraft';
const saved = Date.parse('2026-11-24T10:00:00+07:00');

/** A form filled to the end, the private numbers included. */
const filled: RegisterValues = {
  ...EMPTY_REGISTRATION,
  name: 'CV Toko Draf',
  npwp: '9988776655443322',
  npwpImage: new File([new Uint8Array([1, 2, 3])], 'npwp.png', { type: 'image/png' }),
  siup: '9120009998887',
  picName: 'Budi Santoso',
  ktp: '3174010101900001',
  bankId: '4',
  accountNumber: '1234567890',
  branch: 'KCP Tebet',
  email: 'toko.draf@contoh.id',
  password: 'TokoDraf2026',
  passwordConfirmation: 'TokoDraf2026',
  agreement: true,
};

/** What the registration draft keeps on a shared computer, and for how long. */
describe('registration draft in local storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps none of the private fields, not even their values under another name', () => {
    saveRegisterDraft(filled, fixedClock(saved));
    const stored = window.localStorage.getItem(KEY) ?? '';
    const kept = JSON.parse(stored) as Record<string, unknown>;
    for (const field of REGISTRATION_PRIVATE_FIELDS) expect(kept, field).not.toHaveProperty(field);
    for (const secret of [filled.npwp, filled.ktp, filled.accountNumber, filled.email, filled.password])
      expect(stored).not.toContain(secret);
    expect(kept).toMatchObject({ name: 'CV Toko Draf', branch: 'KCP Tebet', savedAt: saved });
  });

  it('gives back what it kept, the private fields empty', () => {
    saveRegisterDraft(filled, fixedClock(saved));
    const loaded = loadRegisterDraft(fixedClock(saved + 60_000));
    expect(loaded).toMatchObject({
      name: 'CV Toko Draf',
      siup: '9120009998887',
      bankId: '4',
      branch: 'KCP Tebet',
      agreement: true,
    });
    expect(loaded).toMatchObject({
      npwp: '',
      npwpImage: null,
      ktp: '',
      accountNumber: '',
      email: '',
      password: '',
      passwordConfirmation: '',
    });
  });

  it('drops and removes a draft older than a day', () => {
    saveRegisterDraft(filled, fixedClock(saved));
    expect(loadRegisterDraft(fixedClock(saved + REGISTRATION_DRAFT_LIFETIME_MS + 1))).toEqual(EMPTY_REGISTRATION);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores one that does not parse, and Batal clears it', () => {
    window.localStorage.setItem(KEY, '{"name": 42}');
    expect(loadRegisterDraft(fixedClock(saved))).toEqual(EMPTY_REGISTRATION);
    saveRegisterDraft(filled, fixedClock(saved));
    clearRegisterDraft();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
