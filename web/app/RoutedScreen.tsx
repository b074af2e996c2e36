import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from '@web/ui/ErrorBoundary';
import { Spinner } from '@web/ui/Spinner';
import type { Screen, ScreenProps } from './routes';
import { useRouteTitle } from './title';

/** One routed screen: sets the title, loads its chunk, and keeps a failing screen from blanking the page. */
export function RoutedScreen({ screen: ScreenComponent, title, resetKey }: { readonly screen: Screen | ComponentType<ScreenProps>; readonly title: string; readonly resetKey: string }) {
  useRouteTitle(title);
  return (
    <ErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<ScreenLoader />}>
        <ScreenComponent title={title} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function ScreenLoader() {
  return (
    <div className="screen-loader">
      <Spinner size="lg" label="Memuat halaman" />
    </div>
  );
}
