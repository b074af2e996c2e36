import { counterText, exceedsLimit, type TextLimit } from '@core/textLimit';
import './counter.css';

export interface CharacterCounterProps {
  /** Named by the field's aria-describedby. */
  readonly id: string;
  readonly text: string;
  readonly limit: TextLimit;
}

/**
 * Under a limited text field: how much is written against the limit (core's counterText), from
 * the first key on, so nothing is cut or refused by surprise. Past the limit it says so; only that
 * change is announced, not every key.
 */
export function CharacterCounter({ id, text, limit }: CharacterCounterProps) {
  const over = exceedsLimit(text, limit);
  return (
    <p id={id} className={`ui-counter${over ? ' ui-counter--over' : ''}`}>
      <span>{counterText(text, limit)}</span>
      <span role="status" className="ui-counter__over">
        {over ? limit.tooLong : ''}
      </span>
    </p>
  );
}
