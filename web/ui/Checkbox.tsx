import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly label: ReactNode;
}

/** A native checkbox with its label beside it; the whole label is the click target. */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={`ui-checkbox${className ? ` ${className}` : ''}`}>
      <input {...input} type="checkbox" className="ui-checkbox__input" />
      <span>{label}</span>
    </label>
  );
}
