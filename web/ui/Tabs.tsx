import { useId, type KeyboardEvent } from 'react';
import { usePhoneLayout } from './breakpoints';

interface TabItem<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface TabsProps<V extends string> {
  readonly items: readonly TabItem<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly label: string;
  readonly stretch?: boolean;
  /** On a phone, a select instead of the strip (for strips too long for a phone, e.g. the profile's six tabs). */
  readonly selectOnPhone?: boolean;
}

const KEY_STEP: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/** A tab strip (the panels are the caller's); arrow keys, Home and End move between tabs and take focus along. */
export function Tabs<V extends string>({
  items,
  value,
  onChange,
  label,
  stretch,
  selectOnPhone = false,
}: TabsProps<V>) {
  const phone = usePhoneLayout();
  const selectId = useId();

  if (selectOnPhone && phone) {
    return (
      <div className="ui-tabs-select">
        <label htmlFor={selectId} className="ui-field__label">
          {label}
        </label>
        <select
          id={selectId}
          className="ui-field__input ui-select"
          value={value}
          onChange={(event) => onChange(items.find((item) => item.value === event.target.value)?.value ?? value)}
        >
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.value === value);
    const target =
      step === 'first'
        ? 0
        : step === 'last'
          ? items.length - 1
          : (index + (step === 'next' ? 1 : -1) + items.length) % items.length;
    const next = items[target];
    if (!next) return;
    onChange(next.value);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <div
      className={`ui-tabs${stretch ? ' ui-tabs--stretch' : ''}`}
      role="tablist"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={move}
    >
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
