import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessage } from './FieldMessage';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  readonly label: string;
  /** Shown under the field; also marks the field invalid. */
  readonly error?: string | null;
  /** Marks the field invalid without a message of its own (e.g. after a failed login). */
  readonly invalid?: boolean;
  readonly hint?: string;
  /** Something drawn inside the right edge of the field (a toggle button). */
  readonly trailing?: ReactNode;
  /** A unit drawn inside the left edge of the field ('Rp'); read with the label, not typed. */
  readonly leading?: string;
  /** The input element (react-hook-form's register reads the field through it). */
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, invalid, hint, trailing, leading, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <div className={`ui-field${isInvalid ? ' ui-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-field__control">
        {leading ? (
          <span className="ui-field__leading" aria-hidden="true">
            {leading}
          </span>
        ) : null}
        <input
          {...input}
          id={inputId}
          className="ui-field__input"
          aria-invalid={isInvalid}
          aria-describedby={error || hint ? messageId : undefined}
        />
        {trailing}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
