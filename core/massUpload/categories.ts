import { BOOK_CATEGORY_IDS } from '../category/ids';
import type { CategoryNode, CategoryTree } from '../category/schema';
import type { ProductType } from './columns';

/** Where a category id sits in the tree, as far as a mass-upload row cares. */
interface CategoryPlace {
  readonly id: number;
  readonly title: string;
  /** 'Barang' for the goods tree ([0]), 'Jasa' for the services tree ([1]). */
  readonly tree: ProductType;
  readonly leaf: boolean;
  /** 22, 23 or below them: books come from the catalogue, never from a file. */
  readonly book: boolean;
  /** The first leaves under it (for the "pick a deeper one" message); empty for a leaf. */
  readonly leavesBelow: readonly number[];
}

/** Every id of a category tree with its place; built once per check. */
export type CategoryIndex = ReadonlyMap<number, CategoryPlace>;

function leavesOf(node: CategoryNode): number[] {
  const children = node.submenu?.menu ?? [];
  return children.length === 0 ? [node.id] : children.flatMap(leavesOf);
}

export function indexCategories(tree: CategoryTree): CategoryIndex {
  const index = new Map<number, CategoryPlace>();
  const visit = (node: CategoryNode, tree: ProductType, insideBook: boolean): void => {
    const book = insideBook || (tree === 'Barang' && BOOK_CATEGORY_IDS.includes(node.id));
    const children = node.submenu?.menu ?? [];
    const leaf = children.length === 0;
    index.set(node.id, { id: node.id, title: node.title, tree, leaf, book, leavesBelow: leaf ? [] : leavesOf(node) });
    for (const child of children) visit(child, tree, book);
  };
  for (const node of tree[0].submenu.menu) visit(node, 'Barang', false);
  for (const node of tree[1].submenu.menu) visit(node, 'Jasa', false);
  return index;
}

/** Leaf ids a file may use for a product type (books excluded). */
export function uploadableLeaves(index: CategoryIndex, type: ProductType): number[] {
  return [...index.values()].filter((p) => p.tree === type && p.leaf && !p.book).map((p) => p.id);
}
