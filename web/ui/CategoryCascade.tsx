import type { CategoryNode } from '@core/category/schema';
import { isCategoryChoiceComplete } from '@core/product/rules';
import { Select } from './Select';

export interface CategoryCascadeProps {
  /** The roots the seller may choose from (already filtered, e.g. without the book categories). */
  readonly roots: readonly CategoryNode[];
  /** The chosen chain, top first. */
  readonly value: readonly number[];
  readonly onChange: (path: number[]) => void;
  readonly labels?: readonly string[];
  readonly disabled?: boolean;
  readonly error?: string | null;
}

const DEFAULT_LABELS = ['Kategori', 'Sub Kategori', 'Sub Sub Kategori'] as const;

/**
 * Category, sub-category, sub-sub-category: each level lists the children of the one above and
 * appears once that one has children; changing a level drops the levels below it.
 */
export function CategoryCascade({
  roots,
  value,
  onChange,
  labels = DEFAULT_LABELS,
  disabled,
  error,
}: CategoryCascadeProps) {
  const levels: { nodes: readonly CategoryNode[]; chosen: number | undefined }[] = [];
  let nodes: readonly CategoryNode[] = roots;
  for (let depth = 0; depth < 3 && nodes.length > 0; depth += 1) {
    const chosen = value[depth];
    levels.push({ nodes, chosen });
    const node = nodes.find((n) => n.id === chosen);
    nodes = node?.submenu?.menu ?? [];
  }
  return (
    <div
      className="ui-cascade"
      style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}
    >
      {levels.map((level, depth) => (
        <Select
          key={depth}
          label={labels[depth] ?? `Kategori ${depth + 1}`}
          placeholder={`Pilih ${labels[depth] ?? 'Kategori'}`}
          disabled={disabled}
          value={level.chosen === undefined ? '' : String(level.chosen)}
          options={level.nodes.map((n) => ({ value: String(n.id), label: n.title }))}
          error={depth === levels.length - 1 ? error : null}
          onChange={(chosen) => {
            const next = value.slice(0, depth);
            if (chosen !== '') next.push(Number(chosen));
            onChange(next);
          }}
        />
      ))}
    </div>
  );
}

function findNode(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.submenu?.menu ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/** Whether the chain reaches a level without children (core's rule; the update/save buttons wait for it). */
export function cascadeComplete(roots: readonly CategoryNode[], path: readonly number[]): boolean {
  return isCategoryChoiceComplete(path, (id) => (findNode(roots, id)?.submenu?.menu.length ?? 0) > 0);
}
