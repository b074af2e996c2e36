import { useSearchParams } from 'wouter';
import { LAYOUT_LABELS } from '@core/product/options';
import type { ScreenOfferName } from '@core/account/offers';
import { useOffers } from '@web/app/api/offers';
import { Loaded } from '@web/app/Loaded';
import { preloadable } from '@web/app/preloadable';
import type { ScreenProps } from '@web/app/routes';
import { ScreenLoader } from '@web/app/RoutedScreen';
import { Alert } from '@web/ui/Alert';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { LayoutChooser } from './add/LayoutChooser';
import './product.css';

// Drawn by Loaded, not under Suspense: a form is shown as soon as its chunk is in, not held back
// to the end of Suspense's 300 ms fallback throttle (the chooser above it stays where it is).
const BookForm = preloadable(() => import('./add/BookForm').then((m) => m.BookForm));
const GoodsForm = preloadable(() => import('./add/GoodsForm').then((m) => m.GoodsForm));
const ServiceForm = preloadable(() => import('./add/ServiceForm').then((m) => m.ServiceForm));
const MassUpload = preloadable(() => import('./mass/MassUpload').then((m) => m.MassUpload));

const FORMS = { '1': BookForm, '3': GoodsForm, '4': ServiceForm, '5': MassUpload } as const;

function isFormLayout(layout: string): layout is keyof typeof FORMS {
  return Object.hasOwn(FORMS, layout);
}

/** The mass upload makes its own call; every other layout's form adds one product. */
const offerOf = (layout: string): ScreenOfferName => (layout === '5' ? 'massUpload' : 'addProduct');

function SubForm({ layout }: { readonly layout: string }) {
  const offers = useOffers();
  if (isFormLayout(layout) && !offers.known) return <ScreenLoader />;
  if (isFormLayout(layout))
    return offers.has(offerOf(layout)) ? (
      <div data-offer={offerOf(layout)}>
        <Loaded component={FORMS[layout]} props={{}} fallback={<ScreenLoader />} />
      </div>
    ) : (
      <Card>
        <Alert tone="warning">{offers.refusal}</Alert>
      </Card>
    );
  switch (layout) {
    case '6':
      return (
        <Card title={LAYOUT_LABELS.preCatalogue}>
          <EmptyState
            icon="tool"
            title={LAYOUT_LABELS.preCatalogue}
            text="Layout Pra Katalog belum tersedia untuk penyedia."
          />
        </Card>
      );
    default:
      return null;
  }
}

/** Layout chooser and the add forms; the chosen layout lives in ?layout=. */
export function AddProductScreen({ title }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const layout = params.get('layout') ?? '';
  return (
    <div className="product-screen">
      <PageHeader title={title} />
      <LayoutChooser key={layout} current={layout} onChoose={(next) => setParams({ layout: next })} />
      <SubForm key={layout} layout={layout} />
    </div>
  );
}
