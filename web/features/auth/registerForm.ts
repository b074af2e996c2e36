import { REGISTRATION_BUSINESS_CATEGORIES, type RegistrationField, type RegistrationInput } from '@core/account/rules';
import { DEFAULT_REGISTRATION_CATEGORY, type TaxStatus } from '@core/account/schema';
import type { RegistrationFormValues } from '@core/account/form';
import { DEFAULT_CENTER } from '@web/ui/MapPicker';
import { EMPTY_REGION, regionAwarePath, type RegionValue } from '@web/ui/RegionSelects';

/**
 * What the registration form holds (react-hook-form's values): core's registration input with
 * the region as its selects' values, plus what only the call needs (category, tax status, point,
 * bank, agreement).
 */
export interface RegisterValues
  extends RegionValue, Omit<RegistrationInput, 'npwpImage' | 'provinceId' | 'cityId' | 'districtId' | 'villageCode'> {
  readonly npwpImage: File | null;
  readonly businessCategory: string;
  readonly taxStatus: TaxStatus;
  readonly latitude: number;
  readonly longitude: number;
  readonly bankId: string;
  readonly agreement: boolean;
}

export const EMPTY_REGISTRATION: RegisterValues = {
  ...EMPTY_REGION,
  name: '',
  businessType: 'Individu',
  businessCategory: String(DEFAULT_REGISTRATION_CATEGORY),
  taxStatus: 'Non-PKP',
  npwp: '',
  siup: '',
  npwpImage: null,
  npwpAddress: '',
  postalCode: '',
  mapAddress: '',
  latitude: DEFAULT_CENTER.latitude,
  longitude: DEFAULT_CENTER.longitude,
  picName: '',
  picPosition: '',
  picPhone: '',
  ktp: '',
  bankId: '',
  accountNumber: '',
  branch: '',
  accountHolder: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  agreement: false,
};

const chosen = (value: string) => (value === '' ? null : Number(value));

/** The values as core's registration rules read them. */
export function registrationInput(values: RegisterValues): RegistrationInput {
  return {
    npwpImage: values.npwpImage,
    npwp: values.npwp,
    name: values.name,
    businessType: values.businessType,
    siup: values.siup,
    npwpAddress: values.npwpAddress,
    provinceId: chosen(values.provinceId),
    cityId: chosen(values.cityId),
    districtId: chosen(values.districtId),
    villageCode: values.villageCode === '' ? null : values.villageCode,
    postalCode: values.postalCode,
    mapAddress: values.mapAddress,
    picName: values.picName,
    picPosition: values.picPosition,
    picPhone: values.picPhone,
    ktp: values.ktp,
    accountNumber: values.accountNumber,
    branch: values.branch,
    accountHolder: values.accountHolder,
    email: values.email,
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
  };
}

/** The values as core's form builder turns them into the registration call's fields. */
export function registrationFormValues(values: RegisterValues): RegistrationFormValues {
  return {
    ...registrationInput(values),
    npwpImage: values.npwpImage,
    businessCategory:
      REGISTRATION_BUSINESS_CATEGORIES.find((c) => String(c.value) === values.businessCategory)?.value ??
      DEFAULT_REGISTRATION_CATEGORY,
    taxStatus: values.taxStatus,
    villageName: values.villageName,
    latitude: values.latitude,
    longitude: values.longitude,
    bankId: chosen(values.bankId),
    agreement: values.agreement,
    mallType: '',
  };
}

/** Where core's check of a field points among the values (a region check: its select). */
export function registrationPath(field: RegistrationField): keyof RegisterValues {
  return regionAwarePath(field);
}
