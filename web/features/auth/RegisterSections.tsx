import type { ReactNode } from 'react';
import type { Bank, Province } from '@core/account/referenceSchema';
import { REGISTRATION_BUSINESS_CATEGORIES, checkNpwpImageSize, npwpDigits, siupRequired, type RegistrationField } from '@core/account/rules';
import { businessTypes, NPWP_LENGTH, taxStatuses } from '@core/account/schema';
import { Button } from '@web/ui/Button';
import { ImagePicker } from '@web/ui/ImagePicker';
import { PasswordField } from '@web/ui/PasswordField';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { appConfig } from '@web/app/config';
import { MapPicker } from '@web/ui/MapPicker';
import { RegionSelects, type RegionLists } from '@web/ui/RegionSelects';
import { PasswordHints } from './PasswordHints';
import type { RegisterDraft } from './registerDraft';

export type FieldErrors = Partial<Record<RegistrationField, string>>;

export interface SectionProps {
  readonly draft: RegisterDraft;
  readonly set: (patch: Partial<RegisterDraft>) => void;
  readonly errors: FieldErrors;
}

function Section({ number, title, children }: { readonly number: number; readonly title: string; readonly children: ReactNode }) {
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

const text = (draft: RegisterDraft, set: SectionProps['set'], key: keyof RegisterDraft) => ({
  value: String(draft[key]),
  onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
});

export function IdentitySection({
  draft,
  set,
  errors,
  photo,
  onPhoto,
  onPhotoRejected,
}: SectionProps & { readonly photo: File | null; readonly onPhoto: (file: File) => void; readonly onPhotoRejected: (message: string) => void }) {
  return (
    <Section number={1} title="Identitas dan Legalitas Toko">
      <TextField label="Nama Toko" name="name" {...text(draft, set, 'name')} error={errors.name} />
      <Select
        label="Jenis Usaha"
        value={draft.businessType}
        options={businessTypes.map((t) => ({ value: t, label: t }))}
        onChange={(value) => set({ businessType: businessTypes.find((t) => t === value) ?? 'Individu' })}
      />
      <Select
        label="Kategori Usaha"
        value={String(draft.businessCategory)}
        options={REGISTRATION_BUSINESS_CATEGORIES.map((c) => ({ value: String(c.value), label: c.label }))}
        onChange={(value) => set({ businessCategory: Number(value) })}
      />
      <Select
        label="Status Pajak"
        value={draft.taxStatus}
        options={taxStatuses.map((t) => ({ value: t, label: t }))}
        onChange={(value) => set({ taxStatus: taxStatuses.find((t) => t === value) ?? 'Non-PKP' })}
      />
      <TextField
        label="Nomor NPWP"
        name="npwp"
        inputMode="numeric"
        hint={`${NPWP_LENGTH} digit angka`}
        value={draft.npwp}
        onChange={(event) => set({ npwp: npwpDigits(event.target.value) })}
        error={errors.npwp}
      />
      <TextField
        label={siupRequired(draft.businessType) ? 'Nomor SIUP/NIB' : 'Nomor SIUP/NIB (opsional)'}
        name="siup"
        {...text(draft, set, 'siup')}
        error={errors.siup}
      />
      <ImagePicker
        label="Foto NPWP"
        file={photo}
        onPick={onPhoto}
        check={(file) => checkNpwpImageSize(file)}
        onReject={onPhotoRejected}
        accept="image/jpeg,image/png"
        hint="JPG, maksimal 500kb"
        error={errors.npwpImage}
        aspect="16 / 10"
      />
    </Section>
  );
}

export function AddressSection({
  draft,
  set,
  errors,
  provinces,
  regionLists,
  onLocate,
  locating,
}: SectionProps & { readonly provinces: readonly Province[]; readonly regionLists: RegionLists; readonly onLocate: () => void; readonly locating: boolean }) {
  return (
    <Section number={2} title="Alamat Toko">
      <TextField label="Alamat NPWP" name="npwpAddress" {...text(draft, set, 'npwpAddress')} error={errors.npwpAddress} className="register__wide" />
      <RegionSelects
        provinces={provinces}
        lists={regionLists}
        value={draft}
        onChange={(region) => set(region)}
        errors={{ province: errors.province, city: errors.city, district: errors.district, village: errors.village }}
      />
      <TextField label="Kode Pos" name="postalCode" inputMode="numeric" {...text(draft, set, 'postalCode')} error={errors.postalCode} />
      <TextField label="Alamat berdasarkan Google Maps" name="mapAddress" {...text(draft, set, 'mapAddress')} error={errors.mapAddress} />
      <div className="register__wide">
        <MapPicker label="Peta lokasi toko" tilesUrl={appConfig().mapTilesUrl} latitude={draft.latitude} longitude={draft.longitude} onMove={(latitude, longitude) => set({ latitude, longitude })} />
        <div className="register__map-actions">
          <span className="register__coords">
            {draft.latitude.toFixed(6)}, {draft.longitude.toFixed(6)}
          </span>
          <Button variant="secondary" size="sm" onClick={onLocate} busy={locating}>
            Lokasi Sekarang
          </Button>
        </div>
      </div>
    </Section>
  );
}

export function ContactSection({ draft, set, errors }: SectionProps) {
  return (
    <Section number={3} title="Penanggung Jawab (PIC)">
      <TextField label="Nama PIC" name="picName" {...text(draft, set, 'picName')} error={errors.picName} />
      <TextField label="Jabatan PIC" name="picPosition" {...text(draft, set, 'picPosition')} error={errors.picPosition} />
      <TextField label="Telepon PIC" name="picPhone" inputMode="tel" {...text(draft, set, 'picPhone')} error={errors.picPhone} />
      <TextField label="NIK (KTP)" name="ktp" inputMode="numeric" {...text(draft, set, 'ktp')} error={errors.ktp} />
    </Section>
  );
}

export function BankSection({ draft, set, errors, banks }: SectionProps & { readonly banks: readonly Bank[] }) {
  return (
    <Section number={4} title="Rekening Bank">
      <Select
        label="Bank"
        placeholder="Pilih Bank"
        value={draft.bankId}
        options={banks.map((b) => ({ value: String(b.id_bank), label: b.bank }))}
        onChange={(bankId) => set({ bankId })}
      />
      <TextField label="Nomor Rekening" name="accountNumber" inputMode="numeric" {...text(draft, set, 'accountNumber')} error={errors.accountNumber} />
      <TextField label="Cabang Bank" name="branch" {...text(draft, set, 'branch')} error={errors.branch} />
      <TextField label="Nama Pemilik Rekening" name="accountHolder" {...text(draft, set, 'accountHolder')} error={errors.accountHolder} />
    </Section>
  );
}

export function CredentialsSection({
  draft,
  set,
  errors,
  password,
  confirmation,
  onPassword,
  onConfirmation,
}: SectionProps & {
  readonly password: string;
  readonly confirmation: string;
  readonly onPassword: (value: string) => void;
  readonly onConfirmation: (value: string) => void;
}) {
  return (
    <Section number={5} title="Akun Penyedia">
      <TextField label="Email" name="email" type="email" autoComplete="username" {...text(draft, set, 'email')} error={errors.email} className="register__wide" />
      <div>
        <PasswordField label="Password" name="password" autoComplete="new-password" value={password} onChange={(e) => onPassword(e.target.value)} error={errors.password} />
        <PasswordHints password={password} />
      </div>
      <PasswordField
        label="Konfirmasi Password"
        name="passwordConfirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        error={errors.passwordConfirmation}
      />
    </Section>
  );
}
