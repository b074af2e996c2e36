import type { KeyboardEvent } from 'react';

export interface TabItem<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface TabsProps<V extends string> {
  readonly items: readonly TabItem<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly label: string;
  readonly stretch?: boolean;
}

/** A tab strip (the panels are the caller's); arrow keys move between tabs. */
export function Tabs<V extends string>({ items, value, onChange, label, stretch }: TabsProps<V>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.value === value);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = items[(index + step + items.length) % items.length];
    if (next) onChange(next.value);
  };
  return (
    <div className={`ui-tabs${stretch ? ' ui-tabs--stretch' : ''}`} role="tablist" aria-label={label} onKeyDown={move}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={`ui-tabs__tab${selected ? ' ui-tabs__tab--active' : ''}`}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
