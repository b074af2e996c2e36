import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, STORE_USER_MESSAGES } from '@core/account/rules';
import { COORDINATE_MESSAGES } from '@core/geo';
import { formatRupiah } from '@core/money';
import { expectNoAxeViolations } from './support/a11y';
import { focusedName, focusIsVisible, tabTo } from './support/keyboard';
import { wizardDriver } from './support/orderWizard';
import { pngUpload } from './support/png';
import { DEMO_SELLER, PHONE, usePortal } from './support/portal';

/** Flows driven by the keyboard alone (Tab, Enter, arrows, Escape), no mouse anywhere. */
describe('the portal without a mouse', () => {
  const p = usePortal();
  const page = () => p.page;

  it('login: Tab to the fields, type, Enter logs in; the focused field shows its focus', async () => {
    // A guest: the token the harness put in is taken out before the portal starts.
    await page().goto(p.url('/config.json'));
    await page().evaluate(() => window.localStorage.removeItem('token'));
    await p.visit('/login');
    const email = page().getByLabel('Email');
    await tabTo(page(), email);
    expect(await focusIsVisible(page())).toBe(true);
    await page().keyboard.type(DEMO_SELLER.email);
    await tabTo(page(), page().getByLabel('Password', { exact: true }));
    await page().keyboard.type(DEMO_SELLER.password);
    await page().keyboard.press('Enter');
    await page().waitForURL(/\/penyedia\/dashboard/);
    await page().getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('dashboard chart: focused, its arrow keys show each month in a tooltip with the figure of the table for screen readers', async () => {
    await p.visit('/dashboard');
    const chart = page().locator('.sales-chart[data-state="ready"]');
    await chart.waitFor();
    const rows = await page()
      .getByRole('table', { name: 'Jumlah Penjualan per bulan' })
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
    expect(rows.length).toBeGreaterThan(1);
    const [january, february] = rows;
    const last = rows[rows.length - 1];
    if (!january || !february || !last) throw new Error('the chart has no months');

    await tabTo(page(), page().getByRole('img', { name: /^Grafik Jumlah Penjualan/ }));
    expect(await focusIsVisible(page())).toBe(true);
    const tooltip = chart.getByRole('status');
    const shows = async () => [
      await tooltip.locator('.sales-chart__tooltip-month').textContent(),
      await tooltip.locator('strong').textContent(),
    ];
    await expect.poll(shows).toEqual(january);
    await page().keyboard.press('ArrowRight');
    await expect.poll(shows).toEqual(february);
    await page().keyboard.press('End');
    await expect.poll(shows).toEqual(last);
    await page().keyboard.press('Home');
    await expect.poll(shows).toEqual(january);
    await p.screenshot('keyboard-dashboard-chart-tooltip-1366');
    await expectNoAxeViolations(p, 'the dashboard with the chart tooltip open');
    // Leaving the chart takes the tooltip away.
    await page().keyboard.press('Tab');
    await tooltip.waitFor({ state: 'detached' });
  });

  it('map: the arrow keys move the point (and the address follows); typed coordinates place it; a bad one is refused in Indonesian', async () => {
    await p.visit('/profile?tab=alamat');
    await page().locator('.map-picker[data-state="ready"]').waitFor();
    const latitude = page().getByLabel('Latitude');
    const longitude = page().getByLabel('Longitude');
    await expect.poll(() => page().getByLabel('Kelurahan/Desa').inputValue()).not.toBe('');
    const latBefore = Number(await latitude.inputValue());
    const lonBefore = Number(await longitude.inputValue());

    const map = page().getByRole('application', { name: 'Peta lokasi toko' });
    await tabTo(page(), map);
    expect(await focusIsVisible(page())).toBe(true);
    const geocoded = page().waitForResponse((res) => res.url().includes('/api/geocode/reverse'));
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('Shift+ArrowRight');
    await geocoded;
    await expect.poll(async () => Number(await latitude.inputValue())).toBeLessThan(latBefore);
    await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(lonBefore);
    const latMoved = await latitude.inputValue();
    await expect.poll(() => page().getByLabel('Alamat Peta').inputValue()).toContain(latMoved);

    const field = page().getByLabel('Koordinat (lintang, bujur)');
    await tabTo(page(), field);
    await page().keyboard.press('ControlOrMeta+A');
    await page().keyboard.type('-6.1754, 106.8272');
    await page().keyboard.press('Enter');
    await expect.poll(() => latitude.inputValue()).toBe('-6.175400');
    expect(await longitude.inputValue()).toBe('106.827200');
    // Enter placed the point; it did not submit the address form (no confirmation asked).
    expect(await page().getByRole('dialog').count()).toBe(0);

    await page().keyboard.press('ControlOrMeta+A');
    await page().keyboard.type('Monas');
    await page().keyboard.press('Enter');
    await page().getByText(COORDINATE_MESSAGES.format).waitFor();
    expect(await latitude.inputValue()).toBe('-6.175400');
    // The seller stays in the field to correct it.
    expect(await focusedName(page())).toMatch(/^Koordinat/);
    await expectNoAxeViolations(p, 'the address tab with a refused coordinate');
    await p.screenshot('keyboard-profile-map-1366');
  });

  it("Tambah User: an empty form shows the portal's own texts, focuses the first; the confirmation traps the focus, Escape closes it and gives the focus back", async () => {
    await p.visit('/profile?tab=user');
    await page().locator('.profile-table tbody tr').first().waitFor();
    const add = page().getByRole('button', { name: 'Tambah User' });
    await tabTo(page(), add);
    await page().keyboard.press('Enter');
    await page().getByText(STORE_USER_MESSAGES.nameEmpty).waitFor();
    await expect.poll(() => page().getByText(PROFILE_MESSAGES.phoneInvalid).count()).toBe(1);
    await expect.poll(() => focusedName(page())).toMatch(/^Nama/);
    await expectNoAxeViolations(p, 'Tambah User with its errors');
    await p.screenshot('keyboard-profile-user-errors-1366');

    await page().keyboard.type('Rina Kusuma');
    await tabTo(page(), page().getByLabel('Email User'));
    await page().keyboard.type('rina@contoh.id');
    await tabTo(page(), page().getByLabel('Password User'));
    await page().keyboard.type('RinaToko2026');
    await tabTo(page(), page().getByLabel('Telepon'));
    await page().keyboard.type('081366667777');
    await tabTo(page(), add);
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ya, Tambah' }).waitFor();
    // The dialog takes the focus as it opens: wait for that before counting Tab presses inside it.
    await expect
      .poll(() => page().evaluate(() => document.activeElement?.closest('[role="dialog"], dialog') !== null))
      .toBe(true);
    for (let presses = 0; presses < 6; presses += 1) {
      expect(
        await page().evaluate(() => document.activeElement?.closest('[role="dialog"], dialog') !== null),
        `Tab ${presses}`,
      ).toBe(true);
      await page().keyboard.press('Tab');
    }
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true);
    // Nothing was added: the form keeps what was typed.
    expect(await page().getByLabel('Email User').inputValue()).toBe('rina@contoh.id');
  });

  it('phone list: a card’s Aksi menu opens on Enter at its first item, arrows move, Escape closes it onto its button', async () => {
    await p.resize(PHONE, false);
    await p.visit('/product');
    await page()
      .getByText(/^Showing [1-9]\d* to \d+ of \d+ entries$/)
      .waitFor();
    const trigger = page()
      .getByRole('button', { name: /^Aksi / })
      .first();
    await tabTo(page(), trigger);
    expect(await focusIsVisible(page())).toBe(true);
    await page().keyboard.press('Enter');
    const menu = page().getByRole('menu');
    await menu.waitFor();
    expect(await focusedName(page())).toBe('Salin link');
    await page().keyboard.press('ArrowDown');
    expect(await focusedName(page())).toBe('Detail singkat');
    await page().keyboard.press('End');
    expect(await focusedName(page())).toBe('Hapus');
    await p.screenshot('keyboard-product-menu-390');
    await expectNoAxeViolations(p, 'the product list with a row menu open at 390 px');
    await page().keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('negotiation: Tanggapi opens the dialog inside which the focus stays, Escape gives it back; a counter price is sent by keyboard', async () => {
    await p.visit('/negoisasi/detail/7002');
    await page().getByText('Ensiklopedia Flora dan Fauna Indonesia').waitFor();
    const respond = page().getByRole('button', { name: 'Tanggapi' });
    await tabTo(page(), respond);
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Tanggapi Negosiasi' });
    await dialog.waitFor();
    await expect
      .poll(() => page().evaluate(() => document.activeElement?.closest('dialog, [role="dialog"]') !== null))
      .toBe(true);
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await respond.evaluate((button) => button === document.activeElement)).toBe(true);

    await page().keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page(), dialog.getByLabel('Harga Tanggapan', { exact: true }));
    await page().keyboard.type('135000');
    // Leaving the field writes the amount in the portal's form (typed text is read, not reshaped).
    await page().keyboard.press('Tab');
    await expect
      .poll(() => dialog.getByLabel('Harga Tanggapan', { exact: true }).inputValue())
      .toBe(formatRupiah(135_000));
    await expectNoAxeViolations(p, 'the negotiation answer dialog');
    await p.screenshot('keyboard-nego-respond-1366');
    await tabTo(page(), dialog.getByRole('button', { name: 'Kirim Tanggapan' }));
    await page().keyboard.press('Enter');
    // The answer is confirmed before it goes out: 'Ya' in the confirmation.
    const confirm = page().getByRole('dialog', { name: 'Kirim tanggapan negosiasi ini?' });
    await confirm.waitFor();
    await tabTo(page(), confirm.getByRole('button', { name: 'Ya' }));
    await page().keyboard.press('Enter');
    await page().getByText('Tanggapan negosiasi terkirim').waitFor();
    await page()
      .getByRole('table', { name: 'Riwayat negosiasi' })
      .getByText(formatRupiah(135_000), { exact: true })
      .waitFor();
  });

  it('chat: a conversation opens with Enter and a message goes out from the keyboard', async () => {
    await p.visit('/chat');
    const list = page().getByRole('list', { name: 'Percakapan' });
    const conversation = list.getByRole('button', { name: /Siti Rahmawati/ });
    await tabTo(page(), conversation);
    expect(await focusIsVisible(page())).toBe(true);
    await page().keyboard.press('Enter');
    const log = page().getByRole('log');
    await log.getByText('Apakah pesanan kami sudah dikirim?').waitFor();
    await tabTo(page(), page().getByRole('textbox', { name: 'Pesan' }));
    await page().keyboard.type('Pesanan dikirim besok pagi.');
    await tabTo(page(), page().getByRole('button', { name: 'Kirim' }));
    await page().keyboard.press('Enter');
    await log.getByText('Pesanan dikirim besok pagi.').waitFor();
    await expectNoAxeViolations(p, 'an open conversation');
    await p.screenshot('keyboard-chat-1366');
  });

  it('order: confirmed, printed and sent with a tracking number from the keyboard', async () => {
    const { activeStep, openOrder, expectSuccess, dialog } = wizardDriver(p);
    await openOrder(5001);
    expect(await activeStep()).toBe('confirm');
    await tabTo(page(), page().getByRole('button', { name: 'Proses Pesanan', exact: true }));
    await page().keyboard.press('Enter');
    const confirm = dialog('Anda memproses pesanan ini?');
    await tabTo(page(), confirm.getByRole('button', { name: 'Ya', exact: true }));
    await p.freezeTime();
    await page().keyboard.press('Enter');
    await expectSuccess('Anda berhasil melakukan konfirmasi pesanan');
    await expect.poll(activeStep).toBe('process');

    for (const name of ['BAST', 'Invoice']) {
      const tab = page().context().waitForEvent('page');
      await tabTo(page(), page().getByRole('button', { name: `Cetak ${name}`, exact: true }));
      await page().keyboard.press('Enter');
      await (await tab).close();
    }
    const send = page().getByRole('button', { name: 'Kirim', exact: true });
    await send.waitFor();
    await tabTo(page(), page().getByLabel('Nomor Resi'));
    await page().keyboard.type('JNE0099887766');
    await tabTo(page(), send);
    await page().keyboard.press('Enter');
    const sending = dialog('Anda mengirim pesanan ini?');
    await tabTo(page(), sending.getByRole('button', { name: 'Ya', exact: true }));
    await p.freezeTime();
    await page().keyboard.press('Enter');
    await expectSuccess('Anda berhasil mengirim pesanan ini');
    await expect.poll(activeStep).toBe('sent');
    expect(await page().getByTestId('awb').textContent()).toBe('JNE0099887766');
  });

  it('product: a service is added from the keyboard, its picture chosen through the Indonesian file button', async () => {
    await p.visit('/product/addproduct?layout=4');
    const form = page().getByRole('form', { name: 'Form Tambah Jasa' });
    await tabTo(page(), form.getByLabel('Nama Jasa'));
    await page().keyboard.type('Pelatihan Guru Papan Interaktif');
    await tabTo(page(), form.getByLabel('Harga Satuan', { exact: true }));
    await page().keyboard.type('1750000');
    // A closed select takes the arrow keys: each level of the category gets its first choice.
    for (const label of ['Kategori', 'Sub Kategori', 'Sub Sub Kategori']) {
      const select = form.getByLabel(label, { exact: true });
      if (label === 'Kategori') await select.waitFor();
      else if ((await select.count()) === 0) break;
      await tabTo(page(), select);
      await page().keyboard.press('ArrowDown');
      await expect.poll(() => select.evaluate((element) => (element as HTMLSelectElement).selectedIndex)).toBe(1);
    }
    await tabTo(page(), form.getByLabel('Lama Pengerjaan (hari)'));
    await page().keyboard.type('5');
    const picture = form.locator('input[type=file]').first();
    await tabTo(page(), picture);
    expect(await focusIsVisible(page())).toBe(true);
    const chooser = page().waitForEvent('filechooser');
    await page().keyboard.press('Space');
    await (await chooser).setFiles(pngUpload());
    await p.screenshot('keyboard-product-service-1366');
    await tabTo(page(), form.getByRole('button', { name: 'Simpan Jasa' }));
    await page().keyboard.press('Enter');
    await tabTo(page(), page().getByRole('dialog').getByRole('button', { name: 'Setuju' }));
    await page().keyboard.press('Enter');
    await page().waitForURL(/\/penyedia\/product(\?|$)/);
    const listed = await p.apiGet<{ data: { items: { name: string }[] } }>(
      `seller/product?page=1&limit=100&search=${encodeURIComponent('Papan Interaktif')}`,
    );
    expect(listed.data.items.map((item) => item.name)).toContain('Jasa Pelatihan Guru Papan Interaktif');
  });
});
