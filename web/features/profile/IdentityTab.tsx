import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, npwpDigits } from '@core/account/rules';
import { buildProfileIdentityFields, type ProfileIdentityValues } from '@core/account/form';
import { businessCategories, businessTypes, NPWP_LENGTH, storeUserPositions, taxStatuses, type SellerProfile } from '@core/account/schema';
import { accountApi } from '@web/app/api/account';
import { Button } from '@web/ui/Button';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { useConfirmedEdit } from './useConfirmedEdit';

function initial(user: SellerProfile): ProfileIdentityValues {
  return {
    name: user.name,
    businessType: businessTypes.find((t) => t === user.business.type) ?? 'Individu',
    businessCategory: businessCategories.find((c) => c === user.business.category) ?? 'NonUMKM',
    taxStatus: user.type,
    npwp: user.legality.npwp.id,
    siup: user.legality.siup.id,
    ktp: user.pic.ktp,
    email: user.email,
    picPosition: user.pic.position,
    picName: user.pic.name,
    picPhone: user.pic.phone,
  };
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Identitas: the store's identity and its contact person (spec 000 §2, §3). */
export function IdentityTab({ user }: { readonly user: SellerProfile }) {
  const [values, setValues] = useState<ProfileIdentityValues>(() => initial(user));
  const edit = useConfirmedEdit();
  const set = (patch: Partial<ProfileIdentityValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const text = (key: 'name' | 'siup' | 'ktp' | 'email' | 'picName' | 'picPhone') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.ask({
      title: 'Simpan identitas toko?',
      text: 'Data identitas toko akan diperbarui.',
      run: () => accountApi.updateProfile(buildProfileIdentityFields(user.id, values)).map(() => ACCOUNT_MESSAGES.profileUpdated),
    });
  };

  // A position outside the store-user list (older data) stays selectable.
  const positions: readonly string[] = storeUserPositions.some((p) => p === values.picPosition) ? storeUserPositions : [values.picPosition, ...storeUserPositions];
  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <div className="profile-grid">
        <TextField label="Nama Toko" name="name" {...text('name')} />
        <TextField label="Email" name="email" type="email" {...text('email')} />
        <Select label="Jenis Usaha" value={values.businessType} options={options(businessTypes)} onChange={(v) => set({ businessType: businessTypes.find((t) => t === v) ?? values.businessType })} />
        <Select
          label="Kategori Usaha"
          value={values.businessCategory}
          options={options(businessCategories)}
          onChange={(v) => set({ businessCategory: businessCategories.find((c) => c === v) ?? values.businessCategory })}
        />
        <Select label="Status" value={values.taxStatus} options={options(taxStatuses)} onChange={(v) => set({ taxStatus: taxStatuses.find((t) => t === v) ?? values.taxStatus })} />
        <TextField
          label="NPWP"
          name="npwp"
          inputMode="numeric"
          hint={`${NPWP_LENGTH} digit angka`}
          value={values.npwp}
          onChange={(event) => set({ npwp: npwpDigits(event.target.value) })}
        />
        <TextField label="SIUP/NIB" name="siup" {...text('siup')} />
        <TextField label="NIK (KTP)" name="ktp" inputMode="numeric" {...text('ktp')} />
      </div>
      <h3 className="profile-form__heading">Penanggung Jawab</h3>
      <div className="profile-grid">
        <TextField label="Nama PIC" name="picName" {...text('picName')} />
        <Select label="Jabatan PIC" value={values.picPosition} options={options(positions)} onChange={(v) => set({ picPosition: v })} />
        <TextField label="Telepon PIC" name="picPhone" inputMode="tel" {...text('picPhone')} />
      </div>
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={() => setValues(initial(user))} disabled={edit.busy}>
          Batal
        </Button>
        <Button type="submit" busy={edit.busy}>
          Simpan Identitas
        </Button>
      </div>
      {edit.dialog}
    </form>
  );
}
