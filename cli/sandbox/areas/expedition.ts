import { z } from 'zod';
import { expeditionEndpoints as api } from '@core/api/endpoints/expedition';
import { carrierToggleToast, carrierToggleValidator, EXPEDITION_MESSAGES } from '@core/expedition/rules';
import { expeditionSchema, type Expedition, type ExpeditionList } from '@core/expedition/schema';
import carriersSeed from '@fixtures/seed/expedition/carriers.json';
import { defineArea, route } from '../area';
import { fail, ok } from '../reply';

const sellerCarriersSchema = z.object({
  sellerId: z.number().int(),
  items: z.array(expeditionSchema),
  itemsNotAdd: z.array(expeditionSchema),
});
const expeditionSeedSchema = z.object({ sellers: z.array(sellerCarriersSchema) });
export type ExpeditionState = z.infer<typeof expeditionSeedSchema>;

/** Every carrier the marketplace knows: whatever any seller has added or may add. */
function allCarriers(state: ExpeditionState): Expedition[] {
  const byId = new Map<number, Expedition>();
  for (const seller of state.sellers)
    for (const carrier of [...seller.items, ...seller.itemsNotAdd])
      if (!byId.has(carrier.id)) byId.set(carrier.id, { ...carrier, isChecked: false });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A seller's carriers; a seller who has added none yet (a new registration) may add any of them. */
function carriersOf(state: ExpeditionState, sellerId: number | undefined): ExpeditionList {
  return state.sellers.find((s) => s.sellerId === sellerId) ?? { items: [], itemsNotAdd: allCarriers(state) };
}

/** Carrier settings: the toggle flips 'Melayani' / 'Tidak'. */
export const expeditionArea = defineArea<ExpeditionState>({
  name: 'expedition',
  seed: () => expeditionSeedSchema.parse(carriersSeed),
  schema: expeditionSeedSchema,
  routes: [
    route('expeditions', api.expeditions, (_input, ctx) => {
      const { items, itemsNotAdd } = carriersOf(ctx.state, ctx.session?.sellerId);
      return ok({ items: items.map((c) => ({ ...c })), itemsNotAdd: itemsNotAdd.map((c) => ({ ...c })) });
    }),
    route('toggleExpedition', api.toggleExpedition, (input, ctx) => {
      const sellerId = ctx.session?.sellerId;
      if (sellerId === undefined) return fail(404, EXPEDITION_MESSAGES.notFound);
      let mine = ctx.state.sellers.find((s) => s.sellerId === sellerId);
      if (!mine) {
        mine = { sellerId, items: [], itemsNotAdd: allCarriers(ctx.state) };
        ctx.state.sellers.push(mine);
      }
      const checked = carrierToggleValidator.validate({
        id: input.id,
        known: [...mine.items, ...mine.itemsNotAdd].map((c) => c.id),
      });
      if (!checked.ok) return fail(404, checked.first ?? EXPEDITION_MESSAGES.notFound);
      let carrier = mine.items.find((c) => c.id === input.id);
      if (!carrier) {
        // A carrier not added yet is added, serving, by its first toggle.
        const index = mine.itemsNotAdd.findIndex((c) => c.id === input.id);
        const [added] = index >= 0 ? mine.itemsNotAdd.splice(index, 1) : [];
        if (!added) return fail(404, EXPEDITION_MESSAGES.notFound);
        mine.items.push({ ...added, isChecked: false });
        carrier = mine.items[mine.items.length - 1];
      }
      if (!carrier) return fail(404, EXPEDITION_MESSAGES.notFound);
      carrier.isChecked = !carrier.isChecked;
      return ok(carrier.isChecked ? 1 : 0, carrierToggleToast(carrier.name, carrier.isChecked));
    }),
  ],
});
