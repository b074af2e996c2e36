import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatRupiah, parseRupiah } from '@core/money';
import { TextField } from '@web/ui/TextField';

export interface RupiahFieldProps {
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  /** The field's current text (watched), read as the seller types. */
  readonly text: string;
  /** Puts the amount back in the portal's writing once the seller leaves the field. */
  readonly onTidy: (text: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string;
}

/**
 * A rupiah amount as the seller types it, read by core's one parser (core/money.ts): what is typed
 * stays as typed, so '12.345,67' or '1e9' is refused with the parser's sentence instead of being
 * quietly turned into another number. Under the field the amount reads back as understood; on
 * leaving, a valid amount is written in the portal's form ('135000' becomes 'Rp135.000').
 */
export function RupiahField({ label, registration, text, onTidy, error, hint }: RupiahFieldProps) {
  const reading = parseRupiah(text);
  const understood =
    reading.isOk() && formatRupiah(reading.value) !== text.trim() ? `Terbaca ${formatRupiah(reading.value)}` : null;
  const shownHint = understood ?? hint;
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      {...registration}
      onBlur={(event) => {
        void registration.onBlur(event);
        const parsed = parseRupiah(event.target.value);
        if (parsed.isOk()) onTidy(formatRupiah(parsed.value));
      }}
      error={error ?? null}
      {...(shownHint ? { hint: shownHint } : {})}
    />
  );
}
