import { describe, expect, it } from 'vitest';
import {
  addressValidator,
  bankEditWarning,
  canCreateProduct,
  changePasswordValidator,
  checkNpwpImageSize,
  codeBoxValue,
  forgotCodeValidator,
  forgotEmailValidator,
  forgotEntryStep,
  FORGOT_FLOW_LIFETIME_MS,
  forgotNewPasswordValidator,
  isForgotCode,
  isValidNpwp,
  loginValidator,
  mustUpdateDialog,
  npwpDigits,
  passwordHints,
  registrationBanks,
  registrationSubmitEnabled,
  registrationValidator,
  siupRequired,
  type RegistrationInput,
} from '@core/account/rules';
import { validRegistration } from '../support/validForms';

/** An Individu: no SIUP needed. */
const valid: RegistrationInput = { ...validRegistration, businessType: 'Individu', siup: '' };

describe('login', () => {
  it("'Email tidak boleh kosong' and 'Password tidak boleh kosong', both fields marked", () => {
    const result = loginValidator.validate({ email: ' ', password: '' });
    expect(result.first).toBe('Email tidak boleh kosong');
    expect(result.fields).toEqual({ email: 'Email tidak boleh kosong', password: 'Password tidak boleh kosong' });
    expect(loginValidator.validate({ email: 'a@b.id', password: ' x' }).ok).toBe(true);
  });
});

