import { formatThousands, MAX_AMOUNT_TEXT_LENGTH, parseCount, parseRupiah } from '@core/money';
import { NumberInput, type NumberInputProps } from './form/NumberInput';

export interface CurrencyInputProps extends Omit<NumberInputProps, 'parse' | 'format' | 'inputMode'> {
  /** Rupiah (the default) or a count (stock, minimum purchase): the same reading, other messages. */
  readonly kind?: 'rupiah' | 'count';
}

/**
 * A rupiah (or whole-count) field read by core's one parser: dots group thousands, a comma or a
 * dot with decimals is refused with core's message, no exponent or sign, at most MAX_RUPIAH.
 * The amount shows with dots when the field is left.
 */
export function CurrencyInput({ kind = 'rupiah', ...field }: CurrencyInputProps) {
  return (
    <NumberInput
      maxLength={MAX_AMOUNT_TEXT_LENGTH}
      {...field}
      inputMode="numeric"
      parse={kind === 'count' ? parseCount : parseRupiah}
      format={formatThousands}
    />
  );
}
