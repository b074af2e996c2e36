import { describe, expect, it } from 'vitest';
import { expectAccessible, settle, WIDTHS } from './support/a11y';
import { usePortal } from './support/portal';

/**
 * The shell's dropdowns and dialog, a conversation and the negotiation answer (with a
 * refused amount and its confirmation) as a seller sees them open, at 1366 and 390 px:
 * axe finds nothing, nothing scrolls sideways, and Escape closes each one onto its button.
 */
describe('menus, dialogs and conversations open', () => {
  const p = usePortal();
  const page = () => p.page;
  const isFocused = (name: string) =>
    page()
      .getByRole('button', { name, exact: true })
      .evaluate((button) => button === document.activeElement);

  for (const size of WIDTHS) {
    it(`notifications dropdown at ${size.width} px`, async () => {
      await p.resize(size, false);
      await p.visit('/dashboard');
      await settle(page());
      await page().getByRole('button', { name: 'Pemberitahuan', exact: true }).click();
      const panel = page().getByRole('region', { name: 'Daftar pemberitahuan' });
      await panel.locator('.notif__list li').first().waitFor();
      await p.screenshot(`open-notifications-${size.width}`);
      await expectAccessible(p, `the notifications dropdown at ${size.width} px`);
      await page().keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await isFocused('Pemberitahuan')).toBe(true);
    });

    it(`user menu and 'Ubah Password' at ${size.width} px`, async () => {
      await p.resize(size, false);
      await p.visit('/dashboard');
      await settle(page());
      await page().getByRole('button', { name: 'Menu pengguna', exact: true }).click();
      const menu = page().getByRole('menu', { name: 'Menu pengguna' });
      await menu.waitFor();
      await p.screenshot(`open-user-menu-${size.width}`);
      await expectAccessible(p, `the user menu at ${size.width} px`);
      await page().keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await isFocused('Menu pengguna')).toBe(true);

      await page().keyboard.press('Enter');
      await menu.getByRole('menuitem', { name: 'Ubah Password' }).waitFor();
      await page().keyboard.press('ArrowDown');
      await page().keyboard.press('Enter');
      const dialog = page().getByRole('dialog', { name: 'Ubah Password' });
      await dialog.waitFor();
      await p.screenshot(`open-change-password-${size.width}`);
      await expectAccessible(p, `'Ubah Password' at ${size.width} px`);
      await page().keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it(`an open chat conversation at ${size.width} px`, async () => {
      await p.resize(size, false);
      await p.visit('/chat');
      await page()
        .getByRole('list', { name: 'Percakapan' })
        .getByRole('button', { name: /Maria Goreti Bere/ })
        .click();
      await page().getByRole('log').locator('.chat-msg').first().waitFor();
      await p.screenshot(`open-chat-${size.width}`);
      await expectAccessible(p, `an open conversation at ${size.width} px`);
    });

    it(`the negotiation answer dialog, a refused amount and the confirmation at ${size.width} px`, async () => {
      await p.resize(size, false);
      await p.visit('/negoisasi/detail/7002');
      await page().getByRole('button', { name: 'Tanggapi' }).click();
      const dialog = page().getByRole('dialog', { name: 'Tanggapi Negosiasi' });
      const price = dialog.getByLabel('Harga Tanggapan', { exact: true });
      await price.waitFor();
      await p.screenshot(`open-nego-answer-${size.width}`);
      await expectAccessible(p, `the negotiation answer dialog at ${size.width} px`);
      // A refused amount: its sentence under the field, the field marked invalid.
      await price.fill('12.345,67');
      await dialog.getByRole('button', { name: 'Kirim Tanggapan' }).click();
      await dialog.getByText('Harus bilangan bulat rupiah (tanpa desimal)').waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(p, `the answer dialog with a refused amount at ${size.width} px`);
      // The confirmation over the panel, with a large cut called out; Escape closes it onto the panel.
      await price.fill('85.000');
      await dialog.getByRole('button', { name: 'Kirim Tanggapan' }).click();
      const confirm = page().getByRole('dialog', { name: 'Kirim tanggapan negosiasi ini?' });
      await confirm.getByText('-Rp43.500 (-33,9%)').waitFor();
      await p.screenshot(`open-nego-confirm-${size.width}`);
      await expectAccessible(p, `the answer confirmation at ${size.width} px`);
      await page().keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      await dialog.waitFor();
      await page().keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await isFocused('Tanggapi')).toBe(true);
    });
  }
});
