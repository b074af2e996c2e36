import toast from 'react-hot-toast';
import { ACCOUNT_MESSAGES, PROFILE_MAX_LENGTH, storeUserValidator, type StoreUserInput } from '@core/account/rules';
import { buildStoreUserFields, type StoreUserValues } from '@core/account/form';
import { STORE_USER_ROLE, storeUserPositions, type SellerProfile, type StoreUser } from '@core/account/schema';
import { accountApi } from '@web/app/api/account';
import { useOffers } from '@web/app/api/offers';
import { storeUserKeys } from '@web/app/api/queryKeys';
import { Button } from '@web/ui/Button';
import { EmptyState } from '@web/ui/EmptyState';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { PasswordField } from '@web/ui/PasswordField';
import { QueryState } from '@web/ui/QueryState';
import { RecordTable, type RecordActions, type RecordColumn } from '@web/ui/RecordTable';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { useStoreUsers } from './queries';
import { OfferedFields } from './OfferedFields';
import { useConfirmedEdit } from './useConfirmedEdit';

type StoreUserField = keyof StoreUserInput;

const EMPTY: StoreUserValues = { name: '', email: '', password: '', phone: '', position: storeUserPositions[0] };
const asStoreUser = ({ name, email, phone, password }: StoreUserValues): StoreUserInput => ({
  name,
  email,
  phone,
  password,
});

const COLUMNS: readonly RecordColumn<StoreUser>[] = [
  { header: 'Nama', text: (u) => u.nama },
  { header: 'Email', text: (u) => u.email },
  { header: 'Telepon', text: (u) => u.phone },
  { header: 'Jabatan', text: (u) => u.jabatan },
  { header: 'Peran', text: (u) => u.peran },
];

/** Edit and delete are not there yet: both say so. */
const notYet = () => toast(ACCOUNT_MESSAGES.inDevelopment, { icon: 'ℹ️' });
const ACTIONS: RecordActions<StoreUser> = {
  header: 'Aksi',
  className: 'profile-table__actions',
  buttons: [
    { text: 'Ubah', label: (u) => `Ubah ${u.nama}`, variant: 'ghost', onPress: notYet },
    { text: 'Hapus', label: (u) => `Hapus ${u.nama}`, variant: 'ghost', onPress: notYet },
  ],
};

/**
 * User: the store's users and a form to add one (always role admin), on react-hook-form with
 * core's store-user rules (the sandbox runs the same); adding is confirmed as every profile edit is.
 */
export function UsersTab({ user }: { readonly user: SellerProfile }) {
  const list = useStoreUsers(user.id);
  const edit = useConfirmedEdit(storeUserKeys.all);
  // Changing the store's users is offered as adding one is.
  const mayChange = useOffers().has('addStoreUser');
  // The portal's own texts under the fields, never the browser's 'Please fill out this field.'; the first failing rule gets the focus.
  const form = useCoreForm<StoreUserValues, StoreUserInput, StoreUserField>({
    validator: storeUserValidator,
    input: asStoreUser,
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const values = form.watch();
  const text = (name: 'name' | 'email' | 'phone' | 'password', maxLength?: number) => ({
    ...form.register(name),
    maxLength,
    required: true,
    error: form.fieldError(name) ?? null,
  });

  const submit = form.submit(
    (typed) => {
      const fields = buildStoreUserFields({ sellerId: user.id, storeName: user.name }, typed);
      edit.ask({
        title: 'Tambah user toko?',
        text: `${typed.name} (${typed.position}) akan ditambahkan sebagai admin toko.`,
        confirmLabel: 'Ya, Tambah',
        run: () =>
          accountApi
            .addStoreUser(fields)
            .map((answer) => (answer.success ? `Sukses! ${answer.title}` : { refused: answer.title })),
        after: () => form.reset(EMPTY),
      });
    },
    (first) => form.setFocus(first.field),
  );

  return (
    <div className="profile-users">
      <section>
        <h3 className="profile-form__heading">Daftar User Toko</h3>
        <QueryState query={list} loadingLabel="Memuat user" errorTitle="Daftar user tidak dapat dimuat">
          {(users) =>
            users.length === 0 ? (
              <EmptyState icon="user" title="Belum ada user toko" />
            ) : (
              <div className="profile-table-wrap">
                <RecordTable
                  label="Daftar User Toko"
                  className="profile-table"
                  columns={COLUMNS}
                  actions={mayChange ? ACTIONS : undefined}
                  records={users}
                  recordKey={(u) => u.id}
                />
              </div>
            )
          }
        </QueryState>
      </section>
      <form className="profile-form profile-users__form" onSubmit={submit} noValidate>
        <h3 className="profile-form__heading">Tambah User</h3>
        <OfferedFields
          offer="addStoreUser"
          actions={
            <Button type="submit" busy={edit.busy}>
              Tambah User
            </Button>
          }
        >
          <div className="profile-grid">
            <TextField label="Nama" {...text('name', PROFILE_MAX_LENGTH.text)} />
            <TextField label="Email User" type="email" {...text('email', PROFILE_MAX_LENGTH.text)} />
            <PasswordField label="Password User" autoComplete="new-password" {...text('password')} />
            <TextField label="Telepon" inputMode="tel" {...text('phone', PROFILE_MAX_LENGTH.phone)} />
            <Select
              label="Jabatan"
              value={values.position}
              options={storeUserPositions.map((p) => ({ value: p, label: p }))}
              onChange={(v) => form.setValue('position', storeUserPositions.find((p) => p === v) ?? values.position)}
            />
            <TextField label="Peran" value={STORE_USER_ROLE} readOnly hint="User baru selalu berperan admin" />
          </div>
        </OfferedFields>
      </form>
      {edit.dialog}
    </div>
  );
}
