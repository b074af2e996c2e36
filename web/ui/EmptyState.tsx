import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export interface EmptyStateProps {
  readonly title: string;
  readonly text?: ReactNode;
  readonly icon?: IconName;
  readonly action?: ReactNode;
}

export function EmptyState({ title, text, icon = 'inbox', action }: EmptyStateProps) {
  return (
    <div className="ui-empty">
      <span className="ui-empty__icon">
        <Icon name={icon} size={32} />
      </span>
      <p className="ui-empty__title">{title}</p>
      {text ? <p className="ui-empty__text">{text}</p> : null}
      {action}
    </div>
  );
}
