import type { ProductFormReference } from '@core/product/schema';
import { ok, raw, type Reply } from '../../reply';
import { flatCategories } from './categories';
import { manufacturers, productReference } from './reference';

/** GET detailproduk: publishers and brands, VAT tags, flat categories. */
export function formReference(): Reply {
  const body: ProductFormReference = {
    listpenerbit: manufacturers().map((m) => ({ manufacturer_id: m.id, name: m.name })),
    listppntag: [...productReference().ppnTags],
    listcat: flatCategories(),
  };
  return raw(body);
}

/** GET product/category?for=seller: [0] goods, [1] services. */
export function categoryTree(): Reply {
  return ok(productReference().categories);
}
