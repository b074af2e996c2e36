import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOK_CATEGORY_IDS, type CategoryNode, type CategoryTree } from '@core/category/schema';
import { fromResult } from '@web/app/api/query';
import { productKeys } from '@web/app/api/queryKeys';
import { productApi } from './api';

/** The category tree as query options: the screens' reads and the mass-upload check, which waits for it. */
export const categoryTreeQuery = queryOptions({
  queryKey: productKeys.categories(),
  queryFn: () => fromResult(productApi.categories({ for: 'seller' }).map((body) => body.data)),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { errorLog: 'Kategori gagal dimuat' },
});

/**
 * The category tree, read once per visit and shared by every product screen; a failure is only
 * logged and asked again by the next screen that needs it. A screen for which the
 * tree is secondary reads it once `wanted` (the product list: after its page of products).
 */
export function useCategoryTree(wanted = true): CategoryTree | null {
  return useQuery({ ...categoryTreeQuery, enabled: wanted }).data ?? null;
}

/** Goods categories without the two book branches (22, 23): the non-book pickers. */
export function goodsRoots(tree: CategoryTree | null): CategoryNode[] {
  return (tree?.[0].submenu.menu ?? []).filter((node) => !BOOK_CATEGORY_IDS.includes(node.id));
}

/** Books stay inside their own branch. */
export function bookRoots(tree: CategoryTree | null): CategoryNode[] {
  return (tree?.[0].submenu.menu ?? []).filter((node) => BOOK_CATEGORY_IDS.includes(node.id));
}

export function serviceRoots(tree: CategoryTree | null): CategoryNode[] {
  return tree?.[1].submenu.menu ?? [];
}

/** Every root of both trees (the list's category edits accept any non-book category). */
export function allNonBookRoots(tree: CategoryTree | null): CategoryNode[] {
  return [...goodsRoots(tree), ...serviceRoots(tree)];
}

export function categoryTitleOf(roots: readonly CategoryNode[], id: number): string | null {
  for (const node of roots) {
    if (node.id === id) return node.title;
    const below = categoryTitleOf(node.submenu?.menu ?? [], id);
    if (below) return below;
  }
  return null;
}
