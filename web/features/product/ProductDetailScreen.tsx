import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { productDetailTitle } from '@core/product/rules';
import type { ScreenProps } from '@web/app/routes';
import { useRouteTitle } from '@web/app/title';
import { Alert } from '@web/ui/Alert';
import { Card } from '@web/ui/Card';
import { PageHeader } from '@web/ui/PageHeader';
import { Spinner } from '@web/ui/Spinner';
import { useApi } from '@web/ui/useApi';
import { productApi } from './api';
import { bookRoots, goodsRoots, serviceRoots, useCategoryTree } from './categories';
import { useFormReference } from './form/useFormReference';
import { EditForm } from './detail/EditForm';
import { draftFromDetail, readDraft } from './detail/draft';
import { SCREEN_MESSAGES } from './messages';
import { useSellerIdentity } from './seller';
import './product.css';

/** Product detail and edit (spec 001 §2.7): 'Detail Buku' for books, 'Detail Produk' otherwise. */
export function ProductDetailScreen({ title }: ScreenProps) {
  const params = useParams<{ id: string }>();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const detail = useApi(() => productApi.productDetail({ id: id ?? 0 }), [id], id !== null);
  const reference = useFormReference();
  const tree = useCategoryTree();
  const seller = useSellerIdentity();
  const product = detail.data?.data ?? null;
  const heading = product ? productDetailTitle(product.isLayoutBook) : title;
  useRouteTitle(heading);

  const roots = useMemo(() => {
    if (!product) return [];
    if (product.isLayoutBook) return bookRoots(tree);
    return product.isLayoutService ? serviceRoots(tree) : goodsRoots(tree);
  }, [product, tree]);
  // The draft is read once per loaded product: what the seller typed before a reload wins.
  const initial = useMemo(() => (product ? (readDraft(product.id) ?? draftFromDetail(product)) : null), [product]);

  const back = (
    <Link href="/product" className="ui-button ui-button--secondary">
      Kembali ke Produk Saya
    </Link>
  );
  let body;
  if (id === null) body = <Alert tone="danger" title="Produk tidak ditemukan" action={back} />;
  else if (detail.loading && !product) body = <Spinner size="lg" label="Memuat produk" />;
  else if (detail.error || !product) body = <Alert tone="danger" title={detail.error ?? 'Produk tidak ditemukan'} action={back} />;
  else if (product.isBlocked) body = <Alert tone="danger" title={SCREEN_MESSAGES.blocked} action={back} />;
  else if (!seller || !initial) body = <Spinner size="lg" label="Memuat produk" />;
  else
    body = <EditForm key={product.id} detail={product} initial={initial} reference={reference} roots={roots} seller={seller} onPacketsChanged={detail.reload} />;

  return (
    <div className="product-screen">
      <PageHeader title={heading} subtitle={product ? product.sectionProductInformation.name : undefined} />
      {typeof body === 'object' && (id === null || product?.isBlocked || detail.error) ? <Card>{body}</Card> : body}
    </div>
  );
}
