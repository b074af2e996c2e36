import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { codeBoxValue, FORGOT_CODE_LENGTH } from '@core/account/rules';

/**
 * Six one-digit boxes. Typing moves to the next box, Backspace on an empty box to the previous,
 * and pasting a code anywhere fills every box.
 */
export function CodeBoxes({
  digits,
  onChange,
  disabled,
}: {
  readonly digits: readonly string[];
  readonly onChange: (digits: string[]) => void;
  readonly disabled?: boolean;
}) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(FORGOT_CODE_LENGTH - 1, index))]?.focus();

  const type = (index: number, typed: string) => {
    const next = [...digits];
    next[index] = codeBoxValue(typed);
    onChange(next);
    if (next[index]) focus(index + 1);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, FORGOT_CODE_LENGTH);
    if (pasted.length === 0) return;
    event.preventDefault();
    const next = Array.from({ length: FORGOT_CODE_LENGTH }, (_, i) => pasted[i] ?? '');
    onChange(next);
    focus(pasted.length);
  };

  const back = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) focus(index - 1);
  };

  return (
    <div className="forgot__code" role="group" aria-label="Kode verifikasi">
      {Array.from({ length: FORGOT_CODE_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          className="forgot__box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1}`}
          maxLength={2}
          disabled={disabled}
          value={digits[index] ?? ''}
          onChange={(event) => type(index, event.target.value)}
          onPaste={paste}
          onKeyDown={(event) => back(index, event)}
        />
      ))}
    </div>
  );
}
