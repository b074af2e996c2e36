import type { ReactNode } from 'react';
import { Svg } from './Svg';
import './list.css';

export interface FilterToggleProps {
  readonly open: boolean;
  readonly onToggle: () => void;
  /** How many filters are set; shown on the button so a closed panel still says it filters. */
  readonly active?: number;
  readonly controls?: string;
}

/** The button that opens and closes a list's filter panel. */
export function FilterToggle({ open, onToggle, active = 0, controls }: FilterToggleProps) {
  return (
    <button
      type="button"
      className={`ui-button ui-button--secondary ui-filter-toggle${open ? ' ui-filter-toggle--open' : ''}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Svg size={16}>
        <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />
      </Svg>
      Filter
      {active > 0 ? <span className="ui-filter-toggle__count">{active}</span> : null}
    </button>
  );
}

export interface FilterPanelProps {
  readonly open: boolean;
  readonly id?: string;
  readonly children: ReactNode;
}

/** The filters of a list, shown while its toggle is open. */
export function FilterPanel({ open, id, children }: FilterPanelProps) {
  if (!open) return null;
  return (
    <div className="ui-filter-panel" id={id} role="group" aria-label="Filter">
      {children}
    </div>
  );
}

interface FilterSelectOption {
  readonly name: string;
  readonly value: string | number;
}

export interface FilterSelectProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly FilterSelectOption[];
  readonly onChange: (value: string) => void;
  /** The 'all' choice, e.g. 'Filter Status Pesanan...'. */
  readonly placeholder: string;
}

/** One select of a filter panel whose options come from the server's filters. */
export function FilterSelect({ label, value, options, onChange, placeholder }: FilterSelectProps) {
  return (
    <label className="ui-filter-select">
      <span>{label}</span>
      <select className="ui-list-select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
