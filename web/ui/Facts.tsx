import type { ReactNode } from 'react';

/** One fact of a record: its label and its value. */
interface Fact {
  readonly label: string;
  readonly value: ReactNode;
  /** Classes of the value, e.g. to set a name in bold. */
  readonly valueClassName?: string;
}

/** One label over its value, inside a definition list (Facts, or a screen's own). */
export function FactItem({
  label,
  className,
  valueClassName,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly valueClassName?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

export interface FactsProps {
  readonly facts: readonly Fact[];
  /** The list's classes; each screen lays its facts out its own way. */
  readonly className: string;
  readonly itemClassName?: string;
}

/** A record's facts as a definition list: each label over its value. */
export function Facts({ facts, className, itemClassName }: FactsProps) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <FactItem key={fact.label} label={fact.label} className={itemClassName} valueClassName={fact.valueClassName}>
          {fact.value}
        </FactItem>
      ))}
    </dl>
  );
}
