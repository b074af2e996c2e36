import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { normalNik, normalPhone } from '@core/account/fields';
import { checkPasswordRule } from '@core/account/password';
import { registrationValidator, type RegistrationInput } from '@core/account/registration';
import { categoryOfCode, registrationResultTypes as types, type SellerProfile } from '@core/account/schema';
import { ACCOUNT_MAILS, ACCOUNT_SERVER_MESSAGES, tooManyRegistrations } from '@core/account/serverMessages';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { mutating, preparedRoute } from '../../area';
import { fail, keeping, ok, raw, type Reply } from '../../reply';
import { kindOf } from '../../uploads';
import { hashPassword } from './password';
import { findBank, resolveRegion } from './reference';
import { accountRoute, emailTaken, nextId, type AccountContext, type AccountState } from './state';

/*
 * Registration answers alike for a new and a known e-mail ('check your e-mail'): the e-mail says
 * which. A new address gets a link that makes the account (a registration waits for it for a day);
 * a known one is told someone tried. Registrations are limited per client, and the NPWP photos of
 * registrations not yet activated may fill only so much room; past either the answer is 429.
 */

type RegisterInput = z.output<typeof api.register.request>;

const REGISTRATIONS_PER_CLIENT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
/** The room the NPWP photos of registrations not yet activated may take together. */
const UNVERIFIED_UPLOAD_BYTES = 20 * 1024 * 1024;
const ACTIVATION_VALID_MS = 24 * 60 * 60 * 1000;
const ACTIVATION_PATH = '/api/user/activation/seller';

const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');
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
 * The first broken rule: core's registration rules in the registration's order (the same the form
 * runs), then what only the server can tell: the region really nests, the bank exists, the
 * password follows the rule, the agreement is ticked.
 */
function firstProblem(input: RegisterInput): { readonly message: string; readonly upload: boolean } | null {
  const form = registrationValidator.validate(formOf(input));
  // An image that came but is refused is an upload failure, as the portal reads it.
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
  const weak = checkPasswordRule(input.password);
  if (weak) return weak;
  if (!ticked(input.pernyataan)) return ACCOUNT_SERVER_MESSAGES.agreementMissing;
  return null;
}

/**
 * A new seller starts active (inActive true), unblocked, not in must-update and with a valid NPWP,
 * so the activated account can be followed straight into the portal: the menu shows and the empty
 * dashboard offers its start-selling card with its link to /product/addproduct. Its id is given
 * when the registration is received. NIK and phone are kept without the separators they were typed with.
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
    id: 0,
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
      phone: normalPhone(input.telp_pic.trim()),
      ktp: normalNik(input.ktp_id.trim()),
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

/** What the registration's slow work found before the write: the password's hash. */
interface Prepared {
  readonly passwordHash: string;
}

/** Registrations whose link has gone unused for a day are dropped, and their room is free again. */
function dropExpired(ctx: AccountContext): void {
  const now = ctx.clock.now();
  ctx.state.pendingRegistrations = ctx.state.pendingRegistrations.filter((p) => p.expiresAt > now);
}

function tooMany(message: string, waitMs: number | null): Reply {
  return {
    httpStatus: 429,
    body: { success: false, type: types.invalid, title: message },
    ...(waitMs === null ? {} : { headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) } }),
  };
}

