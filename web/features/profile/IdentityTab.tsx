import type { PathValue } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  ACCOUNT_MESSAGES,
  identityValidator,
  npwpDigits,
  PROFILE_MAX_LENGTH,
  type IdentityField,
  type IdentityInput,
} from '@core/account/rules';
import { buildProfileIdentityFields, type ProfileIdentityValues } from '@core/account/form';
import {
  businessCategories,
  businessTypes,
  NPWP_LENGTH,
  storeUserPositions,
  taxStatuses,
  type SellerProfile,
} from '@core/account/schema';
import { accountApi } from '@web/app/api/account';
import { Button } from '@web/ui/Button';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { OfferedFields } from './OfferedFields';
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
const asIdentity = (values: ProfileIdentityValues): IdentityInput => values;

/**
 * Identitas: the store's identity and its contact person, on react-hook-form
 * with core's identity rules (the sandbox runs the same ones): a value core refuses is refused
 * here, at its field and in a toast, before any confirmation; each input takes at most what its
 * rule accepts.
 */
export function IdentityTab({ user }: { readonly user: SellerProfile }) {
  const form = useCoreForm<ProfileIdentityValues, IdentityInput, IdentityField>({
    validator: identityValidator,
    input: asIdentity,
    defaultValues: initial(user),
    shouldFocusError: false,
  });
  const values = form.watch();
  const edit = useConfirmedEdit();
  const text = (name: 'name' | 'siup' | 'ktp' | 'email' | 'picName' | 'picPhone', maxLength: number) => ({
    ...form.register(name),
    maxLength,
    error: form.fieldError(name),
  });
  const npwp = form.register('npwp');
  const choose = <K extends 'businessType' | 'businessCategory' | 'taxStatus' | 'picPosition'>(
    name: K,
    value: PathValue<ProfileIdentityValues, K>,
  ) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const submit = form.submit(
    (checked) =>
      edit.ask({
        title: 'Simpan identitas toko?',
        text: 'Data identitas toko akan diperbarui.',
        run: () =>
          accountApi
            .updateProfile(buildProfileIdentityFields(user.id, checked))
            .map(() => ACCOUNT_MESSAGES.profileUpdated),
      }),
    (first) => {
      toast.error(first.message);
      form.setFocus(first.field);
    },
  );

  // A position outside the store-user list (older data) stays selectable.
  const positions: readonly string[] = storeUserPositions.some((p) => p === values.picPosition)
    ? storeUserPositions
    : [values.picPosition, ...storeUserPositions];
  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <OfferedFields
        offer="editIdentity"
        actions={
          <>
            <Button variant="secondary" onClick={() => form.reset(initial(user))} disabled={edit.busy}>
              Batal
            </Button>
            <Button type="submit" busy={edit.busy}>
              Simpan Identitas
            </Button>
          </>
        }
      >
        <div className="profile-grid">
          <TextField label="Nama Toko" {...text('name', PROFILE_MAX_LENGTH.text)} />
          <TextField label="Email" type="email" {...text('email', PROFILE_MAX_LENGTH.text)} />
          <Select
            label="Jenis Usaha"
            value={values.businessType}
            options={options(businessTypes)}
            onChange={(v) => choose('businessType', businessTypes.find((t) => t === v) ?? values.businessType)}
          />
          <Select
            label="Kategori Usaha"
            value={values.businessCategory}
            options={options(businessCategories)}
            onChange={(v) =>
              choose('businessCategory', businessCategories.find((c) => c === v) ?? values.businessCategory)
            }
          />
          <Select
            label="Status"
            value={values.taxStatus}
            options={options(taxStatuses)}
            onChange={(v) => choose('taxStatus', taxStatuses.find((t) => t === v) ?? values.taxStatus)}
          />
          <TextField
            label="NPWP"
            inputMode="numeric"
            hint={`${NPWP_LENGTH} digit angka`}
            {...npwp}
            error={form.fieldError('npwp')}
            onChange={(event) => {
              // The NPWP input keeps digits only: the typed text is cleaned before the form reads it.
              event.target.value = npwpDigits(event.target.value);
              void npwp.onChange(event);
            }}
          />
          <TextField label="SIUP/NIB" {...text('siup', PROFILE_MAX_LENGTH.text)} />
          <TextField label="NIK (KTP)" inputMode="numeric" {...text('ktp', PROFILE_MAX_LENGTH.ktp)} />
        </div>
        <h3 className="profile-form__heading">Penanggung Jawab</h3>
        <div className="profile-grid">
          <TextField label="Nama PIC" {...text('picName', PROFILE_MAX_LENGTH.text)} />
          <Select
            label="Jabatan PIC"
            name="picPosition"
            value={values.picPosition}
            options={options(positions)}
            error={form.fieldError('picPosition')}
            onChange={(v) => choose('picPosition', v)}
          />
          <TextField label="Telepon PIC" inputMode="tel" {...text('picPhone', PROFILE_MAX_LENGTH.phone)} />
        </div>
      </OfferedFields>
      {edit.dialog}
    </form>
  );
}
