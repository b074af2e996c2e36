import { expect } from 'vitest';
import { SUCCESS_DIALOG_MS } from './specTimers';
import { DESKTOP, PHONE, type Portal } from './portal';
import { crossDeadline } from './timers';

/** Drives the order detail wizard: open an order, act with 'Ya', shoot both widths. */
export function wizardDriver(p: Portal) {
  const dialog = (name: string | RegExp) => p.page.getByRole('dialog', { name });
  const activeStep = () => p.page.locator('.od-wizard__step[aria-current="step"]').getAttribute('data-step');

  async function openOrder(id: number) {
    await p.visit(`/pesanan/detail/${id}`);
    await p.page.locator('.od-wizard').waitFor();
  }

  /** Both widths of one wizard state, for a person to look at; nothing overflows the phone. */
  async function shoot(name: string) {
    await p.screenshot(`${name}-1366`);
    // A phone opens the page at its width (the shell's drawer state follows the width at load).
    await p.resize(PHONE);
    await p.page.locator('.od-wizard').waitFor();
    await p.screenshot(`${name}-390`);
    const wide = await p.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter(
          (el) =>
            el.getBoundingClientRect().right > window.innerWidth + 1 &&
            !el.closest('.od-wizard-card .ui-card__body, .od-table-scroll, .ui-table__scroll'),
        )
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    expect(await p.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await p.resize(DESKTOP);
    await p.page.locator('.od-wizard').waitFor();
  }

  /**
   * The 'Berhasil' dialog with `text`, on a page clock frozen before the action: it
   * is still open 1 ms before SUCCESS_DIALOG_MS and closes by itself at it. Lets the clock run again.
   */
  async function expectSuccess(text: string) {
    const done = dialog('Berhasil');
    await done.getByText(text, { exact: true }).waitFor();
    await crossDeadline(p.page, SUCCESS_DIALOG_MS, {
      before: async () => expect(await done.isVisible()).toBe(true),
      at: () => done.waitFor({ state: 'detached' }),
    });
    await p.page.clock.resume();
  }

  /** Presses a button, answers 'Ya' (the prompt offers 'Tidak' too), and sees the success dialog through its 3 s. */
  async function act(button: string, prompt: string, success: string) {
    await p.page.getByRole('button', { name: button, exact: true }).click();
    const confirm = dialog(prompt);
    await confirm.waitFor();
    expect(await confirm.getByRole('button', { name: 'Tidak' }).count()).toBe(1);
    await p.freezeTime();
    await confirm.getByRole('button', { name: 'Ya' }).click();
    await expectSuccess(success);
  }

  return { dialog, activeStep, openOrder, shoot, act, expectSuccess };
}
