import { createContext, useContext, useId } from 'react';
import { get, useController, useFormState, type FieldPath, type FieldPathByValue } from 'react-hook-form';
import type { CategoryNode } from '@core/category/schema';
import { SPEC_LABELS, type SpecKey } from '@core/product/labels';
import type { Option } from '@core/product/options';
import { CategoryCascade } from '@web/ui/CategoryCascade';
import { CurrencyInput } from '@web/ui/CurrencyInput';
import { DecimalInput } from '@web/ui/form/DecimalInput';
import { FieldMessage } from '@web/ui/FieldMessage';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { Loaded } from '@web/app/Loaded';
import { preloadable } from '@web/app/preloadable';
import { formLabels, type LabelledField } from './labels';
import type { ProductValues } from './values';

/**
 * The product forms' fields, each bound by its value path to the form of the shell around it
 * (react-hook-form's context): the value, core's text under it, and the ref that takes focus.
 */

type Path = FieldPath<ProductValues>;
type TextPath = FieldPathByValue<ProductValues, string>;
export type NumberPath = FieldPathByValue<ProductValues, number | null>;

/** Where number fields tell the shell that their text reads as no number (the shell refuses to send meanwhile). */
export const UnreadableContext = createContext<(path: NumberPath, message: string | null) => void>(() => undefined);

/** The fields picked from a list the form supplies (its brands or publishers, its units). */
export type ChoiceName = 'brandId' | 'unitType';
export type FormChoices = Partial<Record<ChoiceName, readonly Option<string | number>[]>>;

/** What the shell tells its fields: each field's label on this form, and the lists its selects offer. */
export interface FormVocabulary {
  readonly labels: Readonly<Record<LabelledField, string>>;
  readonly choices: FormChoices;
}
export const VocabularyContext = createContext<FormVocabulary>({ labels: formLabels(), choices: {} });

/** A field's label: the one given, else the form's name for the value it holds. */
function useLabel(path: Path, label?: string): string {
  const { labels } = useContext(VocabularyContext);
  return label ?? (path in labels ? labels[path as LabelledField] : path);
}