describe('registration', () => {
  it('accepts a complete form (an Individu needs no SIUP)', () => {
    expect(registrationValidator.validate(valid).ok).toBe(true);
  });

  it("1. 'Foto NPWP tidak boleh kosong!'", () => {
    expect(registrationValidator.validate({ ...valid, npwpImage: null }).first).toBe('Foto NPWP tidak boleh kosong!');
  });

  it("NPWP image over 1 MB: 'File Terlalu Besar! Maksimal Upload 1 Mb'", () => {
    expect(checkNpwpImageSize({ size: 1024 * 1024 + 1 })).toBe('File Terlalu Besar! Maksimal Upload 1 Mb');
    expect(checkNpwpImageSize({ size: 1024 * 1024 })).toBeNull();
    expect(checkNpwpImageSize({ size: 600 * 1024 })).toBeNull();
    expect(registrationValidator.validate({ ...valid, npwpImage: { size: 2_000_000, type: 'image/png' } }).first).toBe(
      'File Terlalu Besar! Maksimal Upload 1 Mb',
    );
  });

  it("2. 'NPWP Harus 16 Digit!'", () => {
    for (const npwp of ['', '123', '01234567890123456', '01.234.567.8-901.234', '012345678901234a']) {
      expect(registrationValidator.validate({ ...valid, npwp }).first).toBe('NPWP Harus 16 Digit!');
    }
    expect(isValidNpwp('0123456789012345')).toBe(true);
  });

  it("3. 'Nama Toko tidak boleh kosong'", () => {
    expect(registrationValidator.validate({ ...valid, name: ' ' }).first).toBe('Nama Toko tidak boleh kosong');
  });

  it("4. SIUP for PT or CV: toast 'Siup tidak boleh kosong', inline 'SIUP/NIB Wajib diisi'", () => {
    for (const businessType of ['PT', 'CV'] as const) {
      const result = registrationValidator.validate({ ...valid, businessType });
      expect(result.first).toBe('Siup tidak boleh kosong');
      expect(result.fields.siup).toBe('SIUP/NIB Wajib diisi');
    }
    expect(siupRequired('Individu')).toBe(false);
  });

  it("5. 'Alamat NPWP tidak boleh kosong'", () => {
    expect(registrationValidator.validate({ ...valid, npwpAddress: '' }).first).toBe('Alamat NPWP tidak boleh kosong');
  });

  it("6. 'Silahkan pilih Provinsi', 'Silahkan pilih Kota', 'Silahkan pilih Kecamatan', 'Silahkan pilih Kelurahan'", () => {
    const result = registrationValidator.validate({
      ...valid,
      provinceId: null,
      cityId: null,
      districtId: null,
      villageCode: null,
    });
    expect(result.first).toBe('Silahkan pilih Provinsi');
    expect(result.fields).toEqual({
      province: 'Silahkan pilih Provinsi',
      city: 'Silahkan pilih Kota',
      district: 'Silahkan pilih Kecamatan',
      village: 'Silahkan pilih Kelurahan',
    });
  });

  it("7. 'Kode Pos tidak boleh kosong'; 8. 'Alamat berdasarkan Google Maps tidak boleh kosong'", () => {
    expect(registrationValidator.validate({ ...valid, postalCode: '' }).first).toBe('Kode Pos tidak boleh kosong');
    expect(registrationValidator.validate({ ...valid, mapAddress: '' }).first).toBe(
      'Alamat berdasarkan Google Maps tidak boleh kosong',
    );
  });

  it("9. 'Nama PIC tidak boleh kosong', 'Jabatan PIC tidak boleh kosong', 'Telepon PIC tidak boleh kosong'; 10. 'NIK tidak boleh kosong'", () => {
    const result = registrationValidator.validate({ ...valid, picName: '', picPosition: '', picPhone: '', ktp: '' });
    expect(Object.values(result.fields)).toEqual([
      'Nama PIC tidak boleh kosong',
      'Jabatan PIC tidak boleh kosong',
      'Telepon PIC tidak boleh kosong',
      'NIK tidak boleh kosong',
    ]);
  });

  it("11. 'Nomor Rekening tidak boleh kosong', 'Cabang Bank tidak boleh kosong', 'Bank Holder tidak boleh kosong'", () => {
    const result = registrationValidator.validate({ ...valid, accountNumber: '', branch: '', accountHolder: '' });
    expect(Object.values(result.fields)).toEqual([
      'Nomor Rekening tidak boleh kosong',
      'Cabang Bank tidak boleh kosong',
      'Bank Holder tidak boleh kosong',
    ]);
  });

  it("12. 'Email tidak boleh kosong', 'Password tidak boleh kosong', 'Konfirmasi Password tidak boleh kosong'", () => {
    const result = registrationValidator.validate({ ...valid, email: '', password: '', passwordConfirmation: '' });
    expect(Object.values(result.fields)).toEqual([
      'Email tidak boleh kosong',
      'Password tidak boleh kosong',
      'Konfirmasi Password tidak boleh kosong',
    ]);
  });

  it("13. toast 'Konfirmasi Password belum cocok', inline 'Password tidak cocok'", () => {
    const result = registrationValidator.validate({ ...valid, passwordConfirmation: 'Rahasia1234' });
    expect(result.first).toBe('Konfirmasi Password belum cocok');
    expect(result.fields).toEqual({ passwordConfirmation: 'Password tidak cocok' });
  });

  it('the agreement enables the submit button', () => {
    expect(registrationSubmitEnabled(false)).toBe(false);
    expect(registrationSubmitEnabled(true)).toBe(true);
  });

  it('banks 39, 35 and 33 are removed from the list, ids as numbers or text', () => {
    const banks = [
      { id_bank: 1, bank: 'A' },
      { id_bank: 39, bank: 'B' },
      { id_bank: '35', bank: 'C' },
      { id_bank: 33, bank: 'D' },
      { id_bank: '34', bank: 'E' },
    ];
    expect(registrationBanks(banks).map((b) => b.bank)).toEqual(['A', 'E']);
  });

  it('password hints (lowercase, uppercase, digit, at least 10) never block', () => {
    expect(passwordHints('abc')).toEqual({ lowercase: true, uppercase: false, digit: false, length: false });
    expect(passwordHints('Rahasia12345')).toEqual({ lowercase: true, uppercase: true, digit: true, length: true });
    expect(registrationValidator.validate({ ...valid, password: 'a', passwordConfirmation: 'a' }).ok).toBe(true);
  });
});

