import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { REGISTRATION_BUSINESS_CATEGORIES, registrationBanks, registrationSubmitEnabled, registrationValidator } from '@core/account/rules';
import { DEFAULT_REGISTRATION_CATEGORY } from '@core/account/schema';
import { buildRegistrationFields, type RegistrationFormValues } from '@core/account/form';
import { apiErrorOf } from '@web/app/api/query';
import { useRegionLists, useRegistrationReference } from '@web/app/api/regions';
import type { ScreenProps } from '@web/app/routes';
import { currentPosition } from '@web/platform/geolocation';
import { geocoder } from '@web/platform/geocoder';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { QueryState } from '@web/ui/QueryState';
import { AddressSection, BankSection, ContactSection, CredentialsSection, IdentitySection, type FieldErrors } from './RegisterSections';
import { useRegister } from './queries';
import { clearRegisterDraft, loadRegisterDraft, saveRegisterDraft, type RegisterDraft } from './registerDraft';
import './auth.css';

/** Spec 000 §4, §9: after a successful registration the seller is sent to /login after 550 ms. */
export const REGISTRATION_REDIRECT_MS = 550;

function formValues(draft: RegisterDraft, photo: File | null, password: string, passwordConfirmation: string): RegistrationFormValues {
  const chosen = (value: string) => (value === '' ? null : Number(value));
  return {
    npwpImage: photo,
    npwp: draft.npwp,
    name: draft.name,
    businessType: draft.businessType,
    businessCategory: REGISTRATION_BUSINESS_CATEGORIES.find((c) => c.value === draft.businessCategory)?.value ?? DEFAULT_REGISTRATION_CATEGORY,
    taxStatus: draft.taxStatus,
    siup: draft.siup,
    npwpAddress: draft.npwpAddress,
    provinceId: chosen(draft.provinceId),
    cityId: chosen(draft.cityId),
    districtId: chosen(draft.districtId),
    villageCode: draft.villageCode === '' ? null : draft.villageCode,
    villageName: draft.villageName,
    postalCode: draft.postalCode,
    mapAddress: draft.mapAddress,
    latitude: draft.latitude,
    longitude: draft.longitude,
    picName: draft.picName,
    picPosition: draft.picPosition,
    picPhone: draft.picPhone,
    ktp: draft.ktp,
    bankId: chosen(draft.bankId),
    accountNumber: draft.accountNumber,
    branch: draft.branch,
    accountHolder: draft.accountHolder,
    email: draft.email,
    password,
    passwordConfirmation,
    agreement: draft.agreement,
    mallType: '',
  };
}

/**
 * 'Daftar Penyedia' (spec 000 §2, §4, §5, §7): five sections, the 13 ordered checks of core (the
 * first failing one is the toast, its field shows the inline text), a confirmation, then the
 * multipart post.
 */
export function RegisterScreen({ title }: ScreenProps) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<RegisterDraft>(loadRegisterDraft);
  const [photo, setPhoto] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const registering = useRegister();
  // Kept after success too: the page leaves for Login 550 ms later and must not be sent twice.
  const [busy, setBusy] = useState(false);
  const [networkError, setNetworkError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const reference = useRegistrationReference();
  const regionLists = useRegionLists(draft);

  useEffect(() => saveRegisterDraft(draft), [draft]);

  const set = (patch: Partial<RegisterDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };

  const locate = async () => {
    setLocating(true);
    const found = await currentPosition();
    if (!found.ok) {
      setLocating(false);
      toast.error(found.message);
      return;
    }
    const { latitude, longitude } = found.position;
    const address = await geocoder().reverse(latitude, longitude);
    setLocating(false);
    set({ latitude, longitude, ...(address.ok ? { mapAddress: address.address } : {}) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = registrationValidator.validate(formValues(draft, photo, password, confirmation));
    if (!result.ok && result.firstField) {
      toast.error(result.first ?? '');
      setErrors({ [result.firstField]: result.fields[result.firstField] });
      form.current?.querySelector<HTMLElement>(`[name="${result.firstField}"]`)?.focus();
      return;
    }
    setConfirming(true);
  };

  const send = () => {
    const fields = buildRegistrationFields(formValues(draft, photo, password, confirmation));
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
      <form ref={form} className="register__form" onSubmit={submit} noValidate>
        <IdentitySection
          draft={draft}
          set={set}
          errors={errors}
          photo={photo}
          onPhoto={(file) => {
            setPhoto(file);
            setErrors({});
          }}
          onPhotoRejected={(message) => toast.error(message)}
        />
        <AddressSection draft={draft} set={set} errors={errors} provinces={provinces} regionLists={regionLists} onLocate={() => void locate()} locating={locating} />
        <ContactSection draft={draft} set={set} errors={errors} />
        <BankSection draft={draft} set={set} errors={errors} banks={banks} />
        <CredentialsSection
          draft={draft}
          set={set}
          errors={errors}
          password={password}
          confirmation={confirmation}
          onPassword={(value) => {
            setPassword(value);
            setErrors({});
          }}
          onConfirmation={(value) => {
            setConfirmation(value);
            setErrors({});
          }}
        />
        {networkError ? <Alert tone="danger" title="Pendaftaran gagal dikirim">{networkError}</Alert> : null}
        <label className="register__agreement">
          <input type="checkbox" name="agreement" checked={draft.agreement} onChange={(event) => set({ agreement: event.target.checked })} />
          <span>Saya menyatakan bahwa data yang saya isi adalah benar dan saya menyetujui syarat dan ketentuan yang berlaku.</span>
        </label>
        <div className="register__actions">
          <Link href="/login" className="ui-button ui-button--secondary ui-button--md">
            Batal
          </Link>
          <Button type="submit" disabled={!registrationSubmitEnabled(draft.agreement)} busy={busy}>
            Daftar
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Kirim pendaftaran?"
        text="Pastikan data toko Anda sudah benar sebelum dikirim."
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
