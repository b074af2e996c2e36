import { useEffect, useRef, useState } from 'react';
import { Svg } from './Svg';
import './list.css';

/** Spec 002 §9: list searches wait 2 seconds after the last key. */
export const SEARCH_DEBOUNCE_MS = 2000;

export interface SearchBoxProps {
  /** The search in force (from the list state); a change from outside (reset) replaces the draft. */
  readonly value: string;
  readonly onSearch: (text: string) => void;
  readonly delay?: number;
  readonly placeholder?: string;
  readonly label?: string;
}

/** A search field that reports its text `delay` ms after the last key, or at once on Enter. */
export function SearchBox({ value, onSearch, delay = SEARCH_DEBOUNCE_MS, placeholder = 'Cari...', label = 'Cari' }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;

  useEffect(() => setDraft(value), [value]);

  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => report.current(draft), delay);
    return () => window.clearTimeout(timer);
    // Only a new draft restarts the wait; the committed value catching up must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, delay]);

  return (
    <div className="ui-search">
      <Svg size={16}>
        <circle cx="11" cy="11" r="7" />
        <path d="m21 21-4.3-4.3" />
      </Svg>
      <input
        type="search"
        className="ui-search__input"
        value={draft}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== value) report.current(draft);
        }}
      />
    </div>
  );
}
