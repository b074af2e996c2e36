import { describe, expect, it } from 'vitest';
import { MUST_UPDATE_LABELS, mustUpdateNoticeText } from '@core/account/rules';
import { refusalOf } from '@core/account/permissions';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, PHONE, usePortal } from './support/portal';

/** The active must-update seller of the seed: not blocked, one notification to read. */
const MUST_UPDATE = { email: 'perbarui@contoh.id', password: 'Penyedia2026' } as const;
/** The blocked must-update seller of the seed. */
const BLOCKED = { email: 'diblokir@contoh.id', password: 'Penyedia2026' } as const;
const ALERT_TITLE = 'Perbarui Dokumen Legalitas Anda';

describe('every must-update seller is sent to complete the profile', () => {
  const p = usePortal({ login: MUST_UPDATE });
  const dialog = () => p.page.getByRole('dialog');
  /** The blocked seller's notice answered with its way to the profile. */
  const openProfileFromNotice = () =>
    dialog()
      .filter({ hasText: 'pemberitahuan yang harus dibaca' })
      .getByRole('button', { name: MUST_UPDATE_LABELS.profile, exact: true })
      .click();

  it("the active seller's notice offers 'Perbarui di Profile' beside 'Produk'; it opens the profile's forms", async () => {
    await p.visit('/dashboard');
    const notice = dialog().filter({ hasText: mustUpdateNoticeText(1) });
    await notice.waitFor();
    expect(await notice.getByRole('button').allTextContents()).toEqual([
      MUST_UPDATE_LABELS.notifications,
      MUST_UPDATE_LABELS.profile,
      MUST_UPDATE_LABELS.products,
      MUST_UPDATE_LABELS.close,
    ]);
    await expectNoAxeViolations(p, 'the must-update notice of an active seller');
    await p.screenshot('must-update-notice-1366');
    await notice.getByRole('button', { name: MUST_UPDATE_LABELS.profile, exact: true }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/profile');
    await p.page.getByRole('button', { name: 'Simpan Identitas' }).waitFor();
    expect(await dialog().count()).toBe(0);

    await p.resize(PHONE);
    const again = dialog().filter({ hasText: mustUpdateNoticeText(1) });
    await again.waitFor();
    await expectNoAxeViolations(p, 'the must-update notice of an active seller on a phone');
    await p.screenshot('must-update-notice-390');
    await p.resize(DESKTOP, false);
  });

  it("a refused route leads back to the dashboard with the alert, whose 'Perbarui di Profile' opens the profile", async () => {
    await p.visit('/dashboard');
    await dialog()
      .filter({ hasText: mustUpdateNoticeText(1) })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await p.page.goto(p.url('/chat'));
    await p.page.waitForURL((url) => url.pathname === '/penyedia/dashboard');
    const alert = dialog().filter({ hasText: ALERT_TITLE });
    await alert.waitFor();
    expect(await alert.getByRole('button').allTextContents()).toEqual([
      MUST_UPDATE_LABELS.profile,
      MUST_UPDATE_LABELS.notifications,
      MUST_UPDATE_LABELS.products,
      MUST_UPDATE_LABELS.logout,
    ]);
    await expectNoAxeViolations(p, 'the route alert of an active must-update seller');
    await p.screenshot('must-update-route-alert-1366');
    await alert.getByRole('button', { name: MUST_UPDATE_LABELS.profile, exact: true }).click();
    await p.page.waitForURL((url) => url.pathname === '/penyedia/profile');
    await p.page.getByRole('tabpanel', { name: 'Identitas' }).waitFor();
    expect(await dialog().count()).toBe(0);
  });

  it("the blocked seller's profile keeps its data readable under the reason, and offers only the documents", async () => {
    await p.login(BLOCKED);
    await p.visit('/profile?tab=identitas');
    await openProfileFromNotice();
    const reason = refusalOf({ isMustUpdate: true, inActive: false, isBlocked: true, isBlockedTemporary: false });
    const panel = p.page.getByRole('tabpanel', { name: 'Identitas' });
    await panel.getByText(reason).waitFor();
    expect(await panel.getByRole('button', { name: 'Simpan Identitas' }).count()).toBe(0);
    expect(await panel.getByLabel('Nama Toko').isDisabled()).toBe(true);
    await expectNoAxeViolations(p, "a blocked seller's identity tab");
    await p.screenshot('blocked-profile-identity-1366');

    await p.page.getByRole('tab', { name: 'Legalitas', exact: true }).click();
    await p.page.getByRole('button', { name: 'Unggah Foto NPWP' }).waitFor();
    await p.page.getByRole('tab', { name: 'Gambar', exact: true }).click();
    await p.page.getByRole('tabpanel', { name: 'Gambar' }).getByText(reason).first().waitFor();
    expect(await p.page.getByRole('button', { name: /Unggah Logo/ }).count()).toBe(0);
    await p.page.getByRole('tab', { name: 'User', exact: true }).click();
    await p.page.getByRole('tabpanel', { name: 'User' }).getByText(reason).waitFor();
    expect(await p.page.getByRole('button', { name: 'Tambah User' }).count()).toBe(0);
    await expectNoAxeViolations(p, "a blocked seller's users tab");
    await p.resize(PHONE);
    await openProfileFromNotice();
    await p.page.getByRole('tabpanel').getByText(reason).waitFor();
    await p.screenshot('blocked-profile-users-390');
    await p.resize(DESKTOP, false);
  });

  it("the blocked seller's address map shows the store's point and does not move it or say how to: no key, no click", async () => {
    await p.login(BLOCKED);
    await p.visit('/profile?tab=alamat');
    await openProfileFromNotice();
    await p.page.getByRole('tab', { name: 'Alamat', exact: true }).click();
    const panel = p.page.getByRole('tabpanel', { name: 'Alamat' });
    await panel.locator('.map-picker[data-state="ready"]').waitFor();
    expect(await panel.getByRole('button', { name: 'Simpan Alamat' }).count()).toBe(0);
    // The map offers no way to move the point it does not move.
    expect(await panel.getByText(/Geser titik merah/).count()).toBe(0);
    const latitude = panel.getByLabel('Latitude');
    const longitude = panel.getByLabel('Longitude');
    const before = [await latitude.inputValue(), await longitude.inputValue()];
    const geocodes: string[] = [];
    p.page.on('request', (request) => {
      if (request.url().includes('/api/geocode/reverse')) geocodes.push(request.url());
    });

    const map = panel.getByRole('application', { name: 'Peta lokasi toko' });
    await map.focus();
    // Key handlers run within the press: a move would have been reported by the time it returns.
    await p.page.keyboard.press('ArrowDown');
    await p.page.keyboard.press('Shift+ArrowRight');
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await p.page.mouse.click(box.x + box.width / 4, box.y + box.height / 4);
    // OpenLayers tells a single click from a double one after 250 ms on the page's clock.
    await p.page.clock.runFor(500);

    expect([await latitude.inputValue(), await longitude.inputValue()]).toEqual(before);
    expect(await panel.getByLabel('Alamat Peta').isDisabled()).toBe(true);
    expect(geocodes).toEqual([]);
  });
});
