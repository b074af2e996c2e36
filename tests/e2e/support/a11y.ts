import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, type AxeViolation, type Portal } from './portal';

/**
 * The accessibility checks on one page as it is now: no axe violation (WCAG 2.1 A and AA), nothing
 * that scrolls sideways on a phone, and every target a finger presses on a phone at least 44 px.
 */

export const WIDTHS = [DESKTOP, PHONE] as const;

/** The smallest target a finger presses on a phone (WCAG 2.5.5). */
const TOUCH_PX = 44;

export interface ScreenCase {
  /** The screenshot name: test-results/screens/screens-<name>-<width>.png. */
  readonly name: string;
  readonly path: string;
  /** What the screen shows once its data is in (the generic wait covers the rest). */
  readonly ready?: (page: Page) => Promise<unknown>;
}

/** The page heading is drawn and no loader is left in the content. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => document.querySelector('main .ui-spinner, main [aria-busy="true"], .screen-loader') === null,
    undefined,
    { timeout: 15_000 },
  );
}

function describeViolations(violations: readonly AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact ?? '?'}): ${v.nodes.join(' | ')}`).join('\n');
}

/** axe on the page (or the part `include` names) finds nothing. */
export async function expectNoAxeViolations(p: Portal, where: string, include?: string): Promise<void> {
  const violations = await p.axe(include);
  expect(describeViolations(violations), `axe on ${where}`).toBe('');
}

/** The page, and on a phone any box inside it, that is wider than the screen and scrolls sideways. */
async function sidewaysScrollers(page: Page, boxes: boolean): Promise<string[]> {
  return page.evaluate((checkBoxes) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} > ${root.clientWidth})`);
    if (!checkBoxes) return found;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} > ${element.clientWidth})`,
        );
    }
    return found;
  }, boxes);
}

/**
 * Every visible control smaller than 44 x 44 px. A control's label counts as part of its target;
 * a link inside a sentence is exempt (WCAG 2.5.5 'inline').
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[inert], [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      let width = box.width;
      let height = box.height;
      const label =
        element.closest('label') ??
        (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null);
      if (label) {
        const around = label.getBoundingClientRect();
        width = Math.max(width, around.width);
        height = Math.max(height, around.height);
      }
      if (element.tagName === 'A' && style.display === 'inline') {
        const sentence = element.parentElement?.textContent?.trim().length ?? 0;
        if (sentence > (element.textContent?.trim().length ?? 0)) continue;
      }
      if (width + 0.5 >= minimum && height + 0.5 >= minimum) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} "${name}" ${Math.round(width)}x${Math.round(height)}`,
      );
    }
    return found;
  }, TOUCH_PX);
}

/** The whole check of the page as it is now, at the viewport it has now. */
export async function expectAccessible(p: Portal, where: string): Promise<void> {
  const phone = (p.page.viewportSize()?.width ?? DESKTOP.width) < 640;
  await expectNoAxeViolations(p, where);
  expect((await sidewaysScrollers(p.page, phone)).join('\n'), `sideways scrolling on ${where}`).toBe('');
  if (phone) expect((await smallTargets(p.page)).join('\n'), `targets under ${TOUCH_PX} px on ${where}`).toBe('');
}

/** Opens a screen at both widths: checks it and saves screens-<name>-1366 and -390. */
export async function checkScreen(p: Portal, screen: ScreenCase): Promise<void> {
  for (const size of WIDTHS) {
    await p.page.setViewportSize(size);
    await p.visit(screen.path);
    await settle(p.page);
    await screen.ready?.(p.page);
    await settle(p.page);
    await p.screenshot(`screens-${screen.name}-${size.width}`);
    await expectAccessible(p, `${screen.path} at ${size.width} px`);
  }
  await p.page.setViewportSize(DESKTOP);
}

/** A list screen is ready once its caption counts rows. */
export const listReady = (page: Page) =>
  page
    .getByText(/^Showing [1-9]\d* to \d+ of \d+ entries$/)
    .first()
    .waitFor();
