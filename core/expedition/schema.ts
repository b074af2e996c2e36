import { z } from 'zod';

/** A carrier; isChecked reads 'Melayani' (on) or 'Tidak' (off). */
export const expeditionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  isChecked: z.boolean(),
});
export type Expedition = z.infer<typeof expeditionSchema>;

/** GET seller/setting/expedition: the seller's carriers and those not added yet. */
export const expeditionListSchema = z.object({
  items: z.array(expeditionSchema),
  itemsNotAdd: z.array(expeditionSchema),
});
export type ExpeditionList = z.infer<typeof expeditionListSchema>;

/** PUT seller/setting/expedition answers 1 when the carrier now serves, 0 when it does not. */
export const expeditionToggleResultSchema = z.union([z.literal(1), z.literal(0)]);
