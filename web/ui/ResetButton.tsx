import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import './list.css';

/** The list reset icon spins for 500 ms. */
const RESET_SPIN_MS = 500;

export interface ResetButtonProps {
  readonly onReset: () => void;
  readonly label?: string;
}

export function ResetButton({ onReset, label = 'Reset' }: ResetButtonProps) {
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const reset = () => {
    setSpinning(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSpinning(false), RESET_SPIN_MS);
    onReset();
  };

  return (
    <button
      type="button"
      className={`ui-button ui-button--secondary ui-reset${spinning ? ' ui-reset--spinning' : ''}`}
      onClick={reset}
      data-spinning={spinning || undefined}
    >
      <Icon name="refresh" size={16} />
      {label}
    </button>
  );
}
