import { FieldMessage } from '@web/ui/FieldMessage';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useSearch } from 'wouter';
import {
  FORGOT_CODE_COUNTDOWN_SECONDS,
  FORGOT_CODE_LENGTH,
  forgotCodeValidator,
  forgotEmailValidator,
  forgotEntryStep,
  forgotNewPasswordValidator,
  type ForgotStep,
} from '@core/account/rules';
import type { ScreenProps } from '@web/app/routes';
import { Button } from '@web/ui/Button';
import { PasswordField } from '@web/ui/PasswordField';
import { TextField } from '@web/ui/TextField';
import { CodeBoxes } from './CodeBoxes';
import { useCountdown } from './useCountdown';
import { useForgotPasswordCalls } from './queries';
import { clearForgot, clearSentFlag, readForgot, storeForgotEmail, storeVerifiedCode } from './forgotStore';
import './auth.css';

const STEP_TEXT: Record<ForgotStep, { readonly title: string; readonly text: string }> = {
  0: { title: 'Lupa Password', text: 'Masukkan email akun penyedia Anda. Kami akan mengirim kode verifikasi 6 digit.' },
  1: { title: 'Masukkan Kode Verifikasi', text: 'Kode 6 digit telah dikirim ke' },
  2: { title: 'Buat Password Baru', text: 'Masukkan password baru dan konfirmasinya.' },
};

const EMPTY_CODE = (): string[] => Array.from({ length: FORGOT_CODE_LENGTH }, () => '');

/** '/forgot?_stepforgot=N' (spec 000 §2, §4, §8): e-mail, 6-digit code with a 60 s countdown, new password. */
export function ForgotPasswordScreen(_props: ScreenProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  // Spec 000 §4: on entering, what is stored decides the step, whatever the URL says.
  const [step, setStep] = useState<ForgotStep>(() => forgotEntryStep(readForgot()));
  const [email, setEmail] = useState(() => readForgot().email ?? '');
  const [digits, setDigits] = useState<string[]>(EMPTY_CODE);
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirmNewPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const calls = useForgotPasswordCalls();
  const countdown = useCountdown(step === 1 ? FORGOT_CODE_COUNTDOWN_SECONDS : 0);
  const { secondsLeft } = countdown;

  useEffect(() => {
    const wanted = `_stepforgot=${step}`;
    if (new URLSearchParams(search).get('_stepforgot') !== String(step)) navigate(`/forgot?${wanted}`, { replace: true });
  }, [step, search, navigate]);


  const sendEmail = (then: () => void) => {
    setBusy(true);
    calls.sendEmail.mutate({ email: email.trim() }, {
      onSuccess: (body) => {
        setBusy(false);
        storeForgotEmail(email.trim());
        toast.success(body.status.message);
        countdown.restart(FORGOT_CODE_COUNTDOWN_SECONDS);
        then();
      },
      onError: (error) => {
        setBusy(false);
        toast.error(error.message);
      },
    });
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = forgotEmailValidator.validate({ email });
    setErrors(result.fields);
    if (!result.ok) return;
    sendEmail(() => {
      setDigits(EMPTY_CODE());
      setStep(1);
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = digits.join('');
    const result = forgotCodeValidator.validate({ code });
    setErrors(result.fields);
    if (!result.ok) {
      toast.error(result.first ?? '');
      return;
    }
    setBusy(true);
    calls.checkCode.mutate({ code, email: email.trim() }, {
      onSuccess: (body) => {
        setBusy(false);
        storeVerifiedCode(code);
        toast.success(body.status.message);
        setStep(2);
      },
      onError: (error) => {
        setBusy(false);
        clearSentFlag();
        toast.error(error.message);
      },
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = forgotNewPasswordValidator.validate({ newPassword, confirmNewPassword });
    setErrors(result.fields);
    if (!result.ok) {
      toast.error(result.first ?? '');
      return;
    }
    const stored = readForgot();
    setBusy(true);
    calls.changePassword.mutate(
      { code: stored.code ?? '', email: stored.email ?? email.trim(), newPassword, confirmNewPassword },
      {
        onSuccess: (body) => {
          clearForgot();
          toast.success(body.status.message);
          navigate('/login');
        },
        onError: (error) => {
          setBusy(false);
          toast.error(error.message);
        },
      },
    );
  };

  const restart = () => {
    clearForgot();
    setErrors({});
    setStep(0);
  };

  const { title, text } = STEP_TEXT[step];
  return (
    <div className="forgot">
      <div className="forgot__card">
        <div className="forgot__steps">
          <span className="sr-only">{`Langkah ${step + 1} dari 3`}</span>
          {[0, 1, 2].map((n) => (
            <span key={n} className={`forgot__step${n <= step ? ' forgot__step--done' : ''}`} aria-hidden="true" />
          ))}
        </div>
        <h1>{title}</h1>
        <p>
          {text}
          {step === 1 ? <strong> {email}</strong> : null}
        </p>
        {step === 0 ? (
          <form className="stack" onSubmit={submitEmail} noValidate>
            <TextField label="Email" type="email" name="email" autoComplete="username" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
            <Button type="submit" busy={busy} block>
              Kirim Kode
            </Button>
          </form>
        ) : step === 1 ? (
          <form className="stack" onSubmit={submitCode} noValidate>
            <CodeBoxes digits={digits} onChange={setDigits} disabled={busy} />
            <FieldMessage error={errors.code} />
            <div className="forgot__resend">
              {secondsLeft > 0 ? (
                <span aria-live="polite">Kirim ulang kode dalam {secondsLeft} detik</span>
              ) : (
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => sendEmail(() => setDigits(EMPTY_CODE()))}>
                  Kirim Ulang Kode
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={restart}>
                Ganti Email
              </Button>
            </div>
            <Button type="submit" busy={busy} block>
              Verifikasi
            </Button>
          </form>
        ) : (
          <form className="stack" onSubmit={submitPassword} noValidate>
            <PasswordField label="Password Baru" name="newPassword" autoComplete="new-password" value={newPassword} error={errors.newPassword} onChange={(e) => setNewPassword(e.target.value)} />
            <PasswordField
              label="Konfirmasi Password Baru"
              name="confirmNewPassword"
              autoComplete="new-password"
              value={confirmNewPassword}
              error={errors.confirmNewPassword}
              onChange={(e) => setConfirmNewPassword(e.target.value)}
            />
            <Button type="submit" busy={busy} block>
              Simpan Password
            </Button>
          </form>
        )}
        <p className="forgot__back">
          <Link href="/login">
            Kembali ke Login
          </Link>
        </p>
      </div>
    </div>
  );
}
