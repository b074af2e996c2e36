import { useId, type ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';

/** The ids of a field's control (the given one, or a generated one) and of its message line. */
export function useFieldIds(id: string | undefined): { readonly controlId: string; readonly messageId: string } {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, messageId: `${controlId}-message` };
}

interface FieldFrameProps {
  readonly label: string;
  readonly controlId: string;
  readonly messageId: string;
  readonly invalid: boolean;
  readonly error?: string | null | undefined;
  readonly hint?: string | undefined;
  readonly className?: string | undefined;
  /** The control, with whatever is drawn inside its edges. */
  readonly children: ReactNode;
}

/** The kit's field around a control: the label above, the hint or the error line under it (TextField, Select). */
export function FieldFrame({
  label,
  controlId,
  messageId,
  invalid,
  error,
  hint,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={`ui-field${invalid ? ' ui-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
      </label>
      <div className="ui-field__control">{children}</div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
