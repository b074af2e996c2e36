import type { BusinessCategory, BusinessType, StoreUserPosition, TaxStatus } from './schema';
import { normalNik, normalPhone, npwpDigits } from './fields';
import { STORE_USER_ROLE } from './schema';
import type { RegistrationBusinessCategory, RegistrationInput } from './registration';

/**
 * Typed account form values to the exact request fields of the account calls: registration, the
 * profile configuration calls, the address update and a new store user.
 */

// ---- registration: POST backendseller/registration_api/process (multipart) ----

export interface RegistrationFormValues extends RegistrationInput {
  readonly npwpImage: Blob | null;
  readonly businessCategory: RegistrationBusinessCategory;
  readonly taxStatus: TaxStatus;
  readonly villageName: string;
  readonly latitude: number;
  readonly longitude: number;
  /** The bank's id_bank from reg3. */
  readonly bankId: number | null;
  readonly agreement: boolean;
  readonly mallType: string;
}

export interface RegistrationFields {
  readonly type_reg: string;
  readonly name: string;
  readonly jenis_usaha: BusinessType;
  readonly kategori_usaha: number;
  readonly jenis: TaxStatus;
  readonly npwp: string;
  readonly siup: string;
  readonly npwp_image: Blob;
  readonly address_npwp: string;
  readonly province: number;
  readonly city: number;
  readonly kecamatan: number;
  readonly kodepos: string;
  readonly kelurahan_kd: string;
  readonly kelurahan_nama: string;
  readonly address_1: string;
  readonly lat: number;
  readonly lon: number;
  readonly nama_pic: string;
  readonly jabatan_pic: string;
  readonly telp_pic: string;
  readonly ktp_id: string;
  readonly nama_bank: string;
  readonly cabang: string;
  readonly nomor_rekening: string;
  readonly atas_nama: string;
  readonly email: string;
  readonly password: string;
  readonly password_konfirmasi: string;
  readonly pernyataan: string;
  readonly mall_type: string;
  readonly zone_2: string;
  readonly postcode: string;
  readonly country: string;
  readonly location: string;
}

/** Registration type sent with every registration ('bh'). */
const REGISTRATION_TYPE = 'bh';

/**
 * The registration call's fields. Selects not chosen travel as 0 and the NPWP image is required,
 * so this returns null when the image is missing (the validator reports it first).
 */
export function buildRegistrationFields(values: RegistrationFormValues): RegistrationFields | null {
  if (values.npwpImage === null) return null;
  return {
    type_reg: REGISTRATION_TYPE,
    name: values.name.trim(),
    jenis_usaha: values.businessType,
    kategori_usaha: values.businessCategory,
    jenis: values.taxStatus,
    npwp: values.npwp,
    siup: values.siup.trim(),
    npwp_image: values.npwpImage,
    address_npwp: values.npwpAddress.trim(),
    province: values.provinceId ?? 0,
    city: values.cityId ?? 0,
    kecamatan: values.districtId ?? 0,
    kodepos: values.postalCode.trim(),
    kelurahan_kd: values.villageCode ?? '',
    kelurahan_nama: values.villageName,
    address_1: values.mapAddress.trim(),
    lat: values.latitude,
    lon: values.longitude,
    nama_pic: values.picName.trim(),
    jabatan_pic: values.picPosition.trim(),
    telp_pic: normalPhone(values.picPhone.trim()),
    ktp_id: normalNik(values.ktp.trim()),
    nama_bank: values.bankId === null ? '' : String(values.bankId),
    cabang: values.branch.trim(),
    nomor_rekening: values.accountNumber.trim(),
    atas_nama: values.accountHolder.trim(),
    email: values.email.trim(),
    password: values.password,
    password_konfirmasi: values.passwordConfirmation,
    pernyataan: values.agreement ? '1' : '0',
    mall_type: values.mallType,
    // Sent blank, as the portal does.
    zone_2: '',
    postcode: '',
    country: '',
    location: '',
  };
}

// ---- profile: PUT backendseller/konfigurasi_api (multipart, `action` selects) ----

export interface ProfileIdentityValues {
  readonly name: string;
  readonly businessType: BusinessType;
  readonly businessCategory: BusinessCategory;
  readonly taxStatus: TaxStatus;
  readonly npwp: string;
  readonly siup: string;
  readonly ktp: string;
  readonly email: string;
  readonly picPosition: string;
  readonly picName: string;
  readonly picPhone: string;
}

export interface ProfileIdentityFields {
  readonly action: 'identitas_mall';
  readonly mall_id: number;
  readonly name: string;
  readonly jenis_usaha: BusinessType;
  readonly kategori_usaha: BusinessCategory;
  readonly jenis: TaxStatus;
  readonly npwp_id: string;
  readonly siup_id: string;
  readonly ktp_id: string;
  readonly email: string;
  readonly jabatan_pic: string;
  readonly nama_pic: string;
  readonly telp_pic: string;
}

