import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CategoryTree } from '@core/category/schema';
import { parseCategoryAnswer } from '@core/massUpload/categories';
import { packageRoot } from '../packageRoot';
import { CheckInputError } from './files';

export interface CategorySourceOptions {
  readonly categories?: string;
  readonly api?: string;
  readonly token?: string;
}

async function readJson(path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new CheckInputError(`${what} tidak dapat dibaca: ${path}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CheckInputError(`${what} bukan JSON: ${path}`);
  }
}

function treeOf(body: unknown, where: string): CategoryTree {
  const parsed = parseCategoryAnswer(body);
  if ('error' in parsed) throw new CheckInputError(`${where}: ${parsed.error}`);
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
  if (answer.isErr()) throw new CheckInputError(`pohon kategori dari ${api} tidak bisa diambil: ${describeApiError(answer.error)}`);
  return answer.value.data;
}

/** The category tree the rows are checked against: a saved answer, the live API, or the sandbox's seed. */
export async function loadCategoryTree(options: CategorySourceOptions): Promise<CategoryTree> {
  if (options.categories !== undefined && options.api !== undefined) throw new CheckInputError('pakai --categories atau --api, tidak keduanya');
  if (options.categories !== undefined) return treeOf(await readJson(options.categories, 'File kategori'), options.categories);
  if (options.api !== undefined) {
    if (!options.token) throw new CheckInputError('--api butuh --token (token login penyedia)');
    return fetchTree(options.api, options.token);
  }
  const seed = join(packageRoot(), 'fixtures', 'seed', 'product', 'categories.json');
  return treeOf(await readJson(seed, 'Pohon kategori sandbox'), seed);
}
