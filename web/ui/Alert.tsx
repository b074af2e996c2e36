import type { ReactNode } from 'react';
import { Icon } from './Icon';

export interface AlertProps {
  readonly tone?: 'info' | 'success' | 'warning' | 'danger';
  readonly title?: string;
  readonly children?: ReactNode;
  readonly action?: ReactNode;
}

const ICON = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' } as const;

export function Alert({ tone = 'info', title, children, action }: AlertProps) {
  return (
    <div className={`ui-alert ui-alert--${tone}`} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <Icon name={ICON[tone]} />
      <div className="ui-alert__body">
        {title ? <p className="ui-alert__title">{title}</p> : null}
        {children ? <div className="ui-alert__text">{children}</div> : null}
      </div>
      {action ? <div className="ui-alert__action">{action}</div> : null}
    </div>
  );
}
