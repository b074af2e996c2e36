/**
 * Ordered validators. A form's rules are one list in the order the spec states them, so the
 * toast (the first failing rule) and the marks on every invalid field come from the same place.
 */

/** A failed rule: the toast text, and the text under the field when the spec gives another one. */
export interface Failure {
  readonly message: string;
  readonly fieldMessage: string;
}

/** What a single rule says about a value: nothing (passes), a message, or a toast/field pair. */
export type RuleOutcome = string | Failure | null;

export interface Check<Form, Field extends string> {
  readonly field: Field;
  readonly test: (form: Form) => RuleOutcome;
  /**
   * False for a rule whose message shows but does not stop the submission (the service form's
   * missing main photo: the submission still proceeds after its message).
   */
  readonly blocking?: boolean;
}

export interface ValidationResult<Field extends string> {
  /** No blocking rule failed: the form may be sent. */
  readonly ok: boolean;
  /** The message of the earliest failing blocking rule, in spec order. */
  readonly first: string | null;
  readonly firstField: Field | null;
  /** For each invalid field, the text of its earliest failing rule. */
  readonly fields: Partial<Record<Field, string>>;
  /** Messages of failing non-blocking rules, in order. */
  readonly notices: readonly string[];
}

export function failure(message: string, fieldMessage: string = message): Failure {
  return { message, fieldMessage };
}

export function asFailure(outcome: RuleOutcome): Failure | null {
  if (outcome === null) return null;
  return typeof outcome === 'string' ? failure(outcome) : outcome;
}

/** Runs every check in order. */
export function validate<Form, Field extends string>(
  checks: readonly Check<Form, Field>[],
  form: Form,
): ValidationResult<Field> {
  const fields: Partial<Record<Field, string>> = {};
  const notices: string[] = [];
  let first: Failure | null = null;
  let firstField: Field | null = null;
  for (const check of checks) {
    const outcome = asFailure(check.test(form));
    if (outcome === null) continue;
    if (fields[check.field] === undefined) fields[check.field] = outcome.fieldMessage;
    if (check.blocking === false) {
      notices.push(outcome.message);
    } else if (first === null) {
      first = outcome;
      firstField = check.field;
    }
  }
  return { ok: first === null, first: first?.message ?? null, firstField, fields, notices };
}

/** A validator: its ordered checks (for forms and tests) and a shortcut to run them. */
export interface Validator<Form, Field extends string> {
  readonly checks: readonly Check<Form, Field>[];
  readonly validate: (form: Form) => ValidationResult<Field>;
}

export function validator<Form, Field extends string>(checks: readonly Check<Form, Field>[]): Validator<Form, Field> {
  return { checks, validate: (form) => validate(checks, form) };
}

/** Empty for text inputs: nothing but spaces. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
