import * as z from 'zod/mini';
import type { CategoryTree } from '../category/schema';

/**
 * The category tree's shape in zod/mini, for the light paths (the pre-check worker, `penyedia
 * check`): the same shape as core/category/schema's categoryTreeSchema, which the gateway uses.
 */
interface NodeShape {
  id: number;
  title: string;
  submenu?: { menu: NodeShape[] } | undefined;
}
const nodeShape: z.ZodMiniType<NodeShape> = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  get submenu() {
    return z.optional(z.object({ menu: z.array(nodeShape) }));
  },
});
const rootShape = z.object({
  id: z.optional(z.number().check(z.int())),
  title: z.string(),
  submenu: z.object({ menu: z.array(nodeShape) }),
});
export const categoryTreeShape = z.tuple([rootShape, rootShape]);

const savedAnswerSchema = z.union([z.object({ data: categoryTreeShape }), categoryTreeShape]);

/**
 * A category tree from a saved answer of the category call (`{status, data: [goods, services]}`)
 * or from its bare data list; the first zod issue when it is neither.
 */
export function parseCategoryAnswer(body: unknown): { tree: CategoryTree } | { error: string } {
  const parsed = savedAnswerSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      error: `bukan jawaban pohon kategori (${issue ? `${issue.path.join('.') || 'akar'}: ${issue.message}` : 'format salah'})`,
    };
  }
  return { tree: Array.isArray(parsed.data) ? parsed.data : parsed.data.data };
}
