import type { ReactNode } from 'react';

export interface BadgeProps {
  readonly children: ReactNode;
  readonly tone?: 'neutral' | 'primary' | 'success' | 'warning' | 'danger';
  readonly label?: string;
}

export function Badge({ children, tone = 'neutral', label }: BadgeProps) {
  return (
    <span className={`ui-badge ui-badge--${tone}`} aria-label={label}>
      {children}
    </span>
  );
}
