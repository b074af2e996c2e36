import { useEffect, useState } from 'react';
import type { ProductFormReference } from '@core/product/schema';
import { productApi } from '../api';

let cached: Promise<ProductFormReference | null> | null = null;

/** Publishers/brands, VAT tags and flat categories of the product forms (detailproduk), fetched once. */
export function useFormReference(): ProductFormReference | null {
  const [reference, setReference] = useState<ProductFormReference | null>(null);
  useEffect(() => {
    let live = true;
    cached ??= productApi.productFormReference({}).match(
      (body) => body,
      (error) => {
        console.error('Referensi form produk gagal dimuat', error);
        cached = null;
        return null;
      },
    );
    void cached.then((loaded) => {
      if (live) setReference(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return reference;
}
