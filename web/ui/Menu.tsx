import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export function Menu({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="ui-menu" role="menu" aria-label={label}>
      {children}
    </div>
  );
}

export interface MenuItemProps {
  readonly icon?: IconName;
  readonly children: ReactNode;
  readonly onSelect: () => void;
  readonly tone?: 'default' | 'danger';
}

export function MenuItem({ icon, children, onSelect, tone = 'default' }: MenuItemProps) {
  return (
    <button type="button" role="menuitem" className={`ui-menu__item ui-menu__item--${tone}`} onClick={onSelect}>
      {icon ? <Icon name={icon} size={18} /> : null}
      <span>{children}</span>
    </button>
  );
}
