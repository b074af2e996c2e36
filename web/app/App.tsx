import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { LoginScreen } from '@web/features/auth/LoginScreen';
import { TOKEN_KEY } from '@web/platform/tokenStore';
import { BootError } from './BootError';
import { requestConfig, useConfigState, whenConfigured } from './config';
import { guestRoutes, HOME_PATH, LOGIN_PATH, LOGIN_TITLE, routeTitle } from './entryRoutes';
import { Loaded } from './Loaded';
import { preloadable } from './preloadable';
import { RoutedScreen, ScreenLoader } from './RoutedScreen';
import { syncTokenFromStorage, useSession } from './session';
import { Splash } from './Splash';
import { Toasts } from './Toasts';

/** The authenticated layout (sidebar, top bar, dialogs) is its own chunk: the login page does not load it. */
const Shell = preloadable(() => import('./shell/Shell').then((m) => m.Shell));

/** Fetches the shell's chunk and the chunk of the screen at `path` now, side by side: a seller who opens the portal logged in needs both once config.json is checked. */
export function preloadShell(path: string): void {
  void Shell.preload();
  void import('./routes').then(({ preloadRoute }) => preloadRoute(path));
}

/**
 * A seller who opens the portal logged in: the reads of the screen at `href` start as soon as the
 * route table and config.json are in, not once the shell has been drawn; the shell's first screen
 * then takes them as its own.
 */
export function startFirstRoute(href: string): void {
  void Promise.all([import('./routeStart'), whenConfigured()]).then(([{ routeIntent }]) => routeIntent(href));
}

/** Server state for the guest screens (registration's reference lists, the forgot-password calls); not part of the login page. */
const QueryProvider = preloadable(() => import('./api/QueryProvider').then((m) => m.QueryProvider));

/** wouter wants the base without its trailing slash. */
const BASE = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** Local storage decides: re-read the token on every route change and when another tab changes it. */
function TokenSync() {
  const [location] = useLocation();
  useEffect(() => syncTokenFromStorage(), [location]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY) syncTokenFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}

/**
 * On the login page, once the seller starts typing (the first focus), the code of what follows the
 * login is fetched meanwhile: the shell and the dashboard. The login answer then finds it there.
 */
function PreloadAfterLogin() {
  useEffect(() => {
    const preload = () => preloadShell(HOME_PATH);
    window.addEventListener('focusin', preload, { once: true });
    return () => window.removeEventListener('focusin', preload);
  }, []);
  return null;
}

/** Guest-only: a logged-in user is sent to '/', which is the dashboard; we go there directly. */
function GuestOnly({ children }: { readonly children: ReactNode }) {
  const token = useSession((state) => state.token);
  return token ? <Redirect to={HOME_PATH} replace /> : <>{children}</>;
}

/** Screens that call the API run once config.json is checked (the login page alone draws before). */
function ConfigGate({ children }: { readonly children: ReactNode }) {
  const config = useConfigState();
  useEffect(() => requestConfig(), []);
  return config.status === 'ready' ? <>{children}</> : <ScreenLoader />;
}

/**
 * The start-up loader is the shell's (the spec names it among the shell's parts): shown when the
 * portal starts on a shell page, never over the login page, which takes input from its first frame,
 * nor over the guest pages, and not again when the login leads into the shell.
 */
function StartupSplash() {
  const [location] = useLocation();
  const [atShell] = useState(() => location !== LOGIN_PATH && !guestRoutes.some((route) => route.path === location));
  return atShell ? <Splash /> : null;
}

/** Everything else needs a token; the shell routes inside. */
function Authenticated() {
  const token = useSession((state) => state.token);
  if (!token) return <Redirect to={LOGIN_PATH} replace />;
  return (
    <ConfigGate>
      <Loaded component={Shell} props={{}} fallback={<ScreenLoader />} />
    </ConfigGate>
  );
}

export function App({ ssrPath }: { readonly ssrPath?: string } = {}) {
  const config = useConfigState();
  // config.json missing or malformed: the portal cannot start, and says why.
  if (config.status === 'failed') return <BootError message={config.message} />;
  return (
    <Router base={BASE} ssrPath={ssrPath}>
      <StartupSplash />
      <Toasts />
      <TokenSync />
      <Switch>
        <Route path={LOGIN_PATH}>
          <GuestOnly>
            <RoutedScreen screen={LoginScreen} title={LOGIN_TITLE} resetKey={LOGIN_PATH} />
            <PreloadAfterLogin />
          </GuestOnly>
        </Route>
        {guestRoutes.map((route) => (
          <Route key={route.path} path={route.path}>
            <GuestOnly>
              <main className="guest-page">
                <ConfigGate>
                  <Loaded
                    component={QueryProvider}
                    props={{
                      children: (
                        <RoutedScreen screen={route.screen} title={routeTitle(route, {})} resetKey={route.path} />
                      ),
                    }}
                    fallback={<ScreenLoader />}
                  />
                </ConfigGate>
              </main>
            </GuestOnly>
          </Route>
        ))}
        <Route>
          <Authenticated />
        </Route>
      </Switch>
    </Router>
  );
}
