import type { z } from 'zod';
import { categoryOfCode, registrationResultTypes as types, type SellerProfile } from '@core/account/schema';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { raw, type Reply } from '../../reply';
import { IMAGE_MAX_BYTES, isJpegOrPng } from './images';
import { findBank, resolveRegion } from './reference';
import { accountRoute, emailTaken, nextId, type AccountState } from './state';

type RegisterInput = z.output<typeof api.register.request>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string) => value.trim() === '';
const ticked = (value: boolean | string) => value === true || ['1', 'true', 'on', 'yes'].includes(String(value).trim().toLowerCase());

function answer(success: boolean, type: string, title: string, httpStatus = 200): Reply {
  return raw({ success, type, title }, httpStatus);
}

/** The first broken rule, in the order of spec 000 §5 "Registration", with its message. */
function firstProblem(input: RegisterInput): string | null {
  const checks: Array<[boolean, string]> = [
    [input.npwp_image.size === 0, 'Foto NPWP tidak boleh kosong!'],
    [!/^\d{16}$/.test(input.npwp.trim()), 'NPWP Harus 16 Digit!'],
    [blank(input.name), 'Nama Toko tidak boleh kosong'],
    [(input.jenis_usaha === 'PT' || input.jenis_usaha === 'CV') && blank(input.siup), 'Siup tidak boleh kosong'],
    [blank(input.address_npwp), 'Alamat NPWP tidak boleh kosong'],
  ];
  for (const [broken, message] of checks) if (broken) return message;
  const region = resolveRegion({ provinceId: input.province, cityId: input.city, districtId: input.kecamatan, villageCode: input.kelurahan_kd });
  if (typeof region === 'string') return region;
  const rest: Array<[boolean, string]> = [
    [blank(input.kodepos), 'Kode Pos tidak boleh kosong'],
    [blank(input.address_1), 'Alamat berdasarkan Google Maps tidak boleh kosong'],
    [blank(input.nama_pic), 'Nama PIC tidak boleh kosong'],
    [blank(input.jabatan_pic), 'Jabatan PIC tidak boleh kosong'],
    [blank(input.telp_pic), 'Telepon PIC tidak boleh kosong'],
    [blank(input.ktp_id), 'NIK tidak boleh kosong'],
    // The spec shows no message for an unknown bank; the form only offers banks of reg3.
    [findBank(input.nama_bank) === undefined, 'Silahkan pilih Bank'],
    [blank(input.nomor_rekening), 'Nomor Rekening tidak boleh kosong'],
    [blank(input.cabang), 'Cabang Bank tidak boleh kosong'],
    [blank(input.atas_nama), 'Bank Holder tidak boleh kosong'],
    [blank(input.email), 'Email tidak boleh kosong'],
    [!EMAIL_PATTERN.test(input.email.trim()), 'Format email tidak valid'],
    [input.password === '', 'Password tidak boleh kosong'],
    [input.password_konfirmasi === '', 'Konfirmasi Password tidak boleh kosong'],
    [input.password !== input.password_konfirmasi, 'Konfirmasi Password belum cocok'],
    [!ticked(input.pernyataan), 'Anda harus menyetujui pernyataan'],
  ];
  for (const [broken, message] of rest) if (broken) return message;
  return null;
}

/**
 * A new seller starts active (inActive true), unblocked, not in must-update and with a valid NPWP,
 * so the registration can be followed straight into the portal: the menu shows and the empty
 * dashboard offers 'Start selling your product' with its link to /product/addproduct.
 */
function newSeller(state: AccountState, input: RegisterInput, npwpImage: string): SellerProfile {
  const region = resolveRegion({ provinceId: input.province, cityId: input.city, districtId: input.kecamatan, villageCode: input.kelurahan_kd });
  if (typeof region === 'string') throw new Error(`registration passed validation with a bad region: ${region}`);
  const bank = findBank(input.nama_bank);
  const accountId = state.sellers.flatMap((s) => s.profile.account).reduce((max, a) => Math.max(max, a.id), 0) + 1;
  return {
    id: nextId(state.sellers.map((s) => s.profile), 2001),
    name: input.name.trim(),
    email: input.email.trim(),
    type: input.jenis,
    isNpwpValid: true,
    isMustUpdate: false,
    isBlocked: false,
    isBlockedTemporary: false,
    inActive: true,
    alert: null,
    totalNotifReminder: 0,
    totalProduct: 0,
    image: { primary: null, header: null },
    business: { type: input.jenis_usaha, category: categoryOfCode(input.kategori_usaha) ?? 'NonUMKM' },
    legality: { npwp: { id: input.npwp.trim(), image: npwpImage }, siup: { id: input.siup.trim(), image: null } },
    pic: { name: input.nama_pic.trim(), position: input.jabatan_pic.trim(), phone: input.telp_pic.trim(), ktp: input.ktp_id.trim() },
    location: {
      latitude: input.lat,
      longitude: input.lon,
      address: input.address_1.trim(),
      npwpAddress: input.address_npwp.trim(),
      postalCode: input.kodepos.trim(),
      ...region,
    },
    account: [
      { id: accountId, bank: bank?.bank ?? input.nama_bank, number: input.nomor_rekening.trim(), asName: input.atas_nama.trim(), branch: input.cabang.trim() },
    ],
    templateUrl: '/api/seller/product/massTemplate',
  };
}

export const registerRoutes = [
  // No file rule on npwp_image: an oversized or foreign file is answered as upload_failed, as the portal expects.
  accountRoute('register', api.register, async (input, ctx) => {
    const problem = firstProblem(input);
    if (problem) return answer(false, types.invalid, problem, 422);
    if (emailTaken(ctx.state, input.email)) return answer(false, types.emailAlready, 'Email sudah terdaftar');
    if (ctx.state.sellers.some((s) => s.profile.legality.npwp.id === input.npwp.trim())) {
      return answer(false, types.merchantAlready, 'NPWP sudah terdaftar sebagai penyedia');
    }
    if (input.npwp_image.size > IMAGE_MAX_BYTES) return answer(false, types.uploadFailed, 'File Terlalu Besar! Maksimal Upload 1 Mb');
    if (!(await isJpegOrPng(input.npwp_image))) return answer(false, types.uploadFailed, 'Foto NPWP harus berupa gambar JPG atau PNG');
    const { url } = await ctx.saveUpload(input.npwp_image);
    const profile = newSeller(ctx.state, input, url);
    ctx.state.sellers.push({ password: input.password, profile });
    return answer(true, types.success, 'Registrasi berhasil! Silakan login dengan email dan password Anda.');
  }),
];
