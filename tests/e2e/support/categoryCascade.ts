import type { Locator } from 'playwright-core';

/**
 * Picks the option at `index` on each level of a category cascade (web/ui/CategoryCascade) until
 * the chain is complete. The first level appears once the category tree has loaded; each deeper
 * level is drawn in the same render as the choice above it (the tree is already in the page), so
 * after a choice the next level is either there or the chosen category has no children.
 */
export async function pickDeepestCategory(
  scope: Locator,
  index = 1,
  labels: readonly string[] = ['Kategori', 'Sub Kategori', 'Sub Sub Kategori'],
): Promise<void> {
  for (const [depth, label] of labels.entries()) {
    const select = scope.getByLabel(label, { exact: true });
    if (depth === 0) await select.waitFor();
    else if ((await select.count()) === 0) return;
    await select.selectOption({ index });
  }
}
