import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  FORGOT_CODE_LENGTH,
  forgotCodeValidator,
  forgotEmailValidator,
  newPasswordValidator,
  type NewPasswordInput,
} from '@core/account/rules';
import { Button } from '@web/ui/Button';
import { FieldMessage } from '@web/ui/FieldMessage';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { PasswordField } from '@web/ui/PasswordField';
import { TextField } from '@web/ui/TextField';
import { CodeBoxes } from './CodeBoxes';

/** The three steps of '/forgot', each a react-hook-form over core's ordered rules. */

const same = <T,>(values: T): T => values;

export function EmailStep({
  email,
  busy,
  onSend,
}: {
  readonly email: string;
  readonly busy: boolean;
  readonly onSend: (email: string) => void;
}) {
  const form = useCoreForm({
    validator: forgotEmailValidator,
    input: same<{ email: string }>,
    defaultValues: { email },
  });
  return (
    <form className="stack" onSubmit={form.submit((values) => !busy && onSend(values.email.trim()))} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        {...form.register('email')}
        error={form.fieldError('email')}
      />
      <Button type="submit" busy={busy} block>
        Kirim Kode
      </Button>
    </form>
  );
}

interface CodeValues {
  digits: string[];
}

const emptyCode = (): CodeValues => ({ digits: Array.from({ length: FORGOT_CODE_LENGTH }, () => '') });
const codeOf = (values: CodeValues) => ({ code: values.digits.join('') });

/** Six boxes, then `children` (the resend and change-e-mail links); a new code is typed in a new CodeStep (the caller's key). */
export function CodeStep({
  busy,
  onVerify,
  children,
}: {
  readonly busy: boolean;
  readonly onVerify: (code: string) => void;
  readonly children: ReactNode;
}) {
  const form = useCoreForm({
    validator: forgotCodeValidator,
    input: codeOf,
    fieldPath: () => 'digits',
    defaultValues: emptyCode(),
  });
  return (
    <form
      className="stack"
      onSubmit={form.submit(
        (values) => !busy && onVerify(codeOf(values).code),
        (first) => toast.error(first.message),
      )}
      noValidate
    >
      <Controller
        control={form.control}
        name="digits"
        render={({ field }) => <CodeBoxes digits={field.value} onChange={field.onChange} disabled={busy} />}
      />
      <FieldMessage error={form.fieldError('code')} />
      {children}
      <Button type="submit" busy={busy} block>
        Verifikasi
      </Button>
    </form>
  );
}

export function NewPasswordStep({
  busy,
  onSave,
}: {
  readonly busy: boolean;
  readonly onSave: (values: NewPasswordInput) => void;
}) {
  const form = useCoreForm({
    validator: newPasswordValidator,
    input: same<NewPasswordInput>,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  return (
    <form
      className="stack"
      onSubmit={form.submit(
        (values) => !busy && onSave(values),
        (first) => toast.error(first.message),
      )}
      noValidate
    >
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
      <Button type="submit" busy={busy} block>
        Simpan Password
      </Button>
    </form>
  );
}
