import { carrierToggleToast } from '@core/expedition/rules';
import { z } from 'zod';
import { expeditionEndpoints as api } from '@core/api/endpoints/expedition';
import { expeditionSchema, type ExpeditionList } from '@core/expedition/schema';
import carriersSeed from '@fixtures/seed/expedition/carriers.json';
import { defineArea, route } from '../area';
import { fail, ok } from '../reply';

const sellerCarriersSchema = z.object({ sellerId: z.number().int(), items: z.array(expeditionSchema), itemsNotAdd: z.array(expeditionSchema) });
const expeditionSeedSchema = z.object({ sellers: z.array(sellerCarriersSchema) });
export type ExpeditionState = z.infer<typeof expeditionSeedSchema>;

function carriersOf(state: ExpeditionState, sellerId: number | undefined): ExpeditionList {
  return state.sellers.find((s) => s.sellerId === sellerId) ?? { items: [], itemsNotAdd: [] };
}

/** Carrier settings (spec 002 §2.6, §4.6): the toggle flips 'Melayani' / 'Tidak'. */
export const expeditionArea = defineArea<ExpeditionState>({
  name: 'expedition',
  seed: () => expeditionSeedSchema.parse(carriersSeed),
  routes: [
    route('expeditions', api.expeditions, (_input, ctx) => {
      const { items, itemsNotAdd } = carriersOf(ctx.state, ctx.session?.sellerId);
      return ok({ items: items.map((c) => ({ ...c })), itemsNotAdd: itemsNotAdd.map((c) => ({ ...c })) });
    }),
    route('toggleExpedition', api.toggleExpedition, (input, ctx) => {
      const sellerId = ctx.session?.sellerId;
      const mine = ctx.state.sellers.find((s) => s.sellerId === sellerId);
      if (!mine) return fail(404, 'Ekspedisi tidak ditemukan');
      let carrier = mine.items.find((c) => c.id === input.id);
      if (!carrier) {
        // A carrier not added yet is added, serving, by its first toggle.
        const index = mine.itemsNotAdd.findIndex((c) => c.id === input.id);
        const [added] = index >= 0 ? mine.itemsNotAdd.splice(index, 1) : [];
        if (!added) return fail(404, 'Ekspedisi tidak ditemukan');
        carrier = { ...added, isChecked: false };
        mine.items.push(carrier);
      }
      carrier.isChecked = !carrier.isChecked;
      return ok(carrier.isChecked ? 1 : 0, carrierToggleToast(carrier.name, carrier.isChecked));
    }),
  ],
});
