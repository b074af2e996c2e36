import { createContext, useContext, useId, useState } from 'react';
import { ok, type Result } from 'neverthrow';
import {
  get,
  useController,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldPathByValue,
} from 'react-hook-form';
import type { CategoryNode } from '@core/category/schema';
import {
  formatDecimal,
  formatThousands,
  MAX_AMOUNT_TEXT_LENGTH,
  parseCount,
  parseDecimal,
  parseRupiah,
} from '@core/money';
import { SPEC_LABELS, type SpecKey } from '@core/product/labels';
import type { Option, ProductKind } from '@core/product/options';
import { negativeMessage, negativeReset } from '@core/product/validators';
import type { NumberField as NumberValue, ProductValues } from '@core/product/values';
import { counterText, exceedsLimit, type TextLimit } from '@core/textLimit';
import { CategoryCascade } from '@web/ui/CategoryCascade';
import { FieldMessage } from '@web/ui/FieldMessage';
import { NumberInput } from '@web/ui/form/NumberInput';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { Loaded } from '@web/app/Loaded';
import { preloadable } from '@web/app/preloadable';
import { formLabels, type LabelledField } from './labels';

/**
 * The product forms' fields, each bound by its value path to the form of the shell around it
 * (react-hook-form's context): the value, core's text under it, and the ref that takes focus.
 */

type Path = FieldPath<ProductValues>;
type TextPath = FieldPathByValue<ProductValues, string>;
/** A number field of the values: the paths core's rules name (values.ts). */
export type NumberPath = NumberValue & FieldPathByValue<ProductValues, number | null>;

/** Where number fields tell the shell that their text reads as no number (the shell refuses to send meanwhile). */
export const UnreadableContext = createContext<(path: NumberPath, message: string | null) => void>(() => undefined);

/** The fields picked from a list the form supplies (its brands or publishers, its units). */
export type ChoiceName = 'brandId' | 'unitType';
export type FormChoices = Partial<Record<ChoiceName, readonly Option<string | number>[]>>;

/** What the shell tells its fields: the product's kind, each field's label on this form, and the lists its selects offer. */
export interface FormVocabulary {
  readonly kind: ProductKind;
  readonly labels: Readonly<Record<LabelledField, string>>;
  readonly choices: FormChoices;
}
export const VocabularyContext = createContext<FormVocabulary>({ kind: 'goods', labels: formLabels(), choices: {} });

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

export interface TextInputProps extends FieldProps<TextPath> {
  readonly readOnly?: boolean;
  /**
   * A length the field holds its text to, counted as the seller types: past it the field says so
   * (never cuts what is typed or pasted). `counted` is the text as it will be stored (a service's
   * name with its 'Jasa ').
   */
  readonly limit?: { readonly limit: TextLimit; readonly counted?: (text: string) => string };
}

export function TextInput({ name, label, readOnly, limit, hint, ...shown }: TextInputProps) {
  const labelled = useLabel(name, label);
  const {
    field: { ref, ...field },
    fieldState,
  } = useController<ProductValues, TextPath>({ name });
  const counted = limit ? (limit.counted ?? ((text: string) => text))(field.value) : '';
  const over = limit !== undefined && exceedsLimit(counted, limit.limit);
  const count = limit && !readOnly ? counterText(counted, limit.limit) : undefined;
  return (
    <TextField
      {...shown}
      label={labelled}
      readOnly={readOnly}
      ref={ref}
      name={field.name}
      value={field.value}
      hint={[hint, count].filter(Boolean).join(' · ') || undefined}
      error={fieldState.error?.message ?? (over ? limit.limit.tooLong : null)}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}

type NumberParser = (text: string) => Result<number, { readonly message: string }>;

/** How each kind of number is read and shown: core's parsers (rupiah and counts group by dots, decimals take a comma or a dot). */
const READINGS = {
  rupiah: { parse: parseRupiah, format: formatThousands, inputMode: 'numeric', maxLength: MAX_AMOUNT_TEXT_LENGTH },
  count: { parse: parseCount, format: formatThousands, inputMode: 'numeric', maxLength: MAX_AMOUNT_TEXT_LENGTH },
  decimal: { parse: parseDecimal, format: formatDecimal, inputMode: 'decimal', maxLength: 16 },
} as const;

/**
 * A minus sign reads as a negative number (a minus alone as -1), so the field's own rule can name
 * it before it is forced away; the rest is read by core's parser.
 */
const signed =
  (parse: NumberParser): NumberParser =>
  (text) => {
    const trimmed = text.trim();
    if (!trimmed.startsWith('-')) return parse(text);
    const rest = trimmed.slice(1);
    return rest.trim() === '' ? ok(-1) : parse(rest).map((value) => -value);
  };

/**
 * A number field of the product forms: read by core's parsers, and a
 * negative is forced away as it is typed (a minimum purchase to 1, any other amount to 0) while
 * the field says why in its own rule's words ('Stok tidak boleh kurang dari 0').
 */
function NumberField({
  name,
  label,
  kind,
  ...shown
}: FieldProps<NumberPath> & { readonly kind: keyof typeof READINGS }) {
  const labelled = useLabel(name, label);
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<ProductValues, NumberPath>({ name });
  const { getValues } = useFormContext<ProductValues>();
  const { kind: productKind } = useContext(VocabularyContext);
  const report = useContext(UnreadableContext);
  const [forced, setForced] = useState<string | null>(null);
  const reading = READINGS[kind];
  return (
    <NumberInput
      {...shown}
      label={labelled}
      ref={ref}
      value={value}
      onBlur={onBlur}
      maxLength={reading.maxLength}
      inputMode={reading.inputMode}
      prefix={kind === 'rupiah' ? 'Rp' : undefined}
      parse={signed(reading.parse)}
      format={reading.format}
      error={fieldState.error?.message ?? forced}
      onUnreadable={(message) => report(name, message)}
      onValueChange={(next) => {
        if (next !== null && next < 0) {
          setForced(negativeMessage(productKind, getValues(), name, next));
          onChange(negativeReset(name));
          return;
        }
        setForced(null);
        onChange(next);
      }}
    />
  );
}

/** A rupiah field ('Rp'), or a whole count with `count`. */
export function AmountInput({ count, ...field }: FieldProps<NumberPath> & { readonly count?: boolean }) {
  return <NumberField {...field} kind={count ? 'count' : 'rupiah'} />;
}

/** A decimal field (weight, dimensions, days): a comma or a dot before the decimals. */
export function DecimalField(field: FieldProps<NumberPath>) {
  return <NumberField {...field} kind="decimal" />;
}

/** A select's value: text of the values, or a specification choice (absent until chosen). */
type ChoicePath = TextPath | `spec.${SpecKey}`;

export interface ChoiceFieldProps extends FieldProps<ChoicePath> {
  readonly options: readonly Option<string | number>[];
  readonly placeholder?: string;
}

/** A select over option values kept as text. */
export function ChoiceField({ name, label, options, ...shown }: ChoiceFieldProps) {
  const labelled = useLabel(name, label);
  const { field, fieldState } = useController<ProductValues, ChoicePath>({ name });
  return (
    <Select
      {...shown}
      label={labelled}
      value={field.value ?? ''}
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

/** The specification selects named in `keys`, from one option table. */
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

/** The rich-text description: the editor loads with the form screens only. */
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
