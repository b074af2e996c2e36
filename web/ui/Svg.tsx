import type { ReactNode } from 'react';

export interface SvgProps {
  readonly children: ReactNode;
  readonly size?: number;
  /** A label makes the drawing meaningful to screen readers; without one it is decoration. */
  readonly label?: string;
}

/**
 * The frame of every line icon (24x24, stroke). The login page's few glyphs use it directly, so
 * the entry chunk does not carry the whole icon set of Icon.tsx.
 */
export function Svg({ children, size = 20, label }: SvgProps) {
  return (
    <svg
      className="ui-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {children}
    </svg>
  );
}
