import { useMemo, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { validate, type Validator } from '@core/validation';
import { blockingResult, coreResolver, type CoreMapping } from './coreResolver';

/** The earliest failing rule of a refused submission: the toast's text and its field (spec "first message" rule). */
export interface FirstFailure<Field extends string> {
  readonly message: string;
  readonly field: Field;
}

export interface CoreFormOptions<Values extends FieldValues, Input, Field extends string>
  extends Omit<UseFormProps<Values>, 'resolver'>, CoreMapping<Values, Input, Field> {}

export interface CoreForm<Values extends FieldValues, Field extends string> extends UseFormReturn<Values> {
  /**
   * The form's submit handler: the values go to `onValid` when core's blocking rules pass;
   * otherwise every invalid field shows its text and `onInvalid` gets the earliest failure.
   */
  readonly submit: (
    onValid: SubmitHandler<Values>,
    onInvalid?: (first: FirstFailure<Field>) => void,
  ) => (event?: BaseSyntheticEvent) => void;
  /** The text under a field (its earliest failing rule), or undefined. */
  readonly fieldError: (field: Field) => string | undefined;
  /** Messages of the rules that do not block the submission, in spec order, for the current values. */
  readonly notices: () => readonly string[];
}

/**
 * react-hook-form with core's ordered validators as the resolver: the one way a form of the portal
 * validates. Registration, messages and order stay in core; the form only wires inputs to it.
 */
export function useCoreForm<Values extends FieldValues, Input, Field extends string>({
  validator,
  input,
  fieldPath,
  ...options
}: CoreFormOptions<Values, Input, Field>): CoreForm<Values, Field> {
  const resolver = useMemo(
    () => coreResolver<Values, Input, Field>({ validator, input, ...(fieldPath ? { fieldPath } : {}) }),
    [validator, input, fieldPath],
  );
  const form = useForm<Values>({ ...options, resolver });
  const path = (field: Field): string => fieldPath?.(field) ?? field;

  const submit: CoreForm<Values, Field>['submit'] = (onValid, onInvalid) => (event) =>
    void form.handleSubmit(onValid, () => {
      const first = blockingResult(validator, input(form.getValues()));
      if (first.first !== null && first.firstField !== null)
        onInvalid?.({ message: first.first, field: first.firstField });
    })(event);

  return {
    ...form,
    submit,
    fieldError: (field) => {
      const error: unknown = get(form.formState.errors, path(field));
      return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
        ? error.message
        : undefined;
    },
    notices: () => noticesOf(validator, input(form.getValues())),
  };
}

function noticesOf<Input, Field extends string>(validator: Validator<Input, Field>, input: Input): readonly string[] {
  return validate(validator.checks, input).notices;
}
