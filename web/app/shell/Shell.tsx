import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useRouter, type AroundNavHandler } from 'wouter';
import { QueryError } from '@web/ui/QueryState';
import { profileQuery } from '../api/profile';
import { apiErrorOf } from '../api/query';
import { QueryProvider } from '../api/QueryProvider';
import { authRoutes, HOME_PATH, routeTitle } from '../routes';
import { RoutedScreen } from '../RoutedScreen';
import { routeNavigation } from '../routeStart';
import { useSession } from '../session';
import { useChatRealtime } from './chatRealtime';
import { showNewChatToast } from './chatToast';
import { Footer } from './Footer';
import { NetworkErrorDialog } from './NetworkErrorDialog';
import { useOnlineCheck } from './onlineCheck';
import { useScreenReadsFirst } from './screenReadsFirst';
import { ScrollToTop } from './ScrollToTop';
import { ShellNotices } from './ShellNotices';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './shell.css';

/**
 * Every navigation inside the shell starts its route (the screen's chunk and reads) before it moves:
 * a link followed, a list's page, sort or filter changed (each a navigation of its query string),
 * a redirect; the back and forward buttons and the shell's first screen too.
 */
function RouteStarts({ children }: { readonly children: ReactNode }) {
  const { base } = useRouter();
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      routeNavigation(to.startsWith(base) ? to.slice(base.length) || '/' : to);
      navigate(to, options);
    },
    [base],
  );
  // Before the screens' own effects: their reads then find the route's on its way.
  useLayoutEffect(() => {
    const here = () => routeNavigation(`${window.location.pathname.slice(base.length)}${window.location.search}`);
    here();
    window.addEventListener('popstate', here);
    return () => window.removeEventListener('popstate', here);
  }, [base]);
  return <Router aroundNav={aroundNav}>{children}</Router>;
}

/** The authenticated routes; '/' and unknown paths go to the dashboard. */
function ShellRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={HOME_PATH} replace />
      </Route>
      {authRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params) => <RoutedScreen screen={route.screen} title={routeTitle(route, params)} resetKey={route.path} />}
        </Route>
      ))}
      <Route>
        <Redirect to={HOME_PATH} replace />
      </Route>
    </Switch>
  );
}

/** 'Shell has no user id': the profile could not be read, for a reason other than the network. */
function ProfileProblem() {
  const profile = useQuery(profileQuery);
  const kind = apiErrorOf(profile.error)?.kind;
  if (profile.status !== 'error' || kind === 'network' || kind === 'unauthorized') return null;
  return (
    <div className="shell__problem">
      <QueryError
        error={profile.error}
        title="NetworkError from container"
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    </div>
  );
}

/** The authenticated layout, inside the portal's one QueryClient (loaded with the shell, not on the login page). */
export function Shell() {
  return (
    <QueryProvider>
      <RouteStarts>
        <ShellLayout />
      </RouteStarts>
    </QueryProvider>
  );
}

/** Sidebar, top bar, content, footer and the shell's dialogs around the authenticated screens. */
function ShellLayout() {
  const [location, navigate] = useLocation();
  // The shell load reads the profile; the online check (onlineCheck.ts) reads it again.
  // A token removed behind the portal's back stops every seller call at once (the route guard then leaves).
  const signedIn = useSession((state) => state.token !== null);
  const profile = useQuery({ ...profileQuery, enabled: signedIn });
  useOnlineCheck(signedIn);
  const user = signedIn ? (profile.data ?? null) : null;
  const [collapsed, setCollapsed] = useState(false);
  // The mobile menu is open at the location it was opened at: navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const announceChat = useCallback(() => showNewChatToast(() => navigate('/chat')), [navigate]);
  // The badges and the chat total wait for the screen's own answers (screenReadsFirst).
  const secondaryReads = useScreenReadsFirst();
  const reader = secondaryReads ? user : null;
  useChatRealtime(reader?.id ?? null, announceChat);

  const classes = ['shell', collapsed ? 'shell--collapsed' : '', menuOpen ? 'shell--menu-open' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <Sidebar
        user={user}
        badgesFor={reader?.id ?? null}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
        onClose={() => setMenuOpen(false)}
      />
      <div className="shell__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      <div className="shell__main">
        <TopBar
          user={user}
          online={apiErrorOf(profile.error)?.kind !== 'network'}
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
        />
        <main className="shell__content">
          <ProfileProblem />
          <ShellRoutes />
        </main>
        <Footer />
      </div>
      <ScrollToTop />
      <NetworkErrorDialog unreachable={profile.status === 'error' && apiErrorOf(profile.error)?.kind === 'network'} />
      <ShellNotices user={user} />
    </div>
  );
}
