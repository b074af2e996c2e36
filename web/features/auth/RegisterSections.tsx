import { useState, type ReactNode } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import type { Bank, Province } from '@core/account/referenceSchema';
import {
  REGISTRATION_BUSINESS_CATEGORIES,
  checkNpwpImageSize,
  MAP_POINT_TEXTS,
  mapPointText,
  npwpDigits,
  regionCentre,
  siupRequired,
  type RegistrationField,
} from '@core/account/rules';
import { businessTypes, NPWP_LENGTH, taxStatuses } from '@core/account/schema';
import { Button } from '@web/ui/Button';
import type { CoreForm } from '@web/ui/form/useCoreForm';
import { ImagePicker } from '@web/ui/ImagePicker';
import { PasswordField } from '@web/ui/PasswordField';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { appConfig } from '@web/app/config';
import { MapPicker } from '@web/ui/MapPicker';
import { REGION_KEYS, RegionSelects, type RegionLists, type RegionValue } from '@web/ui/RegionSelects';
import { PasswordHints } from './PasswordHints';
import type { RegisterValues } from './registerForm';

export type RegisterForm = CoreForm<RegisterValues, RegistrationField>;

export interface SectionProps {
  readonly form: RegisterForm;
  /** The current values (watched), for the selects, the map and the hints. */
  readonly values: RegisterValues;
}

function Section({
  number,
  title,
  children,
}: {
  readonly number: number;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="register__section" aria-labelledby={`register-section-${number}`}>
      <h2 id={`register-section-${number}`} className="register__section-title">
        <span className="register__section-number">{number}</span>
        {title}
      </h2>
      <div className="register__grid">{children}</div>
    </section>
  );
}

/** A text input of the form: registered with react-hook-form, its text under it from core's rules. */
function field(form: RegisterForm, name: Path<RegisterValues> & RegistrationField) {
  return { ...form.register(name), error: form.fieldError(name) };
}

/** Sets a value the seller chose outside a text input (a select, the map, a file), validated again once the form was sent. */
export function choose<K extends Path<RegisterValues>>(
  form: RegisterForm,
  name: K,
  value: PathValue<RegisterValues, K>,
): void {
  form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
}

/** A select over one of core's closed word lists, each word its own value. */
function WordSelect<K extends 'businessType' | 'taxStatus'>({
  form,
  name,
  label,
  words,
  value,
}: {
  readonly form: RegisterForm;
  readonly name: K;
  readonly label: string;
  readonly words: readonly (PathValue<RegisterValues, K> & string)[];
  readonly value: PathValue<RegisterValues, K> & string;
}) {
  return (
    <Select
      label={label}
      value={value}
      options={words.map((word) => ({ value: word, label: word }))}
      // Only the list's words can be chosen; anything else keeps the current one.
      onChange={(next) => choose(form, name, words.find((word) => word === next) ?? value)}
    />
  );
}

export function IdentitySection({
  form,
  values,
  onPhotoRejected,
}: SectionProps & { readonly onPhotoRejected: (message: string) => void }) {
  const npwp = field(form, 'npwp');
  return (
    <Section number={1} title="Identitas dan Legalitas Toko">
      <TextField label="Nama Toko" {...field(form, 'name')} />
      <WordSelect
        form={form}
        name="businessType"
        label="Jenis Usaha"
        words={businessTypes}
        value={values.businessType}
      />
      <Select
        label="Kategori Usaha"
        value={values.businessCategory}
        options={REGISTRATION_BUSINESS_CATEGORIES.map((c) => ({ value: String(c.value), label: c.label }))}
        onChange={(value) => choose(form, 'businessCategory', value)}
      />
      <WordSelect form={form} name="taxStatus" label="Status Pajak" words={taxStatuses} value={values.taxStatus} />
      <TextField
        label="Nomor NPWP"
        inputMode="numeric"
        hint={`${NPWP_LENGTH} digit angka`}
        {...npwp}
        onChange={(event) => {
          // Digits only: the typed text is cleaned before the form reads it.
          event.target.value = npwpDigits(event.target.value);
          void npwp.onChange(event);
        }}
      />
      <TextField
        label={siupRequired(values.businessType) ? 'Nomor SIUP/NIB' : 'Nomor SIUP/NIB (opsional)'}
        {...field(form, 'siup')}
      />
      <ImagePicker
        label="Foto NPWP"
        file={values.npwpImage}
        onPick={(file) => choose(form, 'npwpImage', file)}
        check={(file) => checkNpwpImageSize(file)}
        onReject={onPhotoRejected}
        accept="image/jpeg,image/png"
        hint="JPG, maksimal 500kb"
        error={form.fieldError('npwpImage')}
        aspect="16 / 10"
      />
    </Section>
  );
}

