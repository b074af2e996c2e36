import { Fragment, isValidElement, use, type ReactElement } from 'react';
import { PRODUCT_CODE_LIMIT, PRODUCT_NAME_LIMIT } from '@core/product/rules';
import { AmountInput, ChoiceField, DecimalField, TextInput, VocabularyContext, type ChoiceName } from './fields';
import type { LabelledField } from './labels';

/** The fields a form names and the grid draws: text, a pick from the form's lists, rupiah, a count, a decimal. */
const TEXT_FIELDS = ['name', 'code', 'tags', 'isbn', 'skKelulusan', 'installedApplications'] as const;
const CHOICE_FIELDS = ['brandId', 'unitType'] as const satisfies readonly ChoiceName[];
const RUPIAH_FIELDS = ['price', 'priceNego'] as const;
const DECIMAL_FIELDS = ['weight', 'length', 'width', 'height', 'durationDays'] as const;
type DrawnField =
  | (typeof TEXT_FIELDS)[number]
  | ChoiceName
  | (typeof RUPIAH_FIELDS)[number]
  | 'stock'
  | (typeof DECIMAL_FIELDS)[number];

/** The limits every form holds a typed text to (the mass-upload template's too), counted as it is typed. */
const LIMITS = { name: { limit: PRODUCT_NAME_LIMIT }, code: { limit: PRODUCT_CODE_LIMIT } } as const;

/** What a form may say of a field beyond its name; the label comes from the form's words. */
interface FieldSetting {
  readonly hint?: string;
  readonly readOnly?: boolean;
  /** A select's empty first choice ('Pilih Merek'). */
  readonly placeholder?: string;
}

/**
 * A grid's fields, in the order given: a setting for a field the grid draws itself, or the
 * element of a field the form draws its own way (the service's name and slug, a book's zones).
 */
export type GridFields = {
  readonly [F in LabelledField]?: F extends DrawnField ? FieldSetting | ReactElement : ReactElement;
};

const isIn = <T extends string>(list: readonly T[], name: string): name is T =>
  (list as readonly string[]).includes(name);

function Field({ name, setting }: { readonly name: DrawnField; readonly setting: FieldSetting }) {
  const { choices } = use(VocabularyContext);
  const { hint, readOnly, placeholder } = setting;
  if (isIn(TEXT_FIELDS, name))
    return (
      <TextInput
        name={name}
        hint={hint}
        readOnly={readOnly}
        limit={name === 'name' || name === 'code' ? LIMITS[name] : undefined}
      />
    );
  if (isIn(CHOICE_FIELDS, name))
    return (
      <ChoiceField
        name={name}
        hint={hint}
        placeholder={placeholder}
        options={choices[name] ?? []}
        disabled={readOnly}
      />
    );
  if (isIn(RUPIAH_FIELDS, name)) return <AmountInput name={name} hint={hint} />;
  if (name === 'stock') return <AmountInput name={name} hint={hint} count />;
  return <DecimalField name={name} hint={hint} />;
}

const drawn = (name: string): name is DrawnField =>
  isIn<string>([...TEXT_FIELDS, ...CHOICE_FIELDS, ...RUPIAH_FIELDS, 'stock', ...DECIMAL_FIELDS], name);

/** The fields of a product form's grid, described by data (GridFields), each bound to the shell's form. */
export function FieldGrid({ fields }: { readonly fields: GridFields }) {
  return (Object.keys(fields) as LabelledField[]).map((name) => {
    const setting = fields[name];
    if (isValidElement(setting)) return <Fragment key={name}>{setting}</Fragment>;
    return setting && drawn(name) ? <Field key={name} name={name} setting={setting} /> : null;
  });
}

/** Weight and the three dimensions, under the weight the form's hint. */
export const dimensionFields = (weightHint: string): GridFields => ({
  weight: { hint: weightHint },
  length: {},
  width: {},
  height: {},
});
