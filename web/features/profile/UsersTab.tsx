import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ACCOUNT_MESSAGES, storeUserValidator, type StoreUserInput } from '@core/account/rules';
import { buildStoreUserFields, type StoreUserValues } from '@core/account/form';
import { STORE_USER_ROLE, storeUserPositions, type SellerProfile } from '@core/account/schema';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { EmptyState } from '@web/ui/EmptyState';
import { PasswordField } from '@web/ui/PasswordField';
import { QueryState } from '@web/ui/QueryState';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { useAddStoreUser, useStoreUsers } from './queries';

type StoreUserField = keyof StoreUserInput;

/** The validator's fields in the order of the form, with their inputs' names (the API's field names). */
const FORM_FIELDS: readonly (readonly [StoreUserField, string])[] = [
  ['name', 'nama'],
  ['email', 'email'],
  ['password', 'password'],
  ['phone', 'phone'],
];

const EMPTY: StoreUserValues = { name: '', email: '', password: '', phone: '', position: 'Admin Toko' };

/** User: the store's users and a form to add one (always role admin); edit and delete are not there yet. */
export function UsersTab({ user }: { readonly user: SellerProfile }) {
  const list = useStoreUsers(user.id);
  const adding = useAddStoreUser();
  const busy = adding.isPending;
  const [values, setValues] = useState<StoreUserValues>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<StoreUserField, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<StoreUserValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };
  const notYet = () => toast(ACCOUNT_MESSAGES.inDevelopment, { icon: 'ℹ️' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The portal's own texts under the fields, never the browser's 'Please fill out this field.'.
    const result = storeUserValidator.validate(values);
    setErrors(result.fields);
    if (!result.ok) {
      const first = FORM_FIELDS.find(([field]) => result.fields[field] !== undefined);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first[1]}"]`)?.focus();
      return;
    }
    setConfirming(true);
  };

  const send = () => {
    adding.mutate(buildStoreUserFields({ sellerId: user.id, storeName: user.name }, values), {
      onSuccess: (answer) => {
        setConfirming(false);
        if (!answer.success) {
          toast.error(answer.title);
          return;
        }
        toast.success(`Sukses! ${answer.title}`);
        setValues(EMPTY);
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
      <form ref={form} className="profile-form profile-users__form" onSubmit={submit} noValidate>
        <h3 className="profile-form__heading">Tambah User</h3>
        <div className="profile-grid">
          <TextField label="Nama" name="nama" required error={errors.name ?? null} value={values.name} onChange={(e) => set({ name: e.target.value })} />
          <TextField label="Email User" name="email" type="email" required error={errors.email ?? null} value={values.email} onChange={(e) => set({ email: e.target.value })} />
          <PasswordField
            label="Password User"
            name="password"
            autoComplete="new-password"
            required
            error={errors.password ?? null}
            value={values.password}
            onChange={(e) => set({ password: e.target.value })}
          />
          <TextField label="Telepon" name="phone" inputMode="tel" required error={errors.phone ?? null} value={values.phone} onChange={(e) => set({ phone: e.target.value })} />
          <Select
            label="Jabatan"
            value={values.position}
            options={storeUserPositions.map((p) => ({ value: p, label: p }))}
            onChange={(v) => set({ position: storeUserPositions.find((p) => p === v) ?? values.position })}
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
