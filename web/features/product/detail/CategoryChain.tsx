import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CategoryNode } from '@core/category/schema';
import type { ProductDetail } from '@core/product/schema';
import { Badge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { CategoryCascade } from '@web/ui/CategoryCascade';
import { useFieldError } from '../form/fields';
import type { ProductValues } from '@core/product/values';

/**
 * The product's category chain as badges with 'Ubah Kategori'; changing shows the cascades and
 * 'Batal Ubah' returns to the chain.
 */
export function CategoryChain({
  detail,
  roots,
}: {
  readonly detail: ProductDetail;
  readonly roots: readonly CategoryNode[];
}) {
  const { setValue } = useFormContext<ProductValues>();
  const [path, changed] = useWatch<ProductValues, ['categoryPath', 'categoryChanged']>({
    name: ['categoryPath', 'categoryChanged'],
  });
  const [changing, setChanging] = useState(changed);
  const error = useFieldError('categoryPath');
  const chain = detail.sectionProductInformation.categoryChildren;
  const set = (next: number[], isChange: boolean) => {
    setValue('categoryPath', next, { shouldDirty: true, shouldValidate: false });
    setValue('categoryChanged', isChange, { shouldDirty: true });
  };
  return (
    <div className="product-category-chain" role="group" aria-label="Rantai Kategori">
      {changing ? (
        <>
          <div style={{ flex: 1 }}>
            <CategoryCascade
              roots={roots}
              value={changed ? path : []}
              error={error ?? null}
              onChange={(next) => set(next, true)}
            />
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setChanging(false);
              set(
                chain.map((c) => c.value),
                false,
              );
            }}
          >
            Batal Ubah
          </Button>
        </>
      ) : (
        <>
          <span className="ui-field__label">Kategori:</span>
          {chain.map((c) => (
            <Badge key={c.value} tone="primary">
              {c.name}
            </Badge>
          ))}
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            Ubah Kategori
          </Button>
        </>
      )}
    </div>
  );
}
