import type { SelectOption } from '@core/product/schema';

/** A detail answer's option list as select options. */
export const optionsOf = (list: readonly SelectOption[]) =>
  list.map((o) => ({ value: String(o.value), label: o.name }));
