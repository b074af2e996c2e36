import type { ReactNode } from 'react';
import './svg.css';

export interface SvgProps {
  readonly children: ReactNode;
  readonly size?: number;
  /** A label makes the drawing meaningful to screen readers; without one it is decoration. */
  readonly label?: string;
}

/**
 * The frame of every line icon (24x24, stroke; the stroke itself is svg.css's). The login page's
 * few glyphs use it directly, so the entry chunk does not carry the whole icon set of Icon.tsx.
 */
export function Svg({ children, size = 20, label }: SvgProps) {
  return (
    <svg
      className="ui-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </svg>
  );
}
