import { z } from 'zod';

// The ids live apart (ids.ts) so that light bundles, like the pre-check worker, get them without zod.
export {
  BOOK_CATEGORY_IDS,
  NON_TEXT_BOOK_CATEGORY_ID,
  TEXT_BOOK_CATEGORY_ID,
  UNCATEGORIZED_ID,
  UNCATEGORIZED_NAME,
} from './ids';

/** One node of the category tree; `submenu.menu` nests up to three levels below a root. */
export interface CategoryNode {
  id: number;
  title: string;
  submenu?: { menu: CategoryNode[] } | undefined;
}
const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    submenu: z.object({ menu: z.array(categoryNodeSchema) }).optional(),
  }),
);

/** A root of the tree: goods ('Barang') or services ('Jasa'). */
const categoryRootSchema = z.object({
  id: z.number().int().optional(),
  title: z.string(),
  submenu: z.object({ menu: z.array(categoryNodeSchema) }),
});

/** The answer data of `product/category?for=seller`: [0] goods, [1] services. */
export const categoryTreeSchema = z.tuple([categoryRootSchema, categoryRootSchema]);
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/** A category as the flat `listcat` of the product form reference lists it. */
export const flatCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
});
export type FlatCategory = z.infer<typeof flatCategorySchema>;

/** An old category that uncategorized products still carry (the bulk update's "Kategori lama"). */
export const oldCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type OldCategory = z.infer<typeof oldCategorySchema>;
