import { readFileSync } from 'node:fs';
import type { CategoryTree } from '@core/category/schema';
import seedTree from '@fixtures/seed/product/categories.json';
import { CheckInputError } from './files';

export interface CategorySourceOptions {
  readonly categories?: string;
  readonly api?: string;
  readonly token?: string;
}

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CheckInputError(`${what} tidak dapat dibaca: ${path}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CheckInputError(`${what} bukan JSON: ${path}`);
  }
}

/** A saved answer of the category call, checked by its zod shape (loaded only on this path: a plain `check` needs no zod). */
async function savedTree(path: string): Promise<CategoryTree> {
  const body = readJson(path, 'File kategori');
  const { parseCategoryAnswer } = await import('@core/massUpload/categoryAnswer');
  const parsed = parseCategoryAnswer(body);
  if ('error' in parsed) throw new CheckInputError(`${path}: ${parsed.error}`);
  return parsed.tree;
}

/** Asks the API for the category tree; the gateway is loaded only on this path, so a plain `check` stays light. */
async function fetchTree(api: string, token: string): Promise<CategoryTree> {
  const [{ createGateway }, { productEndpoints }, { fetchTransport }, { describeApiError }] = await Promise.all([
    import('@core/api/gateway'),
    import('@core/api/endpoints/product'),
    import('@core/api/fetchTransport'),
    import('@core/api/errors'),
  ]);
  const gateway = createGateway(
    { categories: productEndpoints.categories },
    { transport: fetchTransport(15_000), roots: { apiRoot: api, chatApiRoot: api }, getToken: () => token },
  );
  const answer = await gateway.categories({ for: 'seller' });
  if (answer.isErr())
    throw new CheckInputError(`pohon kategori dari ${api} tidak bisa diambil: ${describeApiError(answer.error)}`);
  return answer.value.data;
}

/**
 * The sandbox's seed tree, bundled at build time: a constant of the package, whose shape a test
 * checks against the category schema, so no file is read and no schema is built at start-up.
 */
function sandboxTree(): CategoryTree {
  const [goods, services] = seedTree;
  if (!goods || !services)
    throw new Error('fixtures/seed/product/categories.json: expected the goods and services roots');
  return [goods, services];
}

/**
 * Where the category tree the rows are checked against comes from: a saved answer, the live API,
 * or the sandbox's seed. Conflicting options are refused here, at once, before any file is read;
 * the tree itself is read when the returned loader is called.
 */
export function categorySource(options: CategorySourceOptions): () => Promise<CategoryTree> {
  const { categories, api, token } = options;
  if (categories !== undefined && api !== undefined)
    throw new CheckInputError('pakai --categories atau --api, tidak keduanya');
  if (categories !== undefined) return () => savedTree(categories);
  if (api !== undefined) {
    if (!token) throw new CheckInputError('--api butuh --token (token login penyedia)');
    return () => fetchTree(api, token);
  }
  return async () => sandboxTree();
}
