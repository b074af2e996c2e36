import { z } from 'zod';
import {
  backendResultSchema,
  businessCategories,
  businessTypes,
  DEFAULT_REGISTRATION_CATEGORY,
  reverseGeocodeSchema,
  sellerProfileSchema,
  storeUserPositions,
  storeUserSchema,
  taxStatuses,
} from '../../account/schema';
import { citySchema, districtSchema, registrationReferenceSchema, villageSchema } from '../../account/referenceSchema';
import { dashboardSchema } from '../../dashboard/schema';
import { FILTER_DATE_PATTERN, notificationSchema, notificationTypes } from '../../notification/schema';
import { USER_LOG_PAGE_SIZE, userLogEntrySchema, userLogTypes } from '../../userlog/schema';
import { pathCall, queryCall, jsonCall, statusCall } from '../calls';
import { endpoint } from '../endpoint';
import { envelope, listData, statusOnly, statusSchema } from '../envelope';

const queryInt = () => z.coerce.number<number>().int();
/** The seller's store id: the older backendseller calls name it mall_id. */
const mallId = () => z.coerce.number<number>().int().positive();
/** Empty, or 'yyyy/mm/dd_yyyy/mm/dd'. */
const filterDate = z
  .string()
  .refine((value) => value === '' || FILTER_DATE_PATTERN.test(value), 'filter_date: yyyy/mm/dd_yyyy/mm/dd')
  .default('');
const sixDigitCode = z.string().regex(/^\d{6}$/, 'Kode verifikasi harus 6 digit angka');
const file = () => z.instanceof(Blob);

/**
 * PUT backendseller/konfigurasi_api: one multipart call whose `action` field selects what changes
 * ("a param selects the action"). The catalogue needs a plain object schema, so the
 * fields of every action are optional and a refinement demands those the chosen action needs:
 * identitas_mall sends any of its identity fields (a partial update), rek_mall all four bank fields,
 * alamat_mall only mall_id.
 */
const profileActions = ['identitas_mall', 'rek_mall', 'alamat_mall'] as const;
const identityFields = [
  'name',
  'jenis_usaha',
  'kategori_usaha',
  'jenis',
  'npwp_id',
  'siup_id',
  'ktp_id',
  'email',
  'jabatan_pic',
  'nama_pic',
  'telp_pic',
] as const;
const bankFields = ['ids_rek', 'nama_bank', 'nomor_rekening', 'atas_nama'] as const;

