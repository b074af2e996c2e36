import { useEffect, useEffectEvent, useState } from 'react';
import { Svg } from './Svg';
import './list.css';

/** List searches wait 2 seconds after the last key. */
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
export function SearchBox({
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
  placeholder = 'Cari...',
  label = 'Cari',
}: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  // A search set from outside (a reset, the back button) replaces the draft.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  const report = useEffectEvent((text: string) => {
    if (text !== value) onSearch(text);
  });
  // Only a new draft restarts the wait; the committed value catching up does not.
  useEffect(() => {
    const timer = window.setTimeout(() => report(draft), delay);
    return () => window.clearTimeout(timer);
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
          if (event.key === 'Enter' && draft !== value) onSearch(draft);
        }}
      />
    </div>
  );
}
