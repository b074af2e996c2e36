import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useSearch } from 'wouter';
import {
  FORGOT_CODE_COUNTDOWN_SECONDS,
  forgotEntryStep,
  type ForgotStep,
  type NewPasswordInput,
} from '@core/account/rules';
import type { ScreenProps } from '@web/app/routes';
import { Button } from '@web/ui/Button';
import { CodeStep, EmailStep, NewPasswordStep } from './ForgotSteps';
import { useCountdown } from './useCountdown';
import { useForgotPasswordCalls } from './queries';
import { clearForgot, clearSentFlag, readForgot, storeForgotEmail, storeVerifiedCode } from './forgotStore';
import './auth.css';

const STEP_TEXT: Record<ForgotStep, { readonly title: string; readonly text: string }> = {
  0: { title: 'Lupa Password', text: 'Masukkan email akun penyedia Anda. Kami akan mengirim kode verifikasi 6 digit.' },
  1: { title: 'Masukkan Kode Verifikasi', text: 'Kode 6 digit telah dikirim ke' },
  2: { title: 'Buat Password Baru', text: 'Masukkan password baru dan konfirmasinya.' },
};

/** '/forgot?_stepforgot=N': e-mail, 6-digit code with a 60 s countdown, new password. */
export function ForgotPasswordScreen(_props: ScreenProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  // On entering, what is stored decides the step, whatever the URL says.
  const [step, setStep] = useState<ForgotStep>(() => forgotEntryStep(readForgot()));
  const [email, setEmail] = useState(() => readForgot().email ?? '');
  // Each code sent gets empty boxes: the code step is drawn anew.
  const [codeRound, setCodeRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const calls = useForgotPasswordCalls();
  const countdown = useCountdown(step === 1 ? FORGOT_CODE_COUNTDOWN_SECONDS : 0);
  const { secondsLeft } = countdown;

  useEffect(() => {
    const wanted = `_stepforgot=${step}`;
    if (new URLSearchParams(search).get('_stepforgot') !== String(step))
      navigate(`/forgot?${wanted}`, { replace: true });
  }, [step, search, navigate]);

  const sendEmail = (to: string) => {
    setBusy(true);
    calls.sendEmail.mutate(
      { email: to },
      {
        onSuccess: (body) => {
          setBusy(false);
          storeForgotEmail(to);
          setEmail(to);
          toast.success(body.status.message);
          countdown.restart(FORGOT_CODE_COUNTDOWN_SECONDS);
          setCodeRound((round) => round + 1);
          setStep(1);
        },
        onError: (error) => {
          setBusy(false);
          toast.error(error.message);
        },
      },
    );
  };

  const verify = (code: string) => {
    setBusy(true);
    calls.checkCode.mutate(
      { code, email: email.trim() },
      {
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
      },
    );
  };

  const savePassword = ({ newPassword, confirmNewPassword }: NewPasswordInput) => {
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
          <EmailStep email={email} busy={busy} onSend={sendEmail} />
        ) : step === 1 ? (
          <CodeStep key={codeRound} busy={busy} onVerify={verify}>
            <div className="forgot__resend">
              {secondsLeft > 0 ? (
                <span aria-live="polite">Kirim ulang kode dalam {secondsLeft} detik</span>
              ) : (
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => sendEmail(email.trim())}>
                  Kirim Ulang Kode
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={restart}>
                Ganti Email
              </Button>
            </div>
          </CodeStep>
        ) : (
          <NewPasswordStep busy={busy} onSave={savePassword} />
        )}
        <p className="forgot__back">
          <Link href="/login">Kembali ke Login</Link>
        </p>
      </div>
    </div>
  );
}