const updateProfileRequest = z
  .object({
    action: z.enum(profileActions),
    mall_id: mallId(),
    name: z.string().optional(),
    jenis_usaha: z.enum(businessTypes).optional(),
    kategori_usaha: z.enum(businessCategories).optional(),
    jenis: z.enum(taxStatuses).optional(),
    npwp_id: z.string().optional(),
    siup_id: z.string().optional(),
    ktp_id: z.string().optional(),
    email: z.string().optional(),
    jabatan_pic: z.string().optional(),
    nama_pic: z.string().optional(),
    telp_pic: z.string().optional(),
    ids_rek: z.coerce.number<number>().int().optional(),
    nama_bank: z.string().optional(),
    nomor_rekening: z.string().optional(),
    atas_nama: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action !== 'rek_mall') return;
    for (const field of bankFields) {
      if (input[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} wajib untuk rek_mall` });
    }
  });

/**
 * POST backendseller/konfigurasi_api: the file uploads of the profile. `action` selects the
 * document or image; legality files travel in the field `npwp` (for the SIUP too, as the spec
 * says), the logo in `logo_mall`, the header in `header_mall`.
 */
const profileFileActions = ['legalitas_npwp_mall', 'legalitas_siup_mall', 'gambar_logo', 'gambar_header'] as const;
export type ProfileFileAction = (typeof profileFileActions)[number];
export const profileFileField = {
  legalitas_npwp_mall: 'npwp',
  legalitas_siup_mall: 'npwp',
  gambar_logo: 'logo_mall',
  gambar_header: 'header_mall',
} as const satisfies Record<ProfileFileAction, string>;

const uploadProfileFileRequest = z
  .object({
    action: z.enum(profileFileActions),
    mall_id: mallId().optional(),
    npwp: file().optional(),
    logo_mall: file().optional(),
    header_mall: file().optional(),
  })
  .superRefine((input, ctx) => {
    const field = profileFileField[input.action];
    if (input[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: `File ${field} wajib untuk ${input.action}` });
    if (input.action.startsWith('legalitas_') && input.mall_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['mall_id'], message: `mall_id wajib untuk ${input.action}` });
    }
  });

/**
 * POST backendseller/registration_api/process with every field the specification lists. Text fields
 * must be present but may be empty: the server answers an empty one with the specification's
 * message for it, in the registration's order. Selects travel as numbers (0 = not chosen). `nama_bank` is the bank's
 * id_bank from reg3 (a bank name is accepted too).
 */
const registerRequest = z.object({
  type_reg: z.string().default('bh'),
  name: z.string(),
  jenis_usaha: z.enum(businessTypes),
  kategori_usaha: z.coerce.number<number>().int().min(1).max(6).default(DEFAULT_REGISTRATION_CATEGORY),
  jenis: z.enum(taxStatuses),
  npwp: z.string(),
  siup: z.string().default(''),
  npwp_image: file(),
  address_npwp: z.string(),
  province: queryInt(),
  city: queryInt(),
  kecamatan: queryInt(),
  kodepos: z.string(),
  kelurahan_kd: z.string(),
  kelurahan_nama: z.string(),
  address_1: z.string(),
  lat: z.coerce.number<number>(),
  lon: z.coerce.number<number>(),
  nama_pic: z.string(),
  jabatan_pic: z.string(),
  telp_pic: z.string(),
  ktp_id: z.string(),
  nama_bank: z.string(),
  cabang: z.string(),
  nomor_rekening: z.string(),
  atas_nama: z.string(),
  email: z.string(),
  password: z.string(),
  password_konfirmasi: z.string(),
  /** The agreement checkbox; 'true', '1' or 'on' when ticked. */
  pernyataan: z.union([z.boolean(), z.string()]),
  mall_type: z.string().default(''),
  zone_2: z.string().default(''),
  postcode: z.string().default(''),
  country: z.string().default(''),
  location: z.string().default(''),
});

const latitude = z.coerce.number<number>().min(-90).max(90);
const longitude = z.coerce.number<number>().min(-180).max(180);

/** The account calls: session, password, dashboard, notifications, log, profile, registration. */
export const accountEndpoints = {
  login: jsonCall(
    { summary: 'Log in; data holds the token', spec: '000 §7', public: true },
    'POST',
    'user/login/seller',
    z.object({ email: z.string(), password: z.string() }),
    envelope(z.string().nullable()),
  ),
  profile: pathCall({
    summary: 'The logged-in seller',
    spec: '000 §7',
    method: 'GET',
    path: 'user/profile/seller',
    request: z.object({}),
    response: envelope(sellerProfileSchema),
  }),
  logout: pathCall({
    summary: 'Log out: ends this session only',
    spec: '000 §7',
    method: 'POST',
    path: 'user/logout/seller',
    request: z.object({}),
    response: statusOnly,
  }),
  /** 'Keluar dari semua perangkat' of the user menu; the specification's logout ends one session. */
  logoutEverywhere: pathCall({
    summary: 'Log out on every device: ends every session of the seller',
    spec: '000 §2 (call ours)',
    method: 'POST',
    path: 'user/logoutAll/seller',
    request: z.object({}),
    response: statusOnly,
  }),
  forgotPassword: statusCall(
    { summary: 'Forgotten password, step 0: send a 6-digit code to the e-mail', spec: '000 §7', public: true },
    'POST',
    'user/forgotPassword/seller',
    z.object({ email: z.string() }),
  ),
  checkForgotPassword: statusCall(
    { summary: 'Forgotten password, step 1: check the code', spec: '000 §7', public: true },
    'PUT',
    'user/checkForgotPassword/seller',
    z.object({ code: sixDigitCode, email: z.string() }),
  ),
  changeForgotPassword: statusCall(
    { summary: 'Forgotten password, step 2: set the new password', spec: '000 §7', public: true },
    'PUT',
    'user/changeForgotPassword/seller',
    z.object({ code: sixDigitCode, email: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }),
  ),
  /**
   * The link of the e-mail a registration sends: it makes the new account, so a registration
   * answers alike for a new and a known address. The sandbox answers it with a redirect to the
   * portal's login.
   */
  activateAccount: endpoint({
    summary: 'Activate a registered account with the token of its e-mail',
    spec: '000 §7 (call ours)',
    method: 'GET',
    path: 'user/activation/seller',
    base: 'api',
    encoding: 'query',
    public: true,
    fields: ['token'],
    request: z.object({ token: z.string().regex(/^[0-9a-f]{48}$/, 'token tidak valid') }),
    response: statusOnly,
  }),
  changePassword: statusCall(
    { summary: 'Change the password of the logged-in seller', spec: '000 §7' },
    'PUT',
    'user/changePassword/seller',
    z.object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }),
  ),
  dashboard: endpoint({
    summary: 'Dashboard data; with year, the sales chart of that year',
    spec: '000 §7',
    method: 'GET',
    path: 'seller/dashboard',
    base: 'api',
    encoding: 'query',
    fields: ['year'],
    request: z.object({ year: queryInt().optional() }),
    response: envelope(dashboardSchema),
  }),
  notifications: endpoint({
    summary: 'Notifications, paged, newest first',
    spec: '000 §7',
    method: 'GET',
    path: 'user/notification/seller',
    base: 'api',
    encoding: 'query',
    fields: ['page', 'limit', 'filter_type', 'filter_date', 'isNotifReminder'],
    request: z.object({
      page: queryInt().min(1).default(1),
      limit: queryInt().min(1).max(100).default(10),
      filter_type: z.enum(['all', ...notificationTypes]).default('all'),
      filter_date: filterDate,
      isNotifReminder: queryInt().min(0).max(1).optional(),
    }),
    response: envelope(listData(notificationSchema)),
  }),
  /**
   * Marks one notification read when the seller opens it. The specification names no call for it (only a
   * 'Mark all notif as read' link whose action is not shown): this path is ours.
   */
  readNotification: statusCall(
    { summary: 'Mark one notification read (opened)', spec: '000 §2 (call ours)' },
    'PUT',
    'user/notification/seller/read',
    z.object({ id: z.number().int().positive() }),
  ),
  userLog: endpoint({
    summary: 'Activity log of the seller, paged, newest first',
    spec: '000 §7',
    method: 'GET',
    path: 'user/log/seller',
    base: 'api',
    encoding: 'query',
    fields: ['page', 'limit', 'filter_type', 'filter_date'],
    request: z.object({
      page: queryInt().min(1).default(1),
      limit: queryInt().min(1).max(100).default(USER_LOG_PAGE_SIZE),
      filter_type: z.enum(['all', ...userLogTypes]).default('all'),
      filter_date: filterDate,
    }),
    response: envelope(listData(userLogEntrySchema)),
  }),
  storeUsers: endpoint({
    summary: 'Users of the store',
    spec: '000 §7',
    method: 'GET',
    path: 'backendseller/registration_api/list_user',
    base: 'api',
    encoding: 'query',
    fields: ['mall_id'],
    request: z.object({ mall_id: mallId() }),
    response: envelope(z.array(storeUserSchema)),
  }),
  addStoreUser: endpoint({
    summary: 'Add a user to the store (always role admin); title is the toast',
    spec: '000 §7',
    method: 'POST',
    path: 'backendseller/registration_api/add_user',
    base: 'api',
    encoding: 'multipart',
    fields: ['mall_id', 'mall', 'nama', 'email', 'password', 'phone', 'jabatan', 'peran'],
    request: z.object({
      mall_id: mallId(),
      mall: z.string(),
      nama: z.string().trim().min(1),
      email: z.email(),
      password: z.string().min(1),
      phone: z.string().trim().min(1),
      jabatan: z.enum(storeUserPositions),
      peran: z.string().default('admin'),
    }),
    response: backendResultSchema,
  }),
  updateAddress: endpoint({
    summary: "Update the store address; message 'Anda berhasil update alamat'",
    spec: '000 §7',
    method: 'PUT',
    path: 'seller/setting/address',
    base: 'api',
    encoding: 'json',
    fields: [
      'address',
      'latitude',
      'longitude',
      'npwpAddress',
      'provinceId',
      'cityId',
      'districtId',
      'subDistrictCode',
      'postalCode',
    ],
    request: z.object({
      address: z.string(),
      latitude,
      longitude,
      npwpAddress: z.string(),
      provinceId: queryInt(),
      cityId: queryInt(),
      /** The kecamatan's subdistrict_id (its code, as a number). */
      districtId: queryInt(),
      /** The kelurahan's kd_kelurahan_desa. */
      subDistrictCode: z.coerce.string<string | number>(),
      postalCode: z.string(),
    }),
    response: statusOnly,
  }),
  registrationReference: pathCall({
    summary: 'Provinces and banks for registration (reg3)',
    spec: '000 §7',
    method: 'GET',
    path: 'register_penyedia_api/reg3',
    public: true,
    request: z.object({}),
    response: envelope(registrationReferenceSchema),
  }),
  cities: queryCall(
    { summary: 'Cities of a province', spec: '000 §7', public: true },
    'register_penyedia_api/getCity/{provinceId}',
    z.object({ provinceId: queryInt(), ids: z.string().default('') }),
    envelope(z.array(citySchema)),
  ),
  districts: queryCall(
    { summary: 'Districts (kecamatan) of a city', spec: '000 §7', public: true },
    'register_penyedia_api/getKecamatan/{cityId}',
    z.object({ cityId: queryInt(), ids: z.string().default('') }),
    envelope(z.array(districtSchema)),
  ),
  villages: pathCall({
    summary: 'Villages (kelurahan/desa) of a district',
    spec: '000 §7',
    method: 'GET',
    path: 'register_penyedia_api/getKelurahan/{districtCode}',
    public: true,
    request: z.object({ districtCode: z.coerce.string<string | number>() }),
    response: envelope(z.array(villageSchema)),
  }),
  updateProfile: endpoint({
    summary:
      "Update the profile; action identitas_mall | rek_mall | alamat_mall; message 'Berhasil! Anda berhasil mengupdate profile anda'",
    spec: '000 §7',
    method: 'PUT',
    path: 'backendseller/konfigurasi_api',
    base: 'api',
    encoding: 'multipart',
    fields: ['action', 'mall_id', ...identityFields, ...bankFields],
    request: updateProfileRequest,
    response: statusOnly,
  }),
  uploadProfileFile: endpoint({
    summary:
      'Upload a legality document or a store image; action legalitas_npwp_mall | legalitas_siup_mall | gambar_logo | gambar_header',
    spec: '000 §7',
    method: 'POST',
    path: 'backendseller/konfigurasi_api',
    base: 'api',
    encoding: 'multipart',
    fields: ['action', 'mall_id', 'npwp', 'logo_mall', 'header_mall'],
    request: uploadProfileFileRequest,
    // The spec does not show the answer; the sandbox gives the stored file's URL.
    response: z.object({ status: statusSchema, data: z.object({ url: z.string() }).nullable().optional() }),
  }),
  register: endpoint({
    summary: 'Register a new seller; answer {success, type, title}',
    spec: '000 §7',
    method: 'POST',
    path: 'backendseller/registration_api/process',
    base: 'api',
    encoding: 'multipart',
    public: true,
    fields: Object.keys(registerRequest.shape),
    request: registerRequest,
    response: backendResultSchema,
  }),
  reverseGeocode: endpoint({
    summary: 'Formatted address of a point (sandbox stand-in for the external geocoding)',
    spec: '000 §7',
    method: 'GET',
    path: 'geocode/reverse',
    base: 'api',
    encoding: 'query',
    // Registration uses 'Lokasi Sekarang' before there is a token.
    public: true,
    fields: ['lat', 'lon'],
    request: z.object({ lat: latitude, lon: longitude }),
    response: envelope(reverseGeocodeSchema),
  }),
} as const;
