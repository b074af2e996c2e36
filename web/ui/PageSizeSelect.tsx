import { useId } from 'react';
import { PAGE_SIZES } from './useListQuery';
import './list.css';

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
