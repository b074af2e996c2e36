import { useEffect, useState } from 'react';
import { BOOK_CATEGORY_IDS, type CategoryNode, type CategoryTree } from '@core/category/schema';
import { productApi } from './api';

let cached: Promise<CategoryTree | null> | null = null;

/** The category tree, fetched once per page load; a failure is only logged (spec 001 §8) and retried next time. */
export function loadCategoryTree(): Promise<CategoryTree | null> {
  cached ??= productApi.categories({ for: 'seller' }).match(
    (body) => body.data,
    (error) => {
      console.error('Kategori gagal dimuat', error);
      cached = null;
      return null;
    },
  );
  return cached;
}

export function useCategoryTree(): CategoryTree | null {
  const [tree, setTree] = useState<CategoryTree | null>(null);
  useEffect(() => {
    let live = true;
    void loadCategoryTree().then((loaded) => {
      if (live) setTree(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return tree;
}

/** Goods categories without the two book branches (22, 23): the non-book pickers (spec 001 §3.3). */
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

/** The chain of ids from a root down to `id`, or [] when not found. */
export function categoryPathOf(roots: readonly CategoryNode[], id: number): number[] {
  for (const node of roots) {
    if (node.id === id) return [id];
    const below = categoryPathOf(node.submenu?.menu ?? [], id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

export function categoryTitleOf(roots: readonly CategoryNode[], id: number): string | null {
  for (const node of roots) {
    if (node.id === id) return node.title;
    const below = categoryTitleOf(node.submenu?.menu ?? [], id);
    if (below) return below;
  }
  return null;
}
