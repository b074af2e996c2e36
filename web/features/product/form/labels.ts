import { PRODUCT_FIELD_LABELS, SPEC_KEYS, SPEC_LABELS } from '@core/product/labels';
import type { DraftValues } from '@core/product/draftSchema';

/** The fields a form labels, by their value's name (the specification choices are labelled by SPEC_LABELS). */
export type LabelledField = Exclude<keyof DraftValues, 'spec' | 'categoryChanged'>;

/** Where a form names a field its own way ('Judul Buku', 'Nama Jasa'); the rest keep core's names. */
export type FieldLabels = Partial<Record<LabelledField, string>>;

/** Every field's label on a form: core's names, with the form's own words over them. */
export function formLabels(own: FieldLabels = {}): Readonly<Record<LabelledField, string>> {
  return { ...PRODUCT_FIELD_LABELS, ...own };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The labels of the fields a draft changed against what the form started from, in form order. */
export function changedFields(draft: DraftValues, start: DraftValues, own: FieldLabels = {}): string[] {
  const labels = formLabels(own);
  const changed = (Object.keys(labels) as LabelledField[])
    .filter((key) => !same(draft[key], start[key]))
    .map((key) => labels[key]);
  const specs = SPEC_KEYS.filter((key) => (draft.spec[key] ?? '') !== (start.spec[key] ?? '')).map(
    (key) => SPEC_LABELS[key],
  );
  return [...changed, ...specs];
}
