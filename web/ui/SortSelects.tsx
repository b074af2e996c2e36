import type { SortDirection } from './DataTable';
import './list.css';

interface SortField {
  readonly key: string;
  readonly header: string;
}

export interface SortSelectsProps {
  /** The sortable columns. */
  readonly fields: readonly SortField[];
  /** The field sorted by, '' for the list's own order. */
  readonly field: string;
  readonly dir: SortDirection;
  readonly onField: (field: string) => void;
  readonly onDir: (dir: SortDirection) => void;
  /** The name of the list's own order ('Bawaan') when it can be chosen; null offers none. */
  readonly unsorted?: string | null;
}

/** 'Urutkan' and 'Arah' as two selects: sorting where the column headers are not shown (a phone's cards, the filter panel). */
export function SortSelects({ fields, field, dir, onField, onDir, unsorted = 'Bawaan' }: SortSelectsProps) {
  return (
    <>
      <label className="ui-filter-select">
        <span>Urutkan</span>
        <select className="ui-list-select" value={field} onChange={(event) => onField(event.target.value)}>
          {unsorted !== null ? <option value="">{unsorted}</option> : null}
          {fields.map((c) => (
            <option key={c.key} value={c.key}>
              {c.header}
            </option>
          ))}
          {field !== '' && !fields.some((c) => c.key === field) ? <option value={field}>{field}</option> : null}
        </select>
      </label>
      <label className="ui-filter-select">
        <span>Arah</span>
        <select
          className="ui-list-select"
          value={dir}
          onChange={(event) => onDir(event.target.value === 'desc' ? 'desc' : 'asc')}
        >
          <option value="asc">Naik (A-Z)</option>
          <option value="desc">Turun (Z-A)</option>
        </select>
      </label>
    </>
  );
}
