import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useSearch } from 'wouter';
import {
  FORGOT_CODE_COUNTDOWN_SECONDS,
  FORGOT_FLOW_LIFETIME_MS,
  FORGOT_TEXTS,
  forgotEntryStep,
  forgotFlowAlive,
  type ForgotFlow,
  type ForgotStep,
  type NewPasswordInput,
} from '@core/account/rules';
import { appClock } from '@web/app/clock';
import type { ScreenProps } from '@web/app/routes';
import { Button } from '@web/ui/Button';
import { CodeStep, EmailStep, NewPasswordStep } from './ForgotSteps';
import { useCountdown } from './useCountdown';
import { useForgotPasswordCalls } from './queries';
import { clearForgotFlow, readForgotFlow, storeForgotFlow } from './forgotStore';
import './auth.css';

const STEP_TEXT: Record<ForgotStep, { readonly title: string; readonly text: string }> = {
  0: { title: 'Lupa Password', text: 'Masukkan email akun penyedia Anda. Kami akan mengirim kode verifikasi 6 digit.' },
  1: { title: 'Masukkan Kode Verifikasi', text: 'Kode 6 digit telah dikirim ke' },
  2: { title: 'Buat Password Baru', text: 'Masukkan password baru dan konfirmasinya.' },
};

/** The flow the tab kept, if it may go on, and the step it opens at (never the last: the code is not kept). */
function keptStart(): { readonly flow: ForgotFlow | null; readonly step: ForgotStep } {
  const kept = readForgotFlow();
  const flow = forgotFlowAlive(kept, appClock) ? kept : null;
  return { flow, step: forgotEntryStep(flow, appClock) };
}

/**
 * '/forgot?_stepforgot=N': e-mail, 6-digit code with a 60 s countdown, new password. The tab keeps
 * the address and the start of the flow; the verified code stays in this page. Leaving the page,
 * Going back to the login, starting over and 15 minutes end the flow.
 */
export function ForgotPasswordScreen(_props: ScreenProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [start] = useState(keptStart);
  const [flow, setFlow] = useState(start.flow);
  const [step, setStep] = useState<ForgotStep>(start.step);
  const [email, setEmail] = useState(start.flow?.email ?? '');
  // The code the server verified; the last step sends it, and nothing outside this page holds it.
  const [code, setCode] = useState<string | null>(null);
  // Each start over and each code sent draws its step anew (empty fields and boxes).
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const calls = useForgotPasswordCalls();
  const countdown = useCountdown(step === 1 ? FORGOT_CODE_COUNTDOWN_SECONDS : 0);
  const { secondsLeft } = countdown;

  useEffect(() => {
    const wanted = `_stepforgot=${step}`;
    if (new URLSearchParams(search).get('_stepforgot') !== String(step))
      navigate(`/forgot?${wanted}`, { replace: true });
  }, [step, search, navigate]);

  // The tab holds the flow while this page is open; leaving the page ends it.
  useEffect(() => {
    if (flow) storeForgotFlow(flow);
    else clearForgotFlow();
    return clearForgotFlow;
  }, [flow]);

  const startOver = () => {
    setFlow(null);
    setCode(null);
    setEmail('');
    setStep(0);
    setRound((r) => r + 1);
  };

  // A flow ends 15 minutes after it began, as the code does on the server.
  useEffect(() => {
    if (!flow) return;
    const timer = setTimeout(
      () => {
        startOver();
        toast.error(FORGOT_TEXTS.expired, { id: 'forgot-expired' });
      },
      Math.max(0, flow.startedAt + FORGOT_FLOW_LIFETIME_MS - appClock.now()),
    );
    return () => clearTimeout(timer);
  }, [flow]);

  const sendEmail = (to: string) => {
    setBusy(true);
    calls.sendEmail.mutate(
      { email: to },
      {
        onSuccess: (body) => {
          setBusy(false);
          setFlow({ email: to, startedAt: appClock.now() });
          setEmail(to);
          setCode(null);
          toast.success(body.status.message);
          countdown.restart(FORGOT_CODE_COUNTDOWN_SECONDS);
          setRound((r) => r + 1);
          setStep(1);
        },
        onError: (error) => {
          setBusy(false);
          toast.error(error.message);
        },
      },
    );
  };

  const verify = (typed: string) => {
    setBusy(true);
    calls.checkCode.mutate(
      { code: typed, email },
      {
        onSuccess: (body) => {
          setBusy(false);
          setCode(typed);
          toast.success(body.status.message);
          setStep(2);
        },
        onError: (error) => {
          setBusy(false);
          toast.error(error.message);
        },
      },
    );
  };

  const savePassword = ({ newPassword, confirmNewPassword }: NewPasswordInput) => {
    if (code === null) return startOver();
    setBusy(true);
    calls.changePassword.mutate(
      { code, email, newPassword, confirmNewPassword },
      {
        onSuccess: (body) => {
          setFlow(null);
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
          <EmailStep key={round} email={email} busy={busy} onSend={sendEmail} />
        ) : step === 1 ? (
          <CodeStep key={round} busy={busy} onVerify={verify}>
            <div className="forgot__resend">
              {secondsLeft > 0 ? (
                <span aria-live="polite">Kirim ulang kode dalam {secondsLeft} detik</span>
              ) : (
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => sendEmail(email)}>
                  Kirim Ulang Kode
                </Button>
              )}
            </div>
          </CodeStep>
        ) : (
          <NewPasswordStep busy={busy} onSave={savePassword} />
        )}
        <p className="forgot__back">
          <Button variant="ghost" size="sm" disabled={busy} onClick={startOver}>
            {FORGOT_TEXTS.restart}
          </Button>
          <Link href="/login">{FORGOT_TEXTS.backToLogin}</Link>
        </p>
      </div>
    </div>
  );
}
