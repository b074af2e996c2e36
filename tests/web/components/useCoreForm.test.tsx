// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, forgotNewPasswordValidator, type NewPasswordInput } from '@core/account/rules';
import { useCoreForm, type FirstFailure } from '@web/ui/form/useCoreForm';
import { TextField } from '@web/ui/TextField';

afterEach(cleanup);

type Field = 'newPassword' | 'confirmNewPassword';
const asInput = (values: NewPasswordInput): NewPasswordInput => values;

/** A form written the way the portal's forms are: inputs registered, texts from core, the first failure for the toast. */
function NewPasswordForm({
  onValid,
  onInvalid,
}: {
  readonly onValid: (values: NewPasswordInput) => void;
  readonly onInvalid: (first: FirstFailure<Field>) => void;
}) {
  const form = useCoreForm({
    validator: forgotNewPasswordValidator,
    input: asInput,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    mode: 'onChange',
  });
  return (
    <form onSubmit={form.submit(onValid, onInvalid)} noValidate>
      <TextField label="Password Baru" {...form.register('newPassword')} error={form.fieldError('newPassword')} />
      <TextField
        label="Konfirmasi Password Baru"
        {...form.register('confirmNewPassword')}
        error={form.fieldError('confirmNewPassword')}
      />
      <button type="submit">Simpan</button>
    </form>
  );
}

function setup() {
  const onValid = vi.fn<(values: NewPasswordInput) => void>();
  const onInvalid = vi.fn<(first: FirstFailure<Field>) => void>();
  render(<NewPasswordForm onValid={onValid} onInvalid={onInvalid} />);
  const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
  return { onValid, onInvalid, newPassword: field('Password Baru'), confirmation: field('Konfirmasi Password Baru') };
}

describe('useCoreForm', () => {
  it('a refused submission marks every invalid field and hands the earliest failure (the toast) to onInvalid', async () => {
    const { onValid, onInvalid, newPassword, confirmation } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(onInvalid).toHaveBeenCalledWith({ message: ACCOUNT_MESSAGES.passwordEmpty, field: 'newPassword' }),
    );
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      ACCOUNT_MESSAGES.passwordEmpty,
      ACCOUNT_MESSAGES.confirmationEmpty,
    ]);
    expect(newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
  });

  it("the field and the toast each keep their text: 'Password tidak cocok' under the field, 'Konfirmasi Password belum cocok' for the toast", async () => {
    const { onInvalid, newPassword, confirmation } = setup();
    await userEvent.type(newPassword, 'Rahasia2026');
    await userEvent.type(confirmation, 'Rahasia2025');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(onInvalid).toHaveBeenCalledWith({
        message: 'Konfirmasi Password belum cocok',
        field: 'confirmNewPassword',
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Password tidak cocok');
  });

  it('checks live as the seller types: a cleared field says so at once, typing clears it', async () => {
    const { newPassword } = setup();
    await userEvent.type(newPassword, 'a');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(newPassword);
    await screen.findByText(ACCOUNT_MESSAGES.passwordEmpty);
    await userEvent.type(newPassword, 'b');
    await waitFor(() => expect(screen.queryByText(ACCOUNT_MESSAGES.passwordEmpty)).toBeNull());
  });

  it('a form that passes reaches onValid with its values', async () => {
    const { onValid, onInvalid, newPassword, confirmation } = setup();
    await userEvent.type(newPassword, 'Rahasia2026');
    await userEvent.type(confirmation, 'Rahasia2026');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ newPassword: 'Rahasia2026', confirmNewPassword: 'Rahasia2026' });
    expect(onInvalid).not.toHaveBeenCalled();
  });
});
