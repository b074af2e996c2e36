import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '@core/api/errors';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { PasswordField } from '@web/ui/PasswordField';
import { accountApi } from '../api/account';
import { clearSession } from '../session';

/** Spec 000 §4, §9: after a successful change the seller is logged out after 500 ms. */
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 500;

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * 'Ubah Password' from the user menu. The spec shows no client-side rule: the three fields go to
 * the server, and its status.message is the toast, on success and on failure alike.
 */
export function ChangePasswordDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setForm(EMPTY);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void accountApi.changePassword(form).match(
      (body) => {
        toast.success(body.status.message || 'Password berhasil diubah');
        // The server ended every session of the seller with the change: the portal forgets its token (no logout call to refuse).
        setTimeout(clearSession, LOGOUT_AFTER_PASSWORD_CHANGE_MS);
      },
      (error) => {
        setBusy(false);
        toast.error(describeApiError(error));
      },
    );
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => setForm((previous) => ({ ...previous, [name]: event.target.value }))}
    />
  );

  return (
    <Dialog open={open} title="Ubah Password" onClose={close} dismissible={!busy}>
      <form className="stack" onSubmit={submit} id="change-password-form">
        {field('oldPassword', 'Password Lama', 'current-password')}
        {field('newPassword', 'Password Baru', 'new-password')}
        {field('confirmNewPassword', 'Konfirmasi Password Baru', 'new-password')}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Batal
          </Button>
          <Button type="submit" busy={busy}>
            Simpan
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
