import { useState } from 'react';
import toast from 'react-hot-toast';
import { ACCOUNT_MESSAGES, PROFILE_MAX_LENGTH, storeUserValidator, type StoreUserInput } from '@core/account/rules';
import { buildStoreUserFields, type StoreUserValues } from '@core/account/form';
import { STORE_USER_ROLE, storeUserPositions, type SellerProfile } from '@core/account/schema';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { EmptyState } from '@web/ui/EmptyState';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { PasswordField } from '@web/ui/PasswordField';
import { QueryState } from '@web/ui/QueryState';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { useAddStoreUser, useStoreUsers } from './queries';

type StoreUserField = keyof StoreUserInput;

const EMPTY: StoreUserValues = { name: '', email: '', password: '', phone: '', position: 'Admin Toko' };
const asStoreUser = ({ name, email, phone, password }: StoreUserValues): StoreUserInput => ({ name, email, phone, password });

/**
 * User: the store's users and a form to add one (always role admin), on react-hook-form with
 * core's store-user rules (the sandbox runs the same); edit and delete are not there yet.
 */
export function UsersTab({ user }: { readonly user: SellerProfile }) {
  const list = useStoreUsers(user.id);
  const adding = useAddStoreUser();
  const busy = adding.isPending;
  // The portal's own texts under the fields, never the browser's 'Please fill out this field.'; the first failing rule gets the focus.
  const form = useCoreForm<StoreUserValues, StoreUserInput, StoreUserField>({ validator: storeUserValidator, input: asStoreUser, defaultValues: EMPTY, shouldFocusError: false });
  const values = form.watch();
  const [confirming, setConfirming] = useState(false);
  const notYet = () => toast(ACCOUNT_MESSAGES.inDevelopment, { icon: 'ℹ️' });
  const text = (name: 'name' | 'email' | 'phone' | 'password', maxLength?: number) => ({ ...form.register(name), maxLength, required: true, error: form.fieldError(name) ?? null });

  const submit = form.submit(
    () => setConfirming(true),
    (first) => form.setFocus(first.field),
  );

  const send = () => {
    adding.mutate(buildStoreUserFields({ sellerId: user.id, storeName: user.name }, form.getValues()), {
      onSuccess: (answer) => {
        setConfirming(false);
        if (!answer.success) {
          toast.error(answer.title);
          return;
        }
        toast.success(`Sukses! ${answer.title}`);
        form.reset(EMPTY);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(error.message);
      },
    });
  };

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
                <table className="profile-table">
                  <thead>
                    <tr>
                      <th>Nama</th>
                      <th>Email</th>
                      <th>Telepon</th>
                      <th>Jabatan</th>
                      <th>Peran</th>
                      <th aria-label="Aksi" />
                    </tr>
                  </thead>
                  <tbody>
                    {users.map((u) => (
                      <tr key={u.id}>
                        <td data-label="Nama">{u.nama}</td>
                        <td data-label="Email">{u.email}</td>
                        <td data-label="Telepon">{u.phone}</td>
                        <td data-label="Jabatan">{u.jabatan}</td>
                        <td data-label="Peran">{u.peran}</td>
                        <td className="profile-table__actions">
                          <Button variant="ghost" size="sm" onClick={notYet} aria-label={`Ubah ${u.nama}`}>
                            Ubah
                          </Button>
                          <Button variant="ghost" size="sm" onClick={notYet} aria-label={`Hapus ${u.nama}`}>
                            Hapus
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryState>
      </section>
      <form className="profile-form profile-users__form" onSubmit={submit} noValidate>
        <h3 className="profile-form__heading">Tambah User</h3>
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
        <div className="profile-form__actions">
          <Button type="submit" busy={busy}>
            Tambah User
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Tambah user toko?"
        text={`${values.name} (${values.position}) akan ditambahkan sebagai admin toko.`}
        confirmLabel="Ya, Tambah"
        cancelLabel="Batal"
        tone="info"
        busy={busy}
        onConfirm={send}
        onCancel={() => !busy && setConfirming(false)}
      />
    </div>
  );
}
