import { useId } from 'react';
import type { DayRange } from '@core/dateRange';
import './fields.css';

/** yyyy-mm-dd days, as date inputs give them (core's DayRange). */
export type DateRange = DayRange;

export interface DateRangeFieldProps {
  readonly label: string;
  readonly value: DateRange;
  readonly onChange: (value: DateRange) => void;
}

/** Two native date inputs; the end cannot precede the start. */
export function DateRangeField({ label, value, onChange }: DateRangeFieldProps) {
  const id = useId();
  return (
    <fieldset className="ui-field ui-date-range">
      <legend className="ui-field__label">{label}</legend>
      <div className="ui-date-range__inputs">
        <label className="ui-date-range__part" htmlFor={`${id}-from`}>
          <span className="ui-date-range__caption">Dari</span>
          <input
            id={`${id}-from`}
            type="date"
            className="ui-field__input"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => event.target.value && onChange({ ...value, from: event.target.value })}
          />
        </label>
        <label className="ui-date-range__part" htmlFor={`${id}-to`}>
          <span className="ui-date-range__caption">Sampai</span>
          <input
            id={`${id}-to`}
            type="date"
            className="ui-field__input"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => event.target.value && onChange({ ...value, to: event.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
