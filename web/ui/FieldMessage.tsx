/** Under a form control: its error (announced), else its hint, else nothing. */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  readonly id?: string | undefined;
  readonly error?: string | null | undefined;
  readonly hint?: string | null | undefined;
}) {
  if (error) {
    return (
      <p className="ui-field__error" id={id} role="alert">
        {error}
      </p>
    );
  }
  return hint ? (
    <p className="ui-field__hint" id={id}>
      {hint}
    </p>
  ) : null;
}
