import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { productDetailTitle } from '@core/product/rules';
import { PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import { useOffers } from '@web/app/api/offers';
import type { ScreenProps } from '@web/app/routes';
import { useRouteTitle } from '@web/app/title';
import { Alert } from '@web/ui/Alert';
import { Card } from '@web/ui/Card';
import { PageHeader } from '@web/ui/PageHeader';
import { QueryState } from '@web/ui/QueryState';
import { Spinner } from '@web/ui/Spinner';
import { bookRoots, goodsRoots, serviceRoots, useCategoryTree } from './categories';
import { useFormReference } from './form/useFormReference';
import { EditForm } from './detail/EditForm';
import { SCREEN_MESSAGES } from './messages';
import { useProductDetail } from './queries';
import { useSellerIdentity } from './seller';
import './product.css';

/** Product detail and edit, titled by core's productDetailTitle. */
export function ProductDetailScreen({ title }: ScreenProps) {
  const params = useParams<{ id: string }>();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const detail = useProductDetail(id);
  const reference = useFormReference();
  const tree = useCategoryTree();
  const seller = useSellerIdentity();
  const offers = useOffers();
  const product = detail.data ?? null;
  const heading = product ? productDetailTitle(product.isLayoutBook) : title;
  useRouteTitle(heading);

  const roots = useMemo(() => {
    if (!product) return [];
    if (product.isLayoutBook) return bookRoots(tree);
    return product.isLayoutService ? serviceRoots(tree) : goodsRoots(tree);
  }, [product, tree]);

  const back = (
    <Link href="/product" className="ui-button ui-button--secondary">
      Kembali ke Produk Saya
    </Link>
  );
  const blocked = (
    <Card>
      <Alert tone="danger" title={SCREEN_MESSAGES.blocked} action={back} />
    </Card>
  );
  return (
    <div className="product-screen">
      <PageHeader title={heading} subtitle={product ? product.sectionProductInformation.name : undefined} />
      {id === null ? (
        <Card>
          <Alert tone="danger" title={PRODUCT_SERVER_MESSAGES.notFound} action={back} />
        </Card>
      ) : (
        <QueryState query={detail} loadingLabel="Memuat produk" errorTitle="Produk tidak dapat dimuat">
          {(loaded) =>
            loaded.isBlocked ? (
              blocked
            ) : !seller || !offers.known ? (
              <Spinner size="lg" label="Memuat produk" />
            ) : offers.has('editProduct') ? (
              <div data-offer="editProduct">
                <EditForm key={loaded.id} detail={loaded} reference={reference} roots={roots} seller={seller} />
              </div>
            ) : (
              <Card>
                <Alert tone="warning" title={offers.refusal} action={back} />
              </Card>
            )
          }
        </QueryState>
      )}
    </div>
  );
}
