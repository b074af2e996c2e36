import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import { loginValidator, type LoginInput } from '@core/account/rules';
import { describeApiError } from '@core/api/errors';
import type { ScreenProps } from '@web/app/routes';
import { Button } from '@web/ui/Button';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { PasswordField } from '@web/ui/PasswordField';
import { TextField } from '@web/ui/TextField';

/** The API client is not part of the login page's first load; it arrives while the seller types. */
const loadSessionActions = () => import('@web/app/sessionActions');

const asInput = (values: LoginInput): LoginInput => values;

/**
 * 'Login Penjual' (spec 000 §2, §4, §5). The rules and their texts are core's loginValidator,
 * checked live as the seller types (a cleared field says so at once). On success the session
 * holds token and profile and the guest-only guard moves the seller to the dashboard; until then
 * the button spins and stays disabled.
 */
export function LoginScreen(_props: ScreenProps) {
  const form = useCoreForm({ validator: loginValidator, input: asInput, defaultValues: { email: '', password: '' }, mode: 'onChange' });
  const [rejected, setRejected] = useState(false);
  const [busy, setBusy] = useState(false);

  const signIn = ({ email, password }: LoginInput) => {
    if (busy) return;
    setBusy(true);
    setRejected(false);
    const fail = (message: string) => {
      setBusy(false);
      setRejected(true);
      toast.error(message);
    };
    loadSessionActions().then(
      (actions) => void actions.signIn(email.trim(), password).mapErr((error) => fail(describeApiError(error))),
      () => fail(describeApiError({ kind: 'network', endpoint: 'login', message: 'chunk' })),
    );
  };
  // A rejected login marks both fields until the seller changes one.
  const field = { onChange: () => setRejected(false) };

  return (
    <main className="login">
      <section className="login__brand" aria-hidden="true">
        <div className="login__brand-inner">
          <span className="login__logo">P</span>
          <p className="login__brand-name">Portal Penyedia</p>
          <p className="login__brand-text">Kelola toko, produk, pesanan dan pembayaran sekolah Anda dalam satu tempat.</p>
        </div>
      </section>
      <section className="login__panel">
        <form className="login__form" onSubmit={form.submit(signIn)} onFocus={() => void loadSessionActions()} noValidate>
          <div className="login__mobile-brand" aria-hidden="true">
            <span className="login__logo">P</span>
            <span>Portal Penyedia</span>
          </div>
          <div className="login__heading">
            <h1>Login Penjual</h1>
            <p>Masuk dengan email dan password toko Anda.</p>
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            {...form.register('email', field)}
            error={form.fieldError('email')}
            invalid={rejected}
          />
          <PasswordField label="Password" autoComplete="current-password" {...form.register('password', field)} error={form.fieldError('password')} invalid={rejected} />
          <div className="login__row">
            <Link href="/forgot?_stepforgot=0">Lupa Password?</Link>
          </div>
          <Button type="submit" busy={busy} block>
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
