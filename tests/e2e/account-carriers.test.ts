import { describe, expect, it } from 'vitest';
import { carrierStateLabel, carrierToggleToast } from '@core/expedition/rules';
import type { ExpeditionList } from '@core/expedition/schema';
import { expectToast } from './account-support';
import { registerSeller, type NewSeller } from './support/accounts';
import { expectNoAxeViolations } from './support/a11y';
import { DESKTOP, PHONE, usePortal } from './support/portal';

/** A store of this file only: its e-mail and NPWP are in no other test. */
const seller: NewSeller = {
  name: 'CV Kurir Pertama Jaya',
  email: 'kurir.pertama@contoh.id',
  password: 'KurirPertama2026',
  npwp: '9988776655440021',
};

/**
 * A newly registered seller opening /ekspedisi sees the whole carrier list to add
 * from, under 'Ekspedisi Lain', and adds a carrier with its switch.
 */
describe('carriers of a new seller', () => {
  const p = usePortal({ login: false });
  const page = () => p.page;
  const carriers = async () =>
    (await p.apiGet<{ data: ExpeditionList }>('seller/setting/expedition', { who: seller })).data;

  it("lists every carrier under 'Ekspedisi Lain' and adds one, serving, with its switch", async () => {
    await registerSeller(p, seller);
    const fresh = await carriers();
    expect(fresh.items).toEqual([]);
    expect(fresh.itemsNotAdd.length).toBeGreaterThanOrEqual(10);

    await p.login(seller);
    await p.visit('/ekspedisi');
    const own = page().getByRole('list', { name: 'Ekspedisi toko' });
    const others = page().getByRole('list', { name: 'Ekspedisi lain' });
    await others.waitFor();
    await page().getByText('Tidak ada data').waitFor();
    expect(await others.getByRole('switch').count()).toBe(fresh.itemsNotAdd.length);
    expect(await others.locator('.carrier__name').allTextContents()).toEqual(fresh.itemsNotAdd.map((c) => c.name));
    for (const state of await others.locator('.carrier__state').allTextContents())
      expect(state).toBe(carrierStateLabel(false));
    await expectNoAxeViolations(p, '/ekspedisi of a new seller');
    await p.screenshot('account-carriers-new-seller-1366');
    await p.resize(PHONE);
    await others.waitFor();
    await expectNoAxeViolations(p, '/ekspedisi of a new seller on a phone');
    await p.screenshot('account-carriers-new-seller-390');
    await p.resize(DESKTOP);

    const [first] = fresh.itemsNotAdd;
    if (!first) throw new Error('no carrier to add');
    const sent = page().waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/seller/setting/expedition' && req.method() === 'PUT',
    );
    await others.getByRole('switch', { name: first.name }).click();
    expect((await sent).postDataJSON()).toEqual({ id: first.id });
    await expectToast(page(), carrierToggleToast(first.name, true));
    await own.getByRole('switch', { name: first.name }).waitFor();
    expect(await own.getByRole('switch', { name: first.name }).isChecked()).toBe(true);
    expect(await others.getByRole('switch', { name: first.name }).count()).toBe(0);
    const after = await carriers();
    expect(after.items).toEqual([{ ...first, isChecked: true }]);
    await p.screenshot('account-carriers-added-1366');
  });
});