export function AddressSection({
  form,
  values,
  provinces,
  regionLists,
  onLocate,
  locating,
  locationProblem,
}: SectionProps & {
  readonly provinces: readonly Province[];
  readonly regionLists: RegionLists;
  readonly onLocate: () => void;
  readonly locating: boolean;
  /** Why the current-location button found no address: said under the map address, which the seller then types. */
  readonly locationProblem: string | null;
}) {
  // Once a chosen region has moved the map, the seller is asked to put the marker on the shop.
  const [moved, setMoved] = useState(false);
  const centreOf = (region: RegionValue) =>
    regionCentre([
      regionLists.districts.items.find((d) => String(d.subdistrict_id) === region.districtId),
      regionLists.cities.items.find((c) => String(c.city_id) === region.cityId),
      provinces.find((p) => String(p.province_id) === region.provinceId),
    ]);
  return (
    <Section number={2} title="Alamat Toko">
      <TextField label="Alamat NPWP" {...field(form, 'npwpAddress')} className="register__wide" />
      <RegionSelects
        provinces={provinces}
        lists={regionLists}
        value={values}
        onChange={(region) => {
          // RegionSelects hands back what it was given with the region changed: only the region's own keys are taken.
          for (const key of REGION_KEYS) choose(form, key, region[key]);
          // A new province, city or kecamatan moves the map to its centre; a kelurahan keeps the point.
          const regionMoved =
            region.provinceId !== values.provinceId ||
            region.cityId !== values.cityId ||
            region.districtId !== values.districtId;
          const centre = regionMoved ? centreOf(region) : null;
          if (!centre) return;
          choose(form, 'latitude', centre.latitude);
          choose(form, 'longitude', centre.longitude);
          setMoved(true);
        }}
        errors={{
          province: form.fieldError('province'),
          city: form.fieldError('city'),
          district: form.fieldError('district'),
          village: form.fieldError('village'),
        }}
      />
      <TextField label="Kode Pos" inputMode="numeric" {...field(form, 'postalCode')} />
      <TextField
        label="Alamat berdasarkan Google Maps"
        {...field(form, 'mapAddress')}
        hint={locationProblem ?? undefined}
      />
      <div className="register__wide">
        <MapPicker
          label="Peta lokasi toko"
          tilesUrl={appConfig().mapTilesUrl}
          latitude={values.latitude}
          longitude={values.longitude}
          onMove={(latitude, longitude) => {
            choose(form, 'latitude', latitude);
            choose(form, 'longitude', longitude);
          }}
        />
        {moved ? (
          <p className="register__map-hint" aria-live="polite">
            {MAP_POINT_TEXTS.moved}
          </p>
        ) : null}
        <div className="register__map-actions">
          <span className="register__coords">{mapPointText(values)}</span>
          <Button variant="secondary" size="sm" onClick={onLocate} busy={locating}>
            Lokasi Sekarang
          </Button>
        </div>
      </div>
    </Section>
  );
}

export function ContactSection({ form }: Pick<SectionProps, 'form'>) {
  return (
    <Section number={3} title="Penanggung Jawab (PIC)">
      <TextField label="Nama PIC" {...field(form, 'picName')} />
      <TextField label="Jabatan PIC" {...field(form, 'picPosition')} />
      <TextField label="Telepon PIC" inputMode="tel" {...field(form, 'picPhone')} />
      <TextField label="NIK (KTP)" inputMode="numeric" {...field(form, 'ktp')} />
    </Section>
  );
}

export function BankSection({ form, values, banks }: SectionProps & { readonly banks: readonly Bank[] }) {
  return (
    <Section number={4} title="Rekening Bank">
      <Select
        label="Bank"
        placeholder="Pilih Bank"
        value={values.bankId}
        options={banks.map((b) => ({ value: String(b.id_bank), label: b.bank }))}
        onChange={(bankId) => choose(form, 'bankId', bankId)}
      />
      <TextField label="Nomor Rekening" inputMode="numeric" {...field(form, 'accountNumber')} />
      <TextField label="Cabang Bank" {...field(form, 'branch')} />
      <TextField label="Nama Pemilik Rekening" {...field(form, 'accountHolder')} />
    </Section>
  );
}

export function CredentialsSection({ form, values }: SectionProps) {
  return (
    <Section number={5} title="Akun Penyedia">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        {...field(form, 'email')}
        className="register__wide"
      />
      <div>
        <PasswordField label="Password" autoComplete="new-password" {...field(form, 'password')} />
        <PasswordHints password={values.password} />
      </div>
      <PasswordField label="Konfirmasi Password" autoComplete="new-password" {...field(form, 'passwordConfirmation')} />
    </Section>
  );
}
