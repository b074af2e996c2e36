import { useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import { loginValidator } from '@core/account/login';
import { describeApiError, type ApiError } from '@core/api/errors';
import type { ScreenProps } from '@web/app/routes';
import { typedBeforeHydration, useHydrated } from '@web/platform/hydrated';
import { Button } from '@web/ui/Button';
import { PasswordField } from '@web/ui/PasswordField';
import { TextField } from '@web/ui/TextField';

interface LoginValues {
  readonly email: string;
  readonly password: string;
}

type FieldErrors = Partial<Record<keyof LoginValues, string | undefined>>;

/**
 * The login rules and their texts are core's loginValidator. This page stays on plain
 * state: react-hook-form would push the login route past its size budget
 * (useCoreForm, web/ui/form, is the way every other form validates).
 */
function validate(values: LoginValues): FieldErrors {
  return loginValidator.validate(values).fields;
}

/** The API client is not part of the login page's first load; it arrives while the seller types. */
const loadSessionActions = () => import('@web/app/sessionActions');

/** Its chunk did not come: for the seller, a lost network. */
const CHUNK_NOT_LOADED: ApiError = {
  kind: 'network',
  endpoint: 'login',
  message: 'chunk',
};

/**
 * 'Login Penjual'. On success the session holds token and profile and the
 * guest-only guard moves the seller to the dashboard; until then the button spins and stays disabled.
 */
export function LoginScreen(_props: ScreenProps) {
  // The page may come drawn at build time (login.html): what the seller typed before the script ran is kept.
  const [values, setValues] = useState<LoginValues>(() => ({
    email: typedBeforeHydration('.login__form input[name="email"]'),
    password: typedBeforeHydration('.login__form input[name="password"]'),
  }));
  // Until then the form cannot be sent: the browser would send it itself, password in the address.
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rejected, setRejected] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setRejected(false);
    const fail = (message: string) => {
      setBusy(false);
      setRejected(true);
      toast.error(message);
    };
    loadSessionActions().then(
      ({ signIn }) =>
        void signIn(values.email.trim(), values.password).mapErr((error) => fail(describeApiError(error))),
      () => fail(describeApiError(CHUNK_NOT_LOADED)),
    );
  };

  /** A field's message shows live once it is cleared and goes as soon as something is typed; a rejection is forgotten. */
  const edit = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setRejected(false);
    setErrors((previous) => ({ ...previous, [field]: validate(next)[field] }));
  };

  /** What binds an input to its value: its name, value, message and edit handler; a rejected login marks both. */
  const bind = (field: keyof LoginValues) => ({
    name: field,
    value: values[field],
    error: errors[field],
    invalid: rejected,
    onChange: edit(field),
  });

  return (
    <main className="login">
      <section className="login__brand" aria-hidden="true">
        <div className="login__brand-inner">
          <span className="login__logo">P</span>
          <p className="login__brand-name">Portal Penyedia</p>
          <p className="login__brand-text">
            Kelola toko, produk, pesanan dan pembayaran sekolah Anda dalam satu tempat.
          </p>
        </div>
      </section>
      <section className="login__panel">
        <form className="login__form" onSubmit={submit} onFocus={() => void loadSessionActions()} noValidate>
          <div className="login__mobile-brand" aria-hidden="true">
            <span className="login__logo">P</span>
            <span>Portal Penyedia</span>
          </div>
          <div className="login__heading">
            <h1>Login Penjual</h1>
            <p>Masuk dengan email dan password toko Anda.</p>
          </div>
          <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...bind('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...bind('password')} />
          <div className="login__row">
            <Link href="/forgot?_stepforgot=0">Lupa Password?</Link>
          </div>
          <Button type="submit" busy={busy} disabled={!hydrated} block>
            Login
          </Button>
          <p className="login__register">
            Belum punya akun? <Link href="/register">Daftar sebagai Penyedia</Link>
          </p>
        </form>
      </section>
    </main>
  );
}
