import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  readonly size?: 'sm' | 'md';
  /** While busy the button shows a spinner and cannot be pressed again (no double submit). */
  readonly busy?: boolean;
  readonly icon?: ReactNode;
  readonly block?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  icon,
  block,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    block ? 'ui-button--block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <Spinner size="sm" label="Sedang diproses" /> : icon}
      {children}
    </button>
  );
}
