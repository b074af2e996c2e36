import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { changePasswordValidator, type ChangePasswordInput } from '@core/account/rules';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { PasswordField } from '@web/ui/PasswordField';
import { accountApi } from '../api/account';
import { fromResult } from '../api/query';
import { endSessionAfter } from '../session';
import { ACCOUNT_SERVER_MESSAGES } from '@core/account/serverMessages';

/** After a successful password change the seller is logged out after 500 ms. */
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 500;

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const asInput = (values: ChangePasswordInput): ChangePasswordInput => values;

/**
 * 'Ubah Password' from the user menu. Core's changePasswordValidator holds no rule (the spec shows
 * none): the three fields go to the server, and its status.message is the toast, on success and
 * on failure alike.
 */
export function ChangePasswordDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const form = useCoreForm({ validator: changePasswordValidator, input: asInput, defaultValues: EMPTY });
  const change = useMutation({
    mutationFn: (values: ChangePasswordInput) => fromResult(accountApi.changePassword(values)),
  });
  const busy = change.isPending || change.isSuccess;

  const close = () => {
    if (busy) return;
    // Nothing typed stays behind once the dialog is closed.
    form.reset(EMPTY);
    onClose();
  };

  const send = (values: ChangePasswordInput) =>
    change.mutate(values, {
      onSuccess: (body) => {
        toast.success(body.status.message || ACCOUNT_SERVER_MESSAGES.passwordChanged);
        // The server ended every session of the seller with the change: the portal forgets its token (no logout call to refuse).
        endSessionAfter(LOGOUT_AFTER_PASSWORD_CHANGE_MS);
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Dialog open={open} title="Ubah Password" onClose={close} dismissible={!busy}>
      <form className="stack" onSubmit={form.submit(send)} id="change-password-form" noValidate>
        <PasswordField
          label="Password Lama"
          autoComplete="current-password"
          {...form.register('oldPassword')}
          error={form.fieldError('oldPassword')}
        />
        <PasswordField
          label="Password Baru"
          autoComplete="new-password"
          {...form.register('newPassword')}
          error={form.fieldError('newPassword')}
        />
        <PasswordField
          label="Konfirmasi Password Baru"
          autoComplete="new-password"
          {...form.register('confirmNewPassword')}
          error={form.fieldError('confirmNewPassword')}
        />
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
