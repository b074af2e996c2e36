import {
  BOOK_CATEGORY_IDS,
  UNCATEGORIZED_ID,
  UNCATEGORIZED_NAME,
  type CategoryNode,
  type FlatCategory,
} from '@core/category/schema';
import { productReference, type ProductReference } from './reference';

/** Walks of the category tree the handlers need: chains, leaves, branches, and which tree an item type may use. */

interface Located {
  readonly node: CategoryNode;
  /** Top level first, the node itself last. */
  readonly chain: readonly CategoryNode[];
  /** 0 goods, 1 services. */
  readonly root: 0 | 1;
}

function* walk(nodes: readonly CategoryNode[], parents: readonly CategoryNode[], root: 0 | 1): Generator<Located> {
  for (const node of nodes) {
    const chain = [...parents, node];
    yield { node, chain, root };
    yield* walk(node.submenu?.menu ?? [], chain, root);
  }
}

function allNodes(ref: ProductReference): Located[] {
  return [...walk(ref.categories[0].submenu.menu, [], 0), ...walk(ref.categories[1].submenu.menu, [], 1)];
}

/** Every node of a reference by id, walked once: a list read looks up a category per row. */
const byId = new WeakMap<ProductReference, ReadonlyMap<number, Located>>();

export function locateCategory(id: number, ref: ProductReference = productReference()): Located | undefined {
  let nodes = byId.get(ref);
  if (!nodes) {
    // The first node of an id wins, as the walk's find did.
    nodes = new Map([...allNodes(ref)].reverse().map((found) => [found.node.id, found]));
    byId.set(ref, nodes);
  }
  return nodes.get(id);
}

function isLeaf(node: CategoryNode): boolean {
  return (node.submenu?.menu.length ?? 0) === 0;
}

/** The category chain of a product as {name, value}, top first; empty for 'Uncategorized'. */
export function categoryChain(id: number): Array<{ name: string; value: number }> {
  return (locateCategory(id)?.chain ?? []).map((n) => ({ name: n.title, value: n.id }));
}

export function categoryName(id: number): string {
  if (id === UNCATEGORIZED_ID) return UNCATEGORIZED_NAME;
  return locateCategory(id)?.node.title ?? UNCATEGORIZED_NAME;
}

/** The id itself and every id below it. */
export function branchIds(id: number): Set<number> {
  const found = locateCategory(id);
  if (!found) return new Set([id]);
  return new Set([...walk([found.node], [], found.root)].map((n) => n.node.id));
}

/**
 * Where an item type may be filed: books inside 22/23, other goods in the
 * goods tree outside 22/23, services in the services tree; always on a leaf.
 */
export function categoryAllowed(itemType: number, id: number): boolean {
  const found = locateCategory(id);
  if (!found || !isLeaf(found.node)) return false;
  const top = found.chain[0]?.id ?? -1;
  const isBookBranch = BOOK_CATEGORY_IDS.includes(top);
  if (itemType === 1) return found.root === 0 && isBookBranch;
  if (itemType === 2) return found.root === 0 && !isBookBranch;
  return found.root === 1;
}

/** The tree as the flat `listcat` of the form reference. */
export function flatCategories(ref: ProductReference = productReference()): FlatCategory[] {
  return allNodes(ref).map(({ node, chain }) => ({
    category_id: node.id,
    name: node.title,
    parent_id: chain.length > 1 ? (chain[chain.length - 2]?.id ?? null) : null,
  }));
}
