import { useId, useState, type ComponentPropsWithRef } from 'react';
import './fields.css';

/** The words the browser would otherwise show in English ('Choose File', 'No file chosen'). */
const FILE_BUTTON_TEXT = 'Pilih File';
const NO_FILE_TEXT = 'Belum ada file dipilih';

export interface FileInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'children'> {
  /** The chosen file's name as the caller knows it (null: none chosen); without it the last picked name is shown. */
  readonly fileName?: string | null;
  readonly buttonText?: string;
}

/**
 * A file input with an Indonesian button and the chosen file's name beside it. The native input
 * stays the control (its label names it, it takes focus, a click or Enter opens the file chooser):
 * it lies transparent over the drawn button, and the name is its description.
 */
export function FileInput({ fileName, buttonText = FILE_BUTTON_TEXT, onChange, disabled, ...input }: FileInputProps) {
  const nameId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const shown = fileName === undefined ? picked : fileName;
  return (
    <span className={`ui-file${disabled ? ' ui-file--disabled' : ''}`}>
      <span className="ui-file__pick">
        <input
          {...input}
          type="file"
          className="ui-file__input"
          disabled={disabled}
          aria-describedby={nameId}
          onChange={(event) => {
            setPicked(event.target.files?.[0]?.name ?? null);
            onChange?.(event);
          }}
        />
        <span className="ui-button ui-button--secondary ui-file__button" aria-hidden="true">
          {buttonText}
        </span>
      </span>
      <span className="ui-file__name" id={nameId}>
        {shown ?? NO_FILE_TEXT}
      </span>
    </span>
  );
}
