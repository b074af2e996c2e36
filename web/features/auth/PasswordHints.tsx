import { passwordHints, PASSWORD_HINT_MIN_LENGTH } from '@core/account/rules';
import { Icon } from '@web/ui/Icon';

const LABELS = [
  ['lowercase', 'Huruf kecil'],
  ['uppercase', 'Huruf besar'],
  ['digit', 'Angka'],
  ['length', `Minimal ${PASSWORD_HINT_MIN_LENGTH} karakter`],
] as const;

/** Live hints under the password; they inform and never block the submission. */
export function PasswordHints({ password }: { readonly password: string }) {
  const hints = passwordHints(password);
  return (
    <ul className="password-hints" aria-label="Saran password">
      {LABELS.map(([key, label]) => (
        <li key={key} className={hints[key] ? 'password-hints__ok' : ''} data-met={hints[key]}>
          <Icon name={hints[key] ? 'check' : 'close'} size={14} />
          {label}
        </li>
      ))}
    </ul>
  );
}
