import { useQuery } from '@tanstack/react-query';
import type { Option } from '@core/product/options';
import type { ProductFormReference } from '@core/product/schema';
import { fromResult } from '@web/app/api/query';
import { productKeys } from '@web/app/api/queryKeys';
import { productApi } from '../api';

/** Publishers/brands, VAT tags and flat categories of the product forms (detailproduk), read once per visit. */
export function useFormReference(): ProductFormReference | null {
  const reference = useQuery({
    queryKey: productKeys.formReference(),
    queryFn: () => fromResult(productApi.productFormReference({})),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorLog: 'Referensi form produk gagal dimuat' },
  });
  return reference.data ?? null;
}

/** The brands (of goods) or publishers (of books) as a select offers them; none until the reference is read. */
export function brandOptions(reference: ProductFormReference | null): Option<number>[] {
  return reference?.listpenerbit.map((brand) => ({ value: brand.manufacturer_id, label: brand.name })) ?? [];
}
