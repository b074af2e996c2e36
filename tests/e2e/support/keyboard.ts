import type { Locator, Page } from 'playwright-core';

/** How many Tab presses a test allows before it calls a control unreachable by keyboard. */
const MAX_TABS = 120;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a seller without a
 * mouse does; fails when the control is not reached, so an unreachable control fails the test.
 */
export async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const now = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  throw new Error(`${MAX_TABS} Tab presses did not reach ${target.toString()}; the focus is on ${now}`);
}

/** The focused element shows that it has the focus: an outline or a ring (box-shadow) drawn. */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return element.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });
}

/** A short description of the focused element, for assertions on where the focus is. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return '';
    const labelled = element.getAttribute('aria-label');
    if (labelled) return labelled;
    const label =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? element.labels?.[0]?.textContent
        : null;
    return (label ?? element.textContent ?? '').trim();
  });
}
