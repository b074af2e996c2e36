import type { KeyboardEvent, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

const ITEM = '[role="menuitem"]:not([disabled])';

/** Arrow keys, Home and End move between the items (WAI-ARIA menu pattern); Tab leaves the menu. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowDown') next = items[(index + 1) % items.length];
  else if (event.key === 'ArrowUp') next = items[(index - 1 + items.length) % items.length];
  else if (event.key === 'Home') next = items[0];
  else if (event.key === 'End') next = items[items.length - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function Menu({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    // tabIndex -1: the menu itself is focusable by script only; its items hold the Tab stop (roving focus).
    <div className="ui-menu" role="menu" aria-label={label} tabIndex={-1} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}

export interface MenuItemProps {
  readonly icon?: IconName;
  /** A glyph of the caller's own, where the shared icon set has none. */
  readonly glyph?: ReactNode;
  readonly children: ReactNode;
  readonly onSelect: () => void;
  readonly tone?: 'default' | 'danger' | undefined;
}

export function MenuItem({ icon, glyph, children, onSelect, tone = 'default' }: MenuItemProps) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`ui-menu__item ui-menu__item--${tone}`}
      onClick={onSelect}
    >
      {icon ? <Icon name={icon} size={18} /> : glyph}
      <span>{children}</span>
    </button>
  );
}
