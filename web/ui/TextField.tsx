import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './FieldFrame';

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
  const { controlId: inputId, messageId } = useFieldIds(id);
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <FieldFrame
      label={label}
      controlId={inputId}
      messageId={messageId}
      invalid={isInvalid}
      error={error}
      hint={hint}
      className={className}
    >
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
    </FieldFrame>
  );
}
