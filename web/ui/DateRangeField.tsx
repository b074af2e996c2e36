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

interface RangeEndProps {
  readonly id: string;
  readonly caption: string;
  readonly value: string;
  readonly min?: string | undefined;
  readonly max?: string | undefined;
  readonly invalid: boolean;
  readonly errorId: string | null | undefined;
  readonly onPick: (day: string) => void;
}

/** One end of the range: a captioned native date input; clearing it keeps the day it had. */
function RangeEnd({ id, caption, value, min, max, invalid, errorId, onPick }: RangeEndProps) {
  return (
    <label className="ui-date-range__part" htmlFor={id}>
      <span className="ui-date-range__caption">{caption}</span>
      <input
        id={id}
        type="date"
        className="ui-field__input"
        value={value}
        min={min}
        max={max}
        aria-invalid={invalid}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => event.target.value && onPick(event.target.value)}
      />
    </label>
  );
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
        <RangeEnd
          id={`${id}-from`}
          caption="Dari"
          value={value.from}
          max={value.to || undefined}
          invalid={invalid}
          errorId={errorId}
          onPick={(from) => onChange({ ...value, from })}
        />
        <RangeEnd
          id={`${id}-to`}
          caption="Sampai"
          value={value.to}
          min={value.from || undefined}
          invalid={invalid}
          errorId={errorId}
          onPick={(to) => onChange({ ...value, to })}
        />
      </div>
    </fieldset>
  );
}
