import type { ReactNode } from 'react';

export interface CardProps {
  readonly title?: string;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
}

export function Card({ title, actions, children, className }: CardProps) {
  return (
    <section className={`ui-card${className ? ` ${className}` : ''}`}>
      {title || actions ? (
        <header className="ui-card__header">
          {title ? <h2 className="ui-card__title">{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      <div className="ui-card__body">{children}</div>
    </section>
  );
}
