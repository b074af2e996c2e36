import { FieldMessage } from './FieldMessage';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FileInput } from './FileInput';
import { Icon } from './Icon';
import './fields.css';

export interface ImagePickerProps {
  readonly label: string;
  /** The chosen file (preview from memory), or null. */
  readonly file: Blob | null;
  /** A stored image to show while no file is chosen. */
  readonly currentUrl?: string | null;
  /** Called with the picked file once `check` accepts it. */
  readonly onPick: (file: File) => void;
  /**
   * A rule on the picked file: a message refuses it (the caller shows it), null accepts. It may
   * answer later (a rule that reads the file's bytes).
   */
  readonly check?: (file: File) => string | null | Promise<string | null>;
  /** Told the message when `check` refuses a file. */
  readonly onReject?: (message: string) => void;
  readonly accept?: string;
  readonly hint?: string;
  readonly error?: string | null;
  readonly disabled?: boolean;
  /** CSS aspect ratio of the preview box, e.g. '1 / 1' or '1198 / 200'. */
  readonly aspect?: string;
}

/**
 * A file input for one image with a preview. The size, type or byte rule runs on selection, so a
 * refused file never reaches the form; the input is reset so the same file can be tried again.
 */
export function ImagePicker({
  label,
  file,
  currentUrl,
  onPick,
  check,
  onReject,
  accept = 'image/jpeg,image/png',
  hint,
  error,
  disabled,
  aspect = '4 / 3',
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  const shown = objectUrl ?? currentUrl ?? null;
  return (
    <div className={`ui-field ui-image-picker${error ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-image-picker__box" style={{ aspectRatio: aspect }}>
        {shown ? (
          <img src={shown} alt={`Pratinjau ${label}`} className="ui-image-picker__preview" />
        ) : (
          <Icon name="inbox" size={28} />
        )}
      </div>
      <FileInput
        ref={input}
        id={id}
        accept={accept}
        disabled={disabled}
        fileName={file instanceof File ? file.name : null}
        aria-invalid={Boolean(error)}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (!picked) return;
          const decide = (problem: string | null) => (problem ? onReject?.(problem) : onPick(picked));
          const outcome = check?.(picked) ?? null;
          if (outcome instanceof Promise) void outcome.then(decide);
          else decide(outcome);
        }}
      />
      <FieldMessage error={error} hint={hint} />
    </div>
  );
}
