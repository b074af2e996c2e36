import type { SelectHTMLAttributes } from 'react';
import './fields.css';
import { FieldFrame, useFieldIds } from './FieldFrame';

interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The first, empty choice ('Pilih ...'); its value is ''. */
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly hint?: string;
  /** Shown instead of the options while they load. */
  readonly loading?: boolean;
}

/** A native select with the kit's label, hint and error line (same look as TextField). */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  loading,
  id,
  className,
  disabled,
  ...rest
}: SelectProps) {
  const { controlId: selectId, messageId } = useFieldIds(id);
  return (
    <FieldFrame
      label={label}
      controlId={selectId}
      messageId={messageId}
      invalid={Boolean(error)}
      error={error}
      hint={hint}
      className={className}
    >
      <select
        {...rest}
        id={selectId}
        className="ui-field__input ui-select"
        value={value}
        disabled={disabled || loading}
        aria-invalid={Boolean(error)}
        aria-describedby={error || hint ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{loading ? 'Memuat...' : placeholder}</option> : null}
        {/* Keyed by value and label: two of the spec's unit labels share one value. */}
        {options.map((option) => (
          <option key={`${option.value}:${option.label}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
