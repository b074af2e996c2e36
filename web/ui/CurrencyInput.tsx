import { amountDigits, formatThousands, MAX_AMOUNT_TEXT_LENGTH } from '@core/money';
import { TextField, type TextFieldProps } from './TextField';

export interface CurrencyInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** Whole rupiah; null is an empty field. */
  readonly value: number | null;
  readonly onValueChange: (value: number | null) => void;
  /** Shown before the digits ('Rp'); none for quantities. */
  readonly prefix?: string;
}

/**
 * A rupiah (or quantity) field: only digits are kept as the seller types, so a minus sign is
 * forced away (spec 001 §5.5); the amount shows with dots as thousands separators.
 */
export function CurrencyInput({ value, onValueChange, prefix, ...field }: CurrencyInputProps) {
  const shown = value === null ? '' : `${prefix ?? ''}${formatThousands(value)}`;
  return (
    <TextField
      {...field}
      type="text"
      inputMode="numeric"
      maxLength={MAX_AMOUNT_TEXT_LENGTH + (prefix?.length ?? 0)}
      value={shown}
      onChange={(event) => {
        const digits = amountDigits(event.target.value).slice(0, 12);
        onValueChange(digits === '' ? null : Number(digits));
      }}
    />
  );
}
