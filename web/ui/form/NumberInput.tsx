import { useState } from 'react';
import type { Result } from 'neverthrow';
import { TextField, type TextFieldProps } from '../TextField';
import './form.css';

/** A parser of core (parseRupiah, parseCount, parseDecimal): a number, or why the text is none. */
type NumberParser = (text: string) => Result<number, { readonly message: string }>;

export interface NumberInputProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'leading'
> {
  /** The number; null is an empty field. */
  readonly value: number | null;
  /** The number the text reads as: null when emptied, or while the text reads as none. */
  readonly onValueChange: (value: number | null) => void;
  /** The parser's message while the text reads as no number, null once it does (a form refuses to send meanwhile). */
  readonly onUnreadable?: (message: string | null) => void;
  readonly parse: NumberParser;
  /** How a number is shown when the field is left ('1.250.000', '0,25'). */
  readonly format: (value: number) => string;
  readonly inputMode: 'numeric' | 'decimal';
  /** A unit shown before the number ('Rp'). */
  readonly prefix?: string;
}

interface Shown {
  readonly text: string;
  /** The value this text stands for: what was last reported, or last received from the form. */
  readonly value: number | null;
  readonly problem: string | null;
}

const shownOf = (value: number | null, format: (value: number) => string): Shown => ({
  text: value === null ? '' : format(value),
  value,
  problem: null,
});

/**
 * A number typed as text and read by one of core's parsers. What the seller types stays as typed
 * until the field is left: nothing is dropped or guessed ('12.5' is refused with the parser's
 * message, never read as 125). A readable number is shown formatted once the field is left.
 */
export function NumberInput({
  value,
  onValueChange,
  onUnreadable,
  parse,
  format,
  inputMode,
  prefix,
  error,
  onBlur,
  ...field
}: NumberInputProps) {
  const [shown, setShown] = useState<Shown>(() => shownOf(value, format));
  // The form set another value (a reset, a restored draft): show it.
  if (value !== shown.value) setShown(shownOf(value, format));

  const read = (text: string): Shown => {
    if (text.trim() === '') return { text, value: null, problem: null };
    const parsed = parse(text);
    return parsed.isOk()
      ? { text, value: parsed.value, problem: null }
      : { text, value: null, problem: parsed.error.message };
  };

  return (
    <TextField
      {...field}
      type="text"
      inputMode={inputMode}
      leading={prefix}
      value={shown.text}
      error={shown.problem ?? error}
      onChange={(event) => {
        const next = read(event.target.value);
        setShown(next);
        if (next.problem !== shown.problem) onUnreadable?.(next.problem);
        if (next.value !== shown.value) onValueChange(next.value);
      }}
      onBlur={(event) => {
        if (shown.value !== null && shown.problem === null) setShown({ ...shown, text: format(shown.value) });
        onBlur?.(event);
      }}
    />
  );
}
