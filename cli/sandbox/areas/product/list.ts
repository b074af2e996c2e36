import type { z } from 'zod';
import type { productEndpoints } from '@core/api/endpoints/product';
import type { FilterOption } from '@core/api/envelope';
import { UNCATEGORIZED_ID, type CategoryNode } from '@core/category/schema';
import type { ProductListData } from '@core/product/schema';
import { listSortMessages } from '@core/api/listMessages';
import { pageOf } from '@core/paging';
import { ZONES } from '@core/pricing';
import { PRODUCT_FILTER_LABELS, PRODUCT_LIST_COLUMN_NAMES } from '@core/product/serverMessages';
import { fail, ok, type Reply } from '../../reply';
import { branchIds, categoryName, locateCategory } from './categories';
import { productReference } from './reference';
import { productRow, ppnTypeName } from './rowView';
import { sellerProducts, type ProductRecord, type ProductState } from './state';

type ListInput = z.output<(typeof productEndpoints)['products']['request']>;

/** The columns of the product list; `value` is what `sort` names. */
const C = PRODUCT_LIST_COLUMN_NAMES;
const COLUMNS: ReadonlyArray<{ name: string; value: string; sortKey?: (p: ProductRecord) => string | number }> = [
  { name: C.no, value: 'no' },
  { name: C.isActive, value: 'isActive', sortKey: (p) => (p.isActive ? 1 : 0) },
  { name: C.image, value: 'image' },
  { name: C.name, value: 'name', sortKey: (p) => p.name.toLowerCase() },
  { name: C.model, value: 'model', sortKey: (p) => p.model.toLowerCase() },
  { name: C.price, value: 'price', sortKey: (p) => p.price },
  ...ZONES.map((zone) => ({
    name: C.zone(zone),
    value: `priceZone${zone}`,
    sortKey: (p: ProductRecord) => p.zonePrices?.[zone - 1] ?? -1,
  })),
  { name: C.ppnType, value: 'ppnType', sortKey: (p) => ppnTypeName(p.ppn) },
  { name: C.stock, value: 'stock', sortKey: (p) => p.stock },
  { name: C.category, value: 'category', sortKey: (p) => categoryName(p.categoryId).toLowerCase() },
  { name: C.action, value: 'action' },
];
const F = PRODUCT_FILTER_LABELS;

export type StatusFilter = 'active' | 'inactive' | 'blocked' | 'waiting';

export function statusOf(p: ProductRecord): StatusFilter {
  if (p.isBlocked) return 'blocked';
  if (p.isWaitingConfirm) return 'waiting';
  return p.isActive ? 'active' : 'inactive';
}

function matches(p: ProductRecord, text: string, field: '' | 'name' | 'model'): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const inName = p.name.toLowerCase().includes(needle);
  const inModel = p.model.toLowerCase().includes(needle);
  return field === 'name' ? inName : field === 'model' ? inModel : inName || inModel;
}

/** Category options with totals, only for branches the seller uses, plus the uncategorised option (value 0, core's label). */
function categoryOptions(products: readonly ProductRecord[]): FilterOption[] {
  const counts = new Map<number, number>();
  for (const p of products) {
    const chain = locateCategory(p.categoryId)?.chain ?? [];
    for (const node of chain) counts.set(node.id, (counts.get(node.id) ?? 0) + 1);
  }
  const ref = productReference();
  const build = (nodes: readonly CategoryNode[]): FilterOption[] =>
    nodes
      .filter((n) => counts.has(n.id))
      .map((n) => {
        const children = build(n.submenu?.menu ?? []);
        return { name: n.title, value: n.id, total: counts.get(n.id) ?? 0, ...(children.length ? { children } : {}) };
      });
  const uncategorized = products.filter((p) => p.categoryId === UNCATEGORIZED_ID).length;
  return [
    { name: F.needsUpdate, value: UNCATEGORIZED_ID, total: uncategorized },
    ...build(ref.categories[0].submenu.menu),
    ...build(ref.categories[1].submenu.menu),
  ];
}

