import { useId } from 'react';
import './list.css';

/** Spec 002 §9: the page sizes of most lists. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;

/** Spec 002 §9: the billing, negotiation and complaint lists stop at 50. */
export const PAGE_SIZES_TO_50 = [5, 10, 25, 50] as const;

export interface PageSizeSelectProps {
  readonly value: number;
  readonly onChange: (limit: number) => void;
  readonly options?: readonly number[];
}

export function PageSizeSelect({ value, onChange, options = PAGE_SIZES }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="ui-pagesize">
      <label htmlFor={id}>Tampilkan</label>
      <select
        id={id}
        className="ui-list-select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-label="Jumlah data per halaman"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
