import { useId } from 'react';
import type { DayRange } from '@core/dateRange';
import './fields.css';

/** yyyy-mm-dd days, as date inputs give them (core's DayRange). */
export type DateRange = DayRange;

export interface DateRangeFieldProps {
  readonly label: string;
  readonly value: DateRange;
  readonly onChange: (value: DateRange) => void;
  /**
   * The range is refused (core's checkDayRange): both dates are marked invalid and described by
   * the element with this id, which the screen draws under its row of filters, so the message does
   * not push this field out of line with the filters beside it.
   */
  readonly errorId?: string | null;
}

/**
 * Two native date inputs. min and max only guide the picker: a typed day can still end before the
 * start, so the screen checks the range with core and says why it is refused.
 */
export function DateRangeField({ label, value, onChange, errorId }: DateRangeFieldProps) {
  const id = useId();
  const invalid = Boolean(errorId);
  return (
    <fieldset className={`ui-field ui-date-range${invalid ? ' ui-field--invalid' : ''}`}>
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
            aria-invalid={invalid}
            aria-describedby={errorId ?? undefined}
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
            aria-invalid={invalid}
            aria-describedby={errorId ?? undefined}
            onChange={(event) => event.target.value && onChange({ ...value, to: event.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