export const registerRoutes = [
  // No file rule on npwp_image: a refused or oversized file is answered as upload_failed, as the portal expects.
  preparedRoute(
    'register',
    api.register,
    async (input, ctx: AccountContext): Promise<Prepared | Reply> => {
      const problem = firstProblem(input);
      if (problem?.upload) return answer(false, types.uploadFailed, problem.message);
      if (problem) return answer(false, types.invalid, problem.message, 422);
      const wait = ctx.limiter('register-client', REGISTRATIONS_PER_CLIENT).blockedFor([ctx.client]);
      if (wait !== null) return tooMany(tooManyRegistrations(wait), wait);
      const kind = await kindOf(input.npwp_image);
      if (kind !== 'jpeg' && kind !== 'png')
        return answer(false, types.uploadFailed, ACCOUNT_SERVER_MESSAGES.npwpImageType);
      return { passwordHash: await hashPassword(input.password) };
    },
    async (input, ctx, prepared) => {
      dropExpired(ctx);
      if (ctx.state.sellers.some((s) => s.profile.legality.npwp.id === input.npwp.trim()))
        return answer(false, types.merchantAlready, ACCOUNT_SERVER_MESSAGES.npwpTaken);
      const waiting = ctx.state.pendingRegistrations.reduce((total, p) => total + p.uploadBytes, 0);
      if (waiting + input.npwp_image.size > UNVERIFIED_UPLOAD_BYTES)
        return tooMany(ACCOUNT_SERVER_MESSAGES.registrationsBusy, null);
      ctx.limiter('register-client', REGISTRATIONS_PER_CLIENT).fail([ctx.client]);
      const email = input.email.trim();
      if (emailTaken(ctx.state, email)) {
        ctx.mail({
          to: email,
          subject: ACCOUNT_MAILS.alreadyRegisteredSubject,
          text: ACCOUNT_MAILS.alreadyRegisteredText,
        });
        return answer(true, types.success, ACCOUNT_SERVER_MESSAGES.registrationReceived);
      }
      // The id is given now, so the NPWP image is the new seller's only from the start.
      const id = nextId(
        [...ctx.state.sellers.map((s) => s.profile), ...ctx.state.pendingRegistrations.map((p) => p.profile)],
        2001,
      );
      const { url, size } = await ctx.saveUpload(input.npwp_image, { owner: id });
      const token = randomBytes(24).toString('hex');
      // A second registration of an address replaces the first: only the newest link works.
      ctx.state.pendingRegistrations = ctx.state.pendingRegistrations.filter(
        (p) => p.profile.email.toLowerCase() !== email.toLowerCase(),
      );
      ctx.state.pendingRegistrations.push({
        tokenKey: tokenKey(token),
        passwordHash: prepared.passwordHash,
        profile: { ...newSeller(ctx.state, input, url), id },
        uploadBytes: size,
        expiresAt: ctx.clock.now() + ACTIVATION_VALID_MS,
      });
      ctx.mail({
        to: email,
        subject: ACCOUNT_MAILS.activationSubject,
        text: ACCOUNT_MAILS.activationText(`${ACTIVATION_PATH}?token=${token}`),
      });
      return answer(true, types.success, ACCOUNT_SERVER_MESSAGES.registrationReceived);
    },
  ),
  /** The e-mail's link: the registration becomes the seller's account, unless its address or NPWP was taken meanwhile. */
  mutating(
    accountRoute('activateAccount', api.activateAccount, (input, ctx) => {
      dropExpired(ctx);
      const key = tokenKey(input.token);
      const pending = ctx.state.pendingRegistrations.find((p) => p.tokenKey === key);
      // The expired registrations dropped above stay dropped.
      if (!pending) return keeping(fail(400, ACCOUNT_SERVER_MESSAGES.activationInvalid));
      ctx.state.pendingRegistrations = ctx.state.pendingRegistrations.filter((p) => p !== pending);
      if (ctx.state.sellers.some((s) => s.profile.legality.npwp.id === pending.profile.legality.npwp.id))
        return keeping(fail(409, ACCOUNT_SERVER_MESSAGES.npwpTaken));
      if (emailTaken(ctx.state, pending.profile.email))
        return keeping(fail(409, ACCOUNT_SERVER_MESSAGES.activationInvalid));
      ctx.state.sellers.push({ passwordHash: pending.passwordHash, profile: pending.profile });
      return ok(null, ACCOUNT_SERVER_MESSAGES.activated);
    }),
  ),
];