/** Core's text under a field, by value path. */
export function useFieldError(path: Path): string | undefined {
  const { errors } = useFormState<ProductValues>({ name: path });
  const error: unknown = get(errors, path);
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

interface FieldProps<P> {
  readonly name: P;
  /** Without it, the form's label of the value (VocabularyContext). */
  readonly label?: string;
  readonly hint?: string;
  readonly disabled?: boolean;
}

export function TextInput({
  name,
  label,
  maxLength,
  readOnly,
  ...shown
}: FieldProps<TextPath> & { readonly maxLength?: number; readonly readOnly?: boolean }) {
  const labelled = useLabel(name, label);
  const {
    field: { ref, ...field },
    fieldState,
  } = useController<ProductValues, TextPath>({ name });
  return (
    <TextField
      {...shown}
      label={labelled}
      readOnly={readOnly}
      maxLength={maxLength}
      ref={ref}
      name={field.name}
      value={field.value}
      error={fieldState.error?.message ?? null}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}

/** The number inputs of the kit by what they hold: rupiah ('Rp'), a whole count, or a decimal (the Indonesian comma). */
function NumberField({
  name,
  label,
  kind,
  ...shown
}: FieldProps<NumberPath> & { readonly kind: 'rupiah' | 'count' | 'decimal' }) {
  const labelled = useLabel(name, label);
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<ProductValues, NumberPath>({ name });
  const report = useContext(UnreadableContext);
  const bound = {
    ...shown,
    label: labelled,
    ref,
    value,
    onBlur,
    onValueChange: onChange,
    error: fieldState.error?.message ?? null,
    onUnreadable: (message: string | null) => report(name, message),
  };
  if (kind === 'decimal') return <DecimalInput {...bound} />;
  return <CurrencyInput {...bound} kind={kind} prefix={kind === 'rupiah' ? 'Rp' : undefined} />;
}

/** A rupiah field ('Rp'), or a whole count with `count`. */
export function AmountInput({ count, ...field }: FieldProps<NumberPath> & { readonly count?: boolean }) {
  return <NumberField {...field} kind={count ? 'count' : 'rupiah'} />;
}

/** A decimal field (weight, dimensions, days): the Indonesian comma. */
export function DecimalField(field: FieldProps<NumberPath>) {
  return <NumberField {...field} kind="decimal" />;
}

export interface ChoiceFieldProps extends FieldProps<TextPath> {
  readonly options: readonly Option<string | number>[];
  readonly placeholder?: string;
}

/** A select over option values kept as text. */
export function ChoiceField({ name, label, options, ...shown }: ChoiceFieldProps) {
  const labelled = useLabel(name, label);
  const { field, fieldState } = useController<ProductValues, TextPath>({ name });
  return (
    <Select
      {...shown}
      label={labelled}
      value={field.value}
      error={fieldState.error?.message ?? null}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={field.onChange}
    />
  );
}

/** The product's status select (1 active, 0 inactive); `shown` overrides it while the selector is locked. */
export function StatusField({
  options,
  disabled,
  shown,
}: {
  readonly options: readonly Option<number>[];
  readonly disabled?: boolean;
  readonly shown?: 0 | 1;
}) {
  const { field } = useController<ProductValues, 'status'>({ name: 'status' });
  const label = useLabel('status');
  return (
    <Select
      label={label}
      disabled={disabled}
      value={String(shown ?? field.value)}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={(value) => field.onChange(value === '0' ? 0 : 1)}
    />
  );
}

export interface SpecSelectsProps {
  readonly keys: readonly SpecKey[];
  readonly options: Partial<Record<SpecKey, readonly Option<string | number>[]>>;
  /** The empty first choice of every select ('-'); none when not given. */
  readonly placeholder?: string;
  readonly placeholders?: Partial<Record<SpecKey, string>>;
}

/** The specification selects named in `keys`, from one option table (spec 001 §3.6). */
export function SpecSelects({ keys, options, placeholder, placeholders = {} }: SpecSelectsProps) {
  return keys.map((key) => (
    <ChoiceField
      key={key}
      name={`spec.${key}`}
      label={SPEC_LABELS[key]}
      options={options[key] ?? []}
      placeholder={placeholders[key] ?? placeholder}
    />
  ));
}

export function CategoryField({
  roots,
  disabled,
}: {
  readonly roots: readonly CategoryNode[];
  readonly disabled?: boolean;
}) {
  const { field, fieldState } = useController<ProductValues, 'categoryPath'>({ name: 'categoryPath' });
  return (
    <CategoryCascade
      roots={roots}
      value={field.value}
      disabled={disabled}
      error={fieldState.error?.message ?? null}
      onChange={field.onChange}
    />
  );
}

/** Drawn by Loaded, not under Suspense: the editor appears when its chunk is in, not at the end of a 300 ms throttle. */
const RichTextEditor = preloadable(() => import('./RichTextEditor').then((m) => m.RichTextEditor));

/** The rich-text description (spec 001 §2.7): the editor loads with the form screens only. */
export function DescriptionField() {
  const { field } = useController<ProductValues, 'description'>({ name: 'description' });
  const labelId = useId();
  const label = useLabel('description');
  return (
    <div className="ui-field product-description">
      <span className="ui-field__label" id={labelId}>
        {label}
      </span>
      <Loaded
        component={RichTextEditor}
        props={{ html: field.value, labelId, onChange: field.onChange }}
        fallback={<div className="product-editor product-editor--loading" aria-busy="true" aria-labelledby={labelId} />}
      />
      <FieldMessage hint="Teks tebal, miring, judul dan daftar dari tombol di atas; Ctrl+B dan Ctrl+I juga bisa." />
    </div>
  );
}
