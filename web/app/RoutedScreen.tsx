import type { ComponentType } from 'react';
import { ErrorBoundary } from '@web/ui/ErrorBoundary';
import { Spinner } from '@web/ui/Spinner';
import { Loaded } from './Loaded';
import type { Screen, ScreenProps } from './routes';
import { useRouteTitle } from './title';

/** One routed screen: sets the title, loads its chunk, and keeps a failing screen from blanking the page. */
export function RoutedScreen({
  screen,
  title,
  resetKey,
}: {
  readonly screen: Screen | ComponentType<ScreenProps>;
  readonly title: string;
  readonly resetKey: string;
}) {
  useRouteTitle(title);
  return (
    <ErrorBoundary resetKey={resetKey}>
      {isPreloadable(screen) ? (
        <Loaded component={screen} props={{ title }} fallback={<ScreenLoader />} />
      ) : (
        <Drawn screen={screen} title={title} />
      )}
    </ErrorBoundary>
  );
}

/** A screen of the entry chunk (the login page), drawn at once. */
function Drawn({ screen: Screen, title }: { readonly screen: ComponentType<ScreenProps>; readonly title: string }) {
  return <Screen title={title} />;
}

function isPreloadable(screen: Screen | ComponentType<ScreenProps>): screen is Screen {
  return 'preload' in screen;
}

export function ScreenLoader() {
  return (
    <div className="screen-loader">
      <Spinner size="lg" label="Memuat halaman" />
    </div>
  );
}
