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

/** A tab strip (the panels are the caller's); arrow keys move to the next tab, choose it and focus it. */
export function Tabs<V extends string>({ items, value, onChange, label, stretch }: TabsProps<V>) {
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.value === value);
    const target = (index + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
    const next = items[target];
    if (!next) return;
    onChange(next.value);
    event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <div className={`ui-tabs${stretch ? ' ui-tabs--stretch' : ''}`} role="tablist" aria-label={label}>
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
            onKeyDown={move}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