describe('profile', () => {
  it('the NPWP input keeps digits only', () => {
    expect(npwpDigits('01.234.567.8-901.234')).toBe('012345678901234');
    // 16 at most, from a formatted paste too.
    expect(npwpDigits('01.234.567.8-901.2345')).toBe('0123456789012345');
    expect(npwpDigits('01234567890123456789')).toBe('0123456789012345');
  });

  it("address: 'Alamat berdasarkan NPWP tidak boleh kosong', then the choices and the postal code", () => {
    const result = addressValidator.validate({
      npwpAddress: '',
      provinceId: null,
      cityId: 0,
      districtId: null,
      villageCode: '',
      postalCode: '',
    });
    expect(result.first).toBe('Alamat berdasarkan NPWP tidak boleh kosong');
    expect(Object.keys(result.fields)).toEqual([
      'npwpAddress',
      'province',
      'city',
      'district',
      'village',
      'postalCode',
    ]);
    expect(
      addressValidator.validate({
        npwpAddress: 'Jl',
        provinceId: 1,
        cityId: 2,
        districtId: 3,
        villageCode: '4',
        postalCode: '12810',
      }).ok,
    ).toBe(true);
  });

  it("bank edits: 'Untuk mengganti Akun Bank mohon hubungi CS' followed by the provider name", () => {
    expect(bankEditWarning('Eureka')).toBe('Untuk mengganti Akun Bank mohon hubungi CS Eureka');
  });
});

describe('forgot password', () => {
  it('the code is 6 digits, digits only', () => {
    expect(isForgotCode('012345')).toBe(true);
    for (const code of ['12345', '1234567', '12a456', ' 12345']) {
      expect(isForgotCode(code)).toBe(false);
      expect(forgotCodeValidator.validate({ code }).first).toBe('Kode verifikasi harus 6 digit angka');
    }
    expect(codeBoxValue('a7')).toBe('7');
    expect(codeBoxValue('x')).toBe('');
  });

  it('e-mail step and new-password step', () => {
    expect(forgotEmailValidator.validate({ email: '' }).first).toBe('Email tidak boleh kosong');
    expect(forgotNewPasswordValidator.validate({ newPassword: 'a', confirmNewPassword: 'b' }).first).toBe(
      'Konfirmasi Password belum cocok',
    );
    expect(forgotNewPasswordValidator.validate({ newPassword: '', confirmNewPassword: '' }).fields).toEqual({
      newPassword: 'Password tidak boleh kosong',
      confirmNewPassword: 'Konfirmasi Password tidak boleh kosong',
    });
  });

  it('entering the page: no kept flow, or one 15 minutes old, starts at the e-mail; a live one at the code, never past it', () => {
    const at = (now: number) => ({ zone: 'Asia/Jakarta', now: () => now });
    const flow = { email: 'a@b.id', startedAt: 1_000_000 };
    expect(forgotEntryStep(null, at(1_000_000))).toBe(0);
    expect(forgotEntryStep({ email: '', startedAt: 1_000_000 }, at(1_000_000))).toBe(0);
    expect(forgotEntryStep(flow, at(1_000_000))).toBe(1);
    expect(forgotEntryStep(flow, at(1_000_000 + FORGOT_FLOW_LIFETIME_MS - 1))).toBe(1);
    expect(forgotEntryStep(flow, at(1_000_000 + FORGOT_FLOW_LIFETIME_MS))).toBe(0);
    // A clock set back: a flow from the future is not trusted.
    expect(forgotEntryStep(flow, at(999_999))).toBe(0);
  });
});

describe('change password (no client-side rule)', () => {
  it('lets any form through: the server answers', () => {
    expect(changePasswordValidator.checks).toHaveLength(0);
    expect(changePasswordValidator.validate({ oldPassword: '', newPassword: '', confirmNewPassword: 'x' }).ok).toBe(
      true,
    );
  });
});

describe('seller state', () => {
  const seller = { isMustUpdate: true, inActive: true, isBlocked: false, isBlockedTemporary: false };

  it("'Create a Product' needs inActive true and isBlocked false", () => {
    expect(canCreateProduct(seller)).toBe(true);
    expect(canCreateProduct({ ...seller, inActive: false })).toBe(false);
    expect(canCreateProduct({ ...seller, isBlocked: true })).toBe(false);
  });

  it('must-update: confirming logs out unless not blocked and active; the Produk option only then', () => {
    expect(mustUpdateDialog(seller)).toEqual({ show: true, confirmLogsOut: false, offerProducts: true });
    expect(mustUpdateDialog({ ...seller, isBlocked: true })).toEqual({
      show: true,
      confirmLogsOut: true,
      offerProducts: false,
    });
    expect(mustUpdateDialog({ ...seller, isMustUpdate: false })).toMatchObject({ show: false, offerProducts: false });
  });
});
