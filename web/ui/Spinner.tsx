export interface SpinnerProps {
  readonly size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; the spinner itself is decoration. */
  readonly label?: string;
}

export function Spinner({ size = 'md', label = 'Memuat...' }: SpinnerProps) {
  return <span className={`ui-spinner ui-spinner--${size}`} role="status" aria-label={label} />;
}
