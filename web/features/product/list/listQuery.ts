import { z } from 'zod';
import { listStateSchema } from '@web/ui/useListQuery';

/** The product list's page sizes 5, 10, 25, 50, 100, default 5; pagination window 4. */
export const PRODUCT_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
const PRODUCT_DEFAULT_LIMIT = 5;
export const PRODUCT_PAGE_WINDOW = 4;

const digits = z.string().regex(/^\d*$/).catch('');

/** The columns the list sorts by: the others' headers are plain text. */
export const PRODUCT_SORTS: readonly string[] = [
  'isActive',
  'name',
  'model',
  'price',
  'priceZone1',
  'priceZone2',
  'priceZone3',
  'priceZone4',
  'priceZone5',
  'ppnType',
  'stock',
  'category',
];

/** The product list's URL query: the shared list state plus the product list call's filters. */
export const productListSchema = listStateSchema(
  { limit: PRODUCT_DEFAULT_LIMIT, limits: PRODUCT_PAGE_SIZES, sort: '', dir: 'desc', sorts: PRODUCT_SORTS },
  {
    category: digits,
    status: z.enum(['', 'active', 'inactive', 'blocked', 'waiting']).catch(''),
    field: z.enum(['', 'name', 'model']).catch(''),
    keyword: z.string().catch(''),
    old: digits,
  },
);
export type ProductListState = z.output<typeof productListSchema>;

/** The query of GET seller/product for a list state. */
export function productListRequest(state: ProductListState, override: Partial<{ page: number; limit: number }> = {}) {
  return {
    page: override.page ?? state.page,
    limit: override.limit ?? state.limit,
    filter_category: state.category,
    filter_status: state.status,
    filter_keyword: state.field,
    keyword: state.keyword,
    sort: state.sort ? `${state.sort}-${state.dir}` : '',
    search: state.search,
    filter_category_old: state.old,
  };
}

/** The detail (and edit) page of a product. */
export function productDetailPath(id: number): string {
  return `/product/detail/${id}`;
}
