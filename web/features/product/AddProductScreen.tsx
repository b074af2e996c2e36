import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { LAYOUT_LABELS } from '@core/product/options';
import type { ScreenProps } from '@web/app/routes';
import { ScreenLoader } from '@web/app/RoutedScreen';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { LayoutChooser } from './add/LayoutChooser';
import './product.css';

const BookForm = lazy(() => import('./add/BookForm').then((m) => ({ default: m.BookForm })));
const GoodsForm = lazy(() => import('./add/GoodsForm').then((m) => ({ default: m.GoodsForm })));
const ServiceForm = lazy(() => import('./add/ServiceForm').then((m) => ({ default: m.ServiceForm })));
const MassUpload = lazy(() => import('./mass/MassUpload').then((m) => ({ default: m.MassUpload })));

function SubForm({ layout }: { readonly layout: string }) {
  switch (layout) {
    case '1':
      return <BookForm />;
    case '3':
      return <GoodsForm />;
    case '4':
      return <ServiceForm />;
    case '5':
      return <MassUpload />;
    case '6':
      return (
        <Card title={LAYOUT_LABELS.preCatalogue}>
          <EmptyState icon="tool" title={LAYOUT_LABELS.preCatalogue} text="Layout Pra Katalog belum tersedia untuk penyedia." />
        </Card>
      );
    default:
      return null;
  }
}

/** Layout chooser and the add forms (spec 001 §2.2); the chosen layout lives in ?layout=. */
export function AddProductScreen({ title }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const layout = params.get('layout') ?? '';
  return (
    <div className="product-screen">
      <PageHeader title={title} />
      <LayoutChooser key={layout} current={layout} onChoose={(next) => setParams({ layout: next })} />
      <Suspense fallback={<ScreenLoader />}>
        <SubForm key={layout} layout={layout} />
      </Suspense>
    </div>
  );
}
