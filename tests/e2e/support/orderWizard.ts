import { expect } from 'vitest';
import { screenshot, waitForSplash, type PortalHarness } from './browser';

/** Drives the order detail wizard (spec 002 §2.3, §4.2): open an order, act with 'Ya', shoot both widths. */
export function wizardDriver(h: () => PortalHarness) {
  const dialog = (name: string | RegExp) => h().page.getByRole('dialog', { name });
  const activeStep = () => h().page.locator('.od-wizard__step[aria-current="step"]').getAttribute('data-step');

  async function openOrder(id: number) {
    await h().page.goto(h().url(`/pesanan/detail/${id}`));
    await waitForSplash(h().page);
    await h().page.locator('.od-wizard').waitFor();
  }

  /** Both widths of one wizard state, for a person to look at. */
  async function shoot(name: string) {
    await screenshot(h().page, `${name}-1366`);
    await h().page.setViewportSize({ width: 390, height: 844 });
    // A phone opens the page at its width (the shell's drawer state follows the width at load).
    await h().page.reload();
    await waitForSplash(h().page);
    await h().page.locator('.od-wizard').waitFor();
    await screenshot(h().page, `${name}-390`);
    const wide = await h().page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.od-wizard-card .ui-card__body, .od-table-scroll, .ui-table__scroll'))
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    expect(await h().page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await h().page.setViewportSize({ width: 1366, height: 768 });
    await h().page.reload();
    await waitForSplash(h().page);
    await h().page.locator('.od-wizard').waitFor();
  }

  /** Presses a button, answers 'Ya', and waits for the success text; the dialog closes by itself within ~3 s. */
  async function act(button: string, prompt: string, success: string) {
    await h().page.getByRole('button', { name: button, exact: true }).click();
    const confirm = dialog(prompt);
    await confirm.waitFor();
    expect(await confirm.getByRole('button', { name: 'Tidak' }).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Ya' }).click();
    const done = dialog('Berhasil');
    await done.getByText(success, { exact: true }).waitFor();
    const shown = Date.now();
    await done.waitFor({ state: 'detached', timeout: 6000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(2500);
  }

  return { dialog, activeStep, openOrder, shoot, act };
}
