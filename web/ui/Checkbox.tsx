import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly label: ReactNode;
}

/** A native checkbox with its label beside it; the whole label is the click target. */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={`ui-checkbox${className ? ` ${className}` : ''}`} style={{ display: 'inline-flex', gap: 8, alignItems: 'flex-start', cursor: 'pointer' }}>
      <input {...input} type="checkbox" style={{ marginTop: 3, width: 16, height: 16, flex: 'none' }} />
      <span>{label}</span>
    </label>
  );
}
