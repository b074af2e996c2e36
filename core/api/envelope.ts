import { z } from 'zod';

/** `status: {code, message}` as most seller-API answers carry it. */
export const statusSchema = z.object({
  code: z.coerce.number<number | string>(),
  message: z.string().nullable().default(''),
});

/** The usual answer: `{status, data}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: statusSchema, data });
}

/** An answer whose data is not described by the spec ("not shown"). */
export const statusOnly = z.object({ status: statusSchema, data: z.unknown().optional() });

/** One sortable column of a list answer. */
const listColumnSchema = z.object({
  name: z.string(),
  value: z.string(),
  isOrder: z.boolean().default(false),
  order: z.string().nullable().default(null),
});

/** One option of a list filter; children nest (category filters). */
export interface FilterOption {
  name: string;
  value: string | number;
  total?: number | undefined;
  children?: FilterOption[] | undefined;
}
const filterOptionSchema: z.ZodType<FilterOption> = z.lazy(() =>
  z.object({
    name: z.string(),
    value: z.union([z.string(), z.number()]),
    total: z.number().optional(),
    children: z.array(filterOptionSchema).optional(),
  }),
);

const listFilterSchema = z.object({
  name: z.string().optional(),
  items: z.array(filterOptionSchema),
});

/** The paged list answer shared by the seller lists: items, columns, paging fields and filters. */
export function listData<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    column: z.array(listColumnSchema).default([]),
    filters: z.array(listFilterSchema).default([]),
    currentPage: z.number().int().optional(),
    lastPage: z.number().int(),
    nextPage: z.number().int().nullable().optional(),
    prevPageUrl: z.string().nullable().optional(),
    perPage: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}

/** Input of the paged list calls. */
export const listQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(10),
  sort: z.string().default(''),
  search: z.string().default(''),
});
