import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  checkPasswordRule,
  registrationValidator,
  type RegistrationInput,
} from '@core/account/rules';
import { categoryOfCode, registrationResultTypes as types, type SellerProfile } from '@core/account/schema';
import { ACCOUNT_SERVER_MESSAGES } from '@core/account/serverMessages';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { raw, type Reply } from '../../reply';
import { kindOf } from '../../uploads';
import { IMAGE_MAX_BYTES } from './images';
import { hashPassword } from './password';
import { findBank, resolveRegion } from './reference';
import { accountRoute, emailTaken, nextId, type AccountState } from './state';

type RegisterInput = z.output<typeof api.register.request>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ticked = (value: boolean | string) =>
  value === true || ['1', 'true', 'on', 'yes'].includes(String(value).trim().toLowerCase());

function answer(success: boolean, type: string, title: string, httpStatus = 200): Reply {
  return raw({ success, type, title }, httpStatus);
}

/** The registration form's values as core's registration validator reads them. */
function formOf(input: RegisterInput): RegistrationInput {
  const chosen = (value: number) => (value > 0 ? value : null);
  return {
    npwpImage: input.npwp_image.size === 0 ? null : input.npwp_image,
    npwp: input.npwp.trim(),
    name: input.name,
    businessType: input.jenis_usaha,
    siup: input.siup,
    npwpAddress: input.address_npwp,
    provinceId: chosen(input.province),
    cityId: chosen(input.city),
    districtId: chosen(input.kecamatan),
    villageCode: input.kelurahan_kd.trim() || null,
    postalCode: input.kodepos,
    mapAddress: input.address_1,
    picName: input.nama_pic,
    picPosition: input.jabatan_pic,
    picPhone: input.telp_pic,
    ktp: input.ktp_id,
    accountNumber: input.nomor_rekening,
    branch: input.cabang,
    accountHolder: input.atas_nama,
    email: input.email,
    password: input.password,
    passwordConfirmation: input.password_konfirmasi,
  };
}

/**
 * The first broken rule: core's registration rules in the registration form's order (the same the form
 * runs), then what only the server can tell: the region really nests, the bank exists, the e-mail
 * looks like one, the password follows the rule, the agreement is ticked.
 */
function firstProblem(input: RegisterInput): { readonly message: string; readonly upload: boolean } | null {
  const form = registrationValidator.validate(formOf(input));
  // An image that came but is too large is an upload failure, as the portal reads it.
  if (!form.ok)
    return { message: form.first ?? '', upload: form.firstField === 'npwpImage' && input.npwp_image.size > 0 };
  const problem = serverProblem(input);
  return problem === null ? null : { message: problem, upload: false };
}

function serverProblem(input: RegisterInput): string | null {
  const region = resolveRegion({
    provinceId: input.province,
    cityId: input.city,
    districtId: input.kecamatan,
    villageCode: input.kelurahan_kd,
  });
  if (typeof region === 'string') return region;
  if (findBank(input.nama_bank) === undefined) return ACCOUNT_SERVER_MESSAGES.bankMissing;
  if (!EMAIL_PATTERN.test(input.email.trim())) return ACCOUNT_SERVER_MESSAGES.emailInvalid;
  const weak = checkPasswordRule(input.password);
  if (weak) return weak;
  if (!ticked(input.pernyataan)) return ACCOUNT_SERVER_MESSAGES.agreementMissing;
  return null;
}

/**
 * A new seller starts active (inActive true), unblocked, not in must-update and with a valid NPWP,
 * so the registration can be followed straight into the portal: the menu shows and the empty
 * dashboard offers its start-selling card with its link to /product/addproduct.
 */
function newSeller(state: AccountState, input: RegisterInput, npwpImage: string): SellerProfile {
  const region = resolveRegion({
    provinceId: input.province,
    cityId: input.city,
    districtId: input.kecamatan,
    villageCode: input.kelurahan_kd,
  });
  if (typeof region === 'string') throw new Error(`registration passed validation with a bad region: ${region}`);
  const bank = findBank(input.nama_bank);
  const accountId = state.sellers.flatMap((s) => s.profile.account).reduce((max, a) => Math.max(max, a.id), 0) + 1;
  return {
    id: nextId(
      state.sellers.map((s) => s.profile),
      2001,
    ),
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
    pic: {
      name: input.nama_pic.trim(),
      position: input.jabatan_pic.trim(),
      phone: input.telp_pic.trim(),
      ktp: input.ktp_id.trim(),
    },
    location: {
      latitude: input.lat,
      longitude: input.lon,
      address: input.address_1.trim(),
      npwpAddress: input.address_npwp.trim(),
      postalCode: input.kodepos.trim(),
      ...region,
    },
    account: [
      {
        id: accountId,
        bank: bank?.bank ?? input.nama_bank,
        number: input.nomor_rekening.trim(),
        asName: input.atas_nama.trim(),
        branch: input.cabang.trim(),
      },
    ],
    templateUrl: '/api/seller/product/massTemplate',
  };
}

export const registerRoutes = [
  // No file rule on npwp_image: an oversized or foreign file is answered as upload_failed, as the portal expects.
  accountRoute('register', api.register, async (input, ctx) => {
    const problem = firstProblem(input);
    if (problem?.upload) return answer(false, types.uploadFailed, problem.message);
    if (problem) return answer(false, types.invalid, problem.message, 422);
    if (emailTaken(ctx.state, input.email))
      return answer(false, types.emailAlready, ACCOUNT_SERVER_MESSAGES.emailTaken);
    if (ctx.state.sellers.some((s) => s.profile.legality.npwp.id === input.npwp.trim())) {
      return answer(false, types.merchantAlready, ACCOUNT_SERVER_MESSAGES.npwpTaken);
    }
    if (input.npwp_image.size > IMAGE_MAX_BYTES)
      return answer(false, types.uploadFailed, ACCOUNT_MESSAGES.npwpImageTooLarge);
    const kind = await kindOf(input.npwp_image);
    if (kind !== 'jpeg' && kind !== 'png')
      return answer(false, types.uploadFailed, ACCOUNT_SERVER_MESSAGES.npwpImageType);
    const profile = newSeller(ctx.state, input, '');
    // The NPWP image is the new seller's only.
    profile.legality.npwp.image = (await ctx.saveUpload(input.npwp_image, { owner: profile.id })).url;
    ctx.state.sellers.push({ passwordHash: await hashPassword(input.password), profile });
    return answer(true, types.success, ACCOUNT_SERVER_MESSAGES.registered);
  }),
];
