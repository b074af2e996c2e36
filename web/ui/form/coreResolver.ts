import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { validate, type ValidationResult, type Validator } from '@core/validation';

/** How a form's values reach a core validator, and where its field names live among the values. */
export interface CoreMapping<Values, Input, Field extends string> {
  readonly validator: Validator<Input, Field>;
  /** The validator's input from the form values (often the values themselves). */
  readonly input: (values: Values) => Input;
  /** The value path of a core field name, when they differ (default: the same name). */
  readonly fieldPath?: (field: Field) => string;
}

/**
 * The blocking rules only: a rule that shows its message without stopping the submission (the
 * service form's missing main photo) is not an error for react-hook-form.
 */
export function blockingResult<Input, Field extends string>(
  validator: Validator<Input, Field>,
  input: Input,
): ValidationResult<Field> {
  return validate(
    validator.checks.filter((check) => check.blocking !== false),
    input,
  );
}

/** Sets `value` at a dotted path of `target` ('spec.origin' -> target.spec.origin). */
function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = target[head];
  const child: Record<string, unknown> =
    typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
  target[head] = child;
  setAtPath(child, rest.join('.'), value);
}

/**
 * A react-hook-form resolver over core's ordered validators (core/validation.ts). Core decides
 * everything: which rules fail, in which order, and each field's text (the text of its earliest
 * failing rule, which may differ from the toast's). Nothing is restated here.
 */
export function coreResolver<Values extends FieldValues, Input, Field extends string>(
  mapping: CoreMapping<Values, Input, Field>,
): Resolver<Values> {
  return (values) => {
    const result = blockingResult(mapping.validator, mapping.input(values));
    if (result.ok) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(result.fields) as [Field, string][]) {
      setAtPath(errors, mapping.fieldPath?.(field) ?? field, { type: 'core', message });
    }
    // The errors object is built by value path above; react-hook-form types it by the same paths.
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