export function buildProfileIdentityFields(sellerId: number, values: ProfileIdentityValues): ProfileIdentityFields {
  return {
    action: 'identitas_mall',
    mall_id: sellerId,
    name: values.name.trim(),
    jenis_usaha: values.businessType,
    kategori_usaha: values.businessCategory,
    jenis: values.taxStatus,
    npwp_id: npwpDigits(values.npwp),
    siup_id: values.siup.trim(),
    ktp_id: normalNik(values.ktp.trim()),
    email: values.email.trim(),
    jabatan_pic: values.picPosition.trim(),
    nama_pic: values.picName.trim(),
    telp_pic: normalPhone(values.picPhone.trim()),
  };
}

export interface ProfileBankValues {
  readonly accountId: number;
  readonly bank: string;
  readonly number: string;
  readonly asName: string;
}

export interface ProfileBankFields {
  readonly action: 'rek_mall';
  readonly mall_id: number;
  readonly ids_rek: number;
  readonly nama_bank: string;
  readonly nomor_rekening: string;
  readonly atas_nama: string;
}

export function buildProfileBankFields(sellerId: number, values: ProfileBankValues): ProfileBankFields {
  return {
    action: 'rek_mall',
    mall_id: sellerId,
    ids_rek: values.accountId,
    nama_bank: values.bank,
    nomor_rekening: values.number,
    atas_nama: values.asName,
  };
}

/** alamat_mall sends mall_id only; the address itself goes through PUT seller/setting/address. */
export function buildProfileAddressActionFields(sellerId: number): {
  readonly action: 'alamat_mall';
  readonly mall_id: number;
} {
  return { action: 'alamat_mall', mall_id: sellerId };
}

// ---- profile files: POST backendseller/konfigurasi_api (multipart) ----

export type ProfileFileKind = 'npwp' | 'siup' | 'logo' | 'header';

export type ProfileFileFields =
  | { readonly action: 'legalitas_npwp_mall'; readonly mall_id: number; readonly npwp: Blob }
  | { readonly action: 'legalitas_siup_mall'; readonly mall_id: number; readonly npwp: Blob }
  | { readonly action: 'gambar_logo'; readonly mall_id: number; readonly logo_mall: Blob }
  | { readonly action: 'gambar_header'; readonly mall_id: number; readonly header_mall: Blob };

/** Legality files travel in the field `npwp` (the SIUP too), the logo in logo_mall, the header in header_mall. */
export function buildProfileFileFields(sellerId: number, kind: ProfileFileKind, file: Blob): ProfileFileFields {
  switch (kind) {
    case 'npwp':
      return { action: 'legalitas_npwp_mall', mall_id: sellerId, npwp: file };
    case 'siup':
      return { action: 'legalitas_siup_mall', mall_id: sellerId, npwp: file };
    case 'logo':
      return { action: 'gambar_logo', mall_id: sellerId, logo_mall: file };
    case 'header':
      return { action: 'gambar_header', mall_id: sellerId, header_mall: file };
  }
}

// ---- address: PUT seller/setting/address (JSON) ----

export interface AddressFormValues {
  readonly mapAddress: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly npwpAddress: string;
  readonly provinceId: number;
  readonly cityId: number;
  /** The kecamatan's subdistrict_id. */
  readonly districtId: number;
  /** The kelurahan's kd_kelurahan_desa. */
  readonly villageCode: string;
  readonly postalCode: string;
}

/** The values as the call names them: the map's address is `address`, the kelurahan's code `subDistrictCode`. */
export type AddressFields = Omit<AddressFormValues, 'mapAddress' | 'villageCode'> & {
  readonly address: string;
  readonly subDistrictCode: string;
};

export function buildAddressFields(values: AddressFormValues): AddressFields {
  return {
    address: values.mapAddress.trim(),
    latitude: values.latitude,
    longitude: values.longitude,
    npwpAddress: values.npwpAddress.trim(),
    provinceId: values.provinceId,
    cityId: values.cityId,
    districtId: values.districtId,
    subDistrictCode: values.villageCode,
    postalCode: values.postalCode.trim(),
  };
}

// ---- store user: POST backendseller/registration_api/add_user (multipart) ----

export interface StoreUserValues {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly phone: string;
  readonly position: StoreUserPosition;
}

export interface StoreUserFields {
  readonly mall_id: number;
  readonly mall: string;
  readonly nama: string;
  readonly email: string;
  readonly password: string;
  readonly phone: string;
  readonly jabatan: StoreUserPosition;
  readonly peran: string;
}

/** A new store user is always created with role admin. */
export function buildStoreUserFields(
  store: { readonly sellerId: number; readonly storeName: string },
  values: StoreUserValues,
): StoreUserFields {
  return {
    mall_id: store.sellerId,
    mall: store.storeName,
    nama: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: normalPhone(values.phone.trim()),
    jabatan: values.position,
    peran: STORE_USER_ROLE,
  };
}

// ---- small JSON calls ----

export function buildLoginFields(values: { readonly email: string; readonly password: string }): {
  readonly email: string;
  readonly password: string;
} {
  return { email: values.email.trim(), password: values.password };
}
