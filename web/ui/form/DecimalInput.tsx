import { formatDecimal, parseDecimal } from '@core/money';
import { NumberInput, type NumberInputProps } from './NumberInput';

/** A decimal field (weight, dimensions, days) read by core's one decimal parser: '0,5' is a half, never 5. */
export function DecimalInput(field: Omit<NumberInputProps, 'parse' | 'format' | 'inputMode'>) {
  return <NumberInput maxLength={16} {...field} inputMode="decimal" parse={parseDecimal} format={formatDecimal} />;
}
