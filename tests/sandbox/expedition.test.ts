import { describe, expect, it } from 'vitest';
import { refusal, value } from '../support/gateway';
import { orderSandboxPerTest } from './orderSupport';

/* Carrier settings of spec 002 §2.6 / §4.6. */

/* Each test has a sandbox of its own, a copy of one seeded with the demo seller logged in: none sees what another one changed. */
const h = orderSandboxPerTest();

const carriers = async () => (await value(h.api.expeditions())).data;

describe('carriers', () => {
  it('lists the ten carriers with their images, some serving, and those not added', async () => {
    const list = await carriers();
    expect(list.items.map((c) => c.name)).toEqual(['JNE', 'J&T Express', 'SiCepat', 'POS Indonesia', 'TIKI', 'Anteraja', 'Ninja Xpress', 'Lion Parcel', 'Wahana', 'ID Express']);
    expect(list.items.every((c) => c.image.startsWith('/cdn/kurir/'))).toBe(true);
    expect(list.items.some((c) => c.isChecked) && list.items.some((c) => !c.isChecked)).toBe(true);
    expect(list.itemsNotAdd.length).toBeGreaterThan(0);
  });

  it("the toggle flips isChecked and answers 1 ('Melayani') or 0 ('Tidak Melayani')", async () => {
    const jne = (await carriers()).items.find((c) => c.name === 'JNE');
    expect(jne?.isChecked).toBe(true);
    const off = await value(h.api.toggleExpedition({ id: jne?.id ?? 0 }));
    expect(off).toMatchObject({ data: 0, status: { message: "status pengiriman JNE diubah menjadi 'Tidak Melayani'" } });
    expect((await carriers()).items.find((c) => c.name === 'JNE')?.isChecked).toBe(false);
    const on = await value(h.api.toggleExpedition({ id: jne?.id ?? 0 }));
    expect(on).toMatchObject({ data: 1, status: { message: "status pengiriman JNE diubah menjadi 'Melayani'" } });
  });

  it('a carrier not added yet is added, serving, by its first toggle', async () => {
    const [candidate] = (await carriers()).itemsNotAdd;
    const added = await value(h.api.toggleExpedition({ id: candidate?.id ?? 0 }));
    expect(added.data).toBe(1);
    const list = await carriers();
    expect(list.items.find((c) => c.id === candidate?.id)?.isChecked).toBe(true);
    expect(list.itemsNotAdd.map((c) => c.id)).not.toContain(candidate?.id);
  });

  it('refuses an unknown carrier with 404', async () => {
    expect(await refusal(h.api.toggleExpedition({ id: 999 }))).toEqual({ status: 404, message: 'Ekspedisi tidak ditemukan' });
  });
});