function filters(products: readonly ProductRecord[]): ProductListData['filters'] {
  const byStatus = (s: StatusFilter): number => products.filter((p) => statusOf(p) === s).length;
  const uncategorized = products.filter((p) => p.categoryId === UNCATEGORIZED_ID);
  return [
    {
      name: F.searchBy,
      items: [
        { name: F.fields.name, value: 'name' },
        { name: F.fields.model, value: 'model' },
      ],
    },
    { name: F.category, items: categoryOptions(products) },
    {
      name: F.status,
      items: [
        { name: F.statuses.active, value: 'active', total: byStatus('active') },
        { name: F.statuses.inactive, value: 'inactive', total: byStatus('inactive') },
        { name: F.statuses.blocked, value: 'blocked', total: byStatus('blocked') },
        { name: F.statuses.waiting, value: 'waiting', total: byStatus('waiting') },
      ],
    },
    {
      name: F.oldCategory,
      items: productReference()
        .oldCategories.map((c) => ({
          name: c.name,
          value: c.id,
          total: uncategorized.filter((p) => p.oldCategoryId === c.id).length,
        }))
        .filter((c) => c.total > 0),
    },
  ];
}

/** What every list read of a seller needs, computed once per state of the product area. */
interface SellerIndex {
  readonly products: readonly ProductRecord[];
  readonly filters: ProductListData['filters'];
}

/** The product area's state is replaced, never changed, by a write: an index lives as long as its state. */
const indexes = new WeakMap<ProductState, Map<number, SellerIndex>>();

function sellerIndex(state: ProductState, sellerId: number): SellerIndex {
  let bySeller = indexes.get(state);
  if (!bySeller) {
    bySeller = new Map();
    indexes.set(state, bySeller);
  }
  let index = bySeller.get(sellerId);
  if (!index) {
    const products = sellerProducts(state, sellerId);
    index = { products, filters: filters(products) };
    bySeller.set(sellerId, index);
  }
  return index;
}

/** GET seller/product: filter, search, sort, page (the product list's rules). */
export function listProducts(state: ProductState, sellerId: number, input: ListInput): Reply {
  const [sortField = 'id', sortDir = 'desc'] = input.sort ? input.sort.split('-') : [];
  const column = COLUMNS.find((c) => c.value === sortField);
  if (input.sort && !column?.sortKey) return fail(400, listSortMessages.notSortable(sortField));

  const { products: all, filters: sellerFilters } = sellerIndex(state, sellerId);
  const inCategory = input.filter_category === '' ? null : branchIds(Number(input.filter_category));
  const found = all.filter(
    (p) =>
      (inCategory === null || inCategory.has(p.categoryId)) &&
      (input.filter_status === '' || statusOf(p) === input.filter_status) &&
      (input.filter_category_old === '' || p.oldCategoryId === Number(input.filter_category_old)) &&
      matches(p, input.keyword, input.filter_keyword) &&
      matches(p, input.search, ''),
  );
  const key = column?.sortKey ?? ((p: ProductRecord) => p.id);
  const sign = sortDir === 'asc' ? 1 : -1;
  found.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id) * sign;
  });

  const page = pageOf(found, input.page, input.limit);
  const first = page.from ?? 1;
  const data: ProductListData = {
    items: page.items.map((p, i) => productRow(p, first + i)),
    column: COLUMNS.map((c) => ({
      name: c.name,
      value: c.value,
      isOrder: Boolean(c.sortKey),
      order: c.value === sortField && input.sort ? sortDir : null,
    })),
    filters: sellerFilters,
    currentPage: page.currentPage,
    lastPage: page.lastPage,
    nextPage: page.nextPage,
    perPage: page.perPage,
    from: page.from,
    to: page.to,
    total: page.total,
  };
  return ok(data);
}
