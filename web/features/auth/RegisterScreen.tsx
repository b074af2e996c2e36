import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import {
  MAP_POINT_TEXTS,
  registrationBanks,
  registrationSubmitEnabled,
  registrationValidator,
  type RegistrationField,
  type RegistrationInput,
} from '@core/account/rules';
import { buildRegistrationFields } from '@core/account/form';
import { locationFailure } from '@core/geo';
import { apiErrorOf } from '@web/app/api/query';
import { useRegionLists, useRegistrationReference } from '@web/app/api/regions';
import { appClock } from '@web/app/clock';
import type { ScreenProps } from '@web/app/routes';
import { currentPosition } from '@web/platform/geolocation';
import { geocoder } from '@web/platform/geocoder';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { QueryState } from '@web/ui/QueryState';
import {
  AddressSection,
  BankSection,
  choose,
  ContactSection,
  CredentialsSection,
  IdentitySection,
} from './RegisterSections';
import { registrationFormValues, registrationInput, registrationPath, type RegisterValues } from './registerForm';
import { useRegister } from './queries';
import { clearRegisterDraft, loadRegisterDraft, saveRegisterDraft } from './registerDraft';
import './auth.css';

/** After a successful registration the seller is sent to /login after 550 ms. */
export const REGISTRATION_REDIRECT_MS = 550;

/**
 * 'Daftar Penyedia': five sections on react-hook-form with core's 13
 * ordered checks as the resolver (the first failing one is the toast, every invalid field shows
 * its text), a confirmation, then the multipart post.
 */
export function RegisterScreen({ title }: ScreenProps) {
  const [, navigate] = useLocation();
  const [draft] = useState(() => loadRegisterDraft(appClock));
  const form = useCoreForm<RegisterValues, RegistrationInput, RegistrationField>({
    validator: registrationValidator,
    input: registrationInput,
    fieldPath: registrationPath,
    defaultValues: draft,
    // The first failing rule of core (not the first field on screen) gets the focus.
    shouldFocusError: false,
  });
  const values = form.watch();
  const [confirming, setConfirming] = useState(false);
  const registering = useRegister();
  // Kept after success too: the page leaves for Login 550 ms later and must not be sent twice.
  const [busy, setBusy] = useState(false);
  const [networkError, setNetworkError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const reference = useRegistrationReference();
  const regionLists = useRegionLists(values);

  // The draft follows every change; what it may not keep, it never writes (registerDraft.ts).
  useEffect(() => {
    const watching = form.watch(() => saveRegisterDraft(form.getValues(), appClock));
    return () => watching.unsubscribe();
  }, [form]);

  // By name, so the region selects (drawn by RegionSelects, not registered) take the focus too; the photo's is the form's one file input.
  const focus = (name: string) =>
    document
      .querySelector<HTMLElement>(
        name === 'npwpImage' ? '.register__form input[type="file"]' : `.register__form [name="${name}"]`,
      )
      ?.focus();

  /** Location or address not found: the seller is told why, and types the address. */
  const cannotLocate = (reason: string) => {
    const message = locationFailure(reason);
    setLocationProblem(message);
    toast.error(message);
    focus('mapAddress');
  };

  const locate = async () => {
    setLocating(true);
    setLocationProblem(null);
    const found = await currentPosition();
    if (!found.ok) {
      setLocating(false);
      cannotLocate(found.message);
      return;
    }
    const { latitude, longitude } = found.position;
    choose(form, 'latitude', latitude);
    choose(form, 'longitude', longitude);
    const address = await geocoder().reverse(latitude, longitude);
    setLocating(false);
    if (address.ok) choose(form, 'mapAddress', address.address);
    else cannotLocate(address.message);
  };

  const submit = form.submit(
    () => setConfirming(true),
    (first) => {
      toast.error(first.message);
      focus(registrationPath(first.field));
    },
  );

  const send = () => {
    const fields = buildRegistrationFields(registrationFormValues(form.getValues()));
    if (!fields) return;
    setBusy(true);
    setNetworkError(null);
    registering.mutate(fields, {
      onSuccess: (answer) => {
        setConfirming(false);
        if (!answer.success) {
          // email_already, merchant_already, upload_failed, or a rule the server found first.
          setBusy(false);
          toast.error(answer.title);
          return;
        }
        clearRegisterDraft();
        toast.success(answer.title);
        setTimeout(() => navigate('/login'), REGISTRATION_REDIRECT_MS);
      },
      onError: (error) => {
        setBusy(false);
        setConfirming(false);
        if (apiErrorOf(error)?.kind === 'network') setNetworkError(error.message);
        toast.error(error.message);
      },
    });
  };

  const provinces = reference.data?.prov ?? [];
  const banks = registrationBanks(reference.data?.bank ?? []);

  return (
    <div className="register">
      <header className="register__header">
        <span className="login__logo" aria-hidden="true">
          P
        </span>
        <div>
          <h1>{title}</h1>
          <p>Lengkapi data toko Anda untuk mulai berjualan ke sekolah.</p>
        </div>
      </header>
      <QueryState query={reference} loadingLabel="Memuat formulir" errorTitle="Data wilayah dan bank gagal dimuat" />
      <form className="register__form" onSubmit={(event) => (busy ? event.preventDefault() : submit(event))} noValidate>
        <IdentitySection form={form} values={values} onPhotoRejected={(message) => toast.error(message)} />
        <AddressSection
          form={form}
          values={values}
          provinces={provinces}
          regionLists={regionLists}
          onLocate={() => void locate()}
          locating={locating}
          locationProblem={locationProblem}
        />
        <ContactSection form={form} />
        <BankSection form={form} values={values} banks={banks} />
        <CredentialsSection form={form} values={values} />
        {networkError ? (
          <Alert tone="danger" title="Pendaftaran gagal dikirim">
            {networkError}
          </Alert>
        ) : null}
        <label className="register__agreement">
          <input type="checkbox" {...form.register('agreement')} />
          <span>
            Saya menyatakan bahwa data yang saya isi adalah benar dan saya menyetujui syarat dan ketentuan yang berlaku.
          </span>
        </label>
        <div className="register__actions">
          {/* Batal leaves nothing behind on a shared computer. */}
          <Link href="/login" className="ui-button ui-button--secondary ui-button--md" onClick={clearRegisterDraft}>
            Batal
          </Link>
          <Button type="submit" disabled={!registrationSubmitEnabled(values.agreement)} busy={busy}>
            Daftar
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Kirim pendaftaran?"
        text={MAP_POINT_TEXTS.confirm(values)}
        confirmLabel="Ya, Daftar"
        cancelLabel="Periksa Lagi"
        tone="info"
        busy={busy}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
