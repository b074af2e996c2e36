import { useCallback, useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { describeApiError } from '@core/api/errors';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { authRoutes, HOME_PATH, routeTitle } from '../routes';
import { RoutedScreen } from '../RoutedScreen';
import { useSession } from '../session';
import { loadProfile } from '../sessionActions';
import { useOrderBadges } from './badges';
import { showNewChatToast } from './chatToast';
import { Footer } from './Footer';
import { NetworkErrorDialog } from './NetworkErrorDialog';
import { ScrollToTop } from './ScrollToTop';
import { ShellNotices } from './ShellNotices';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useChatUnread } from './useNewChatToast';
import './shell.css';

/** The authenticated routes; '/' and unknown paths go to the dashboard (spec 000 §2). */
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

/** 'Shell has no user id' (spec 000 §8): the profile could not be read, for a reason other than the network. */
function ProfileProblem() {
  const error = useSession((state) => (state.status === 'failed' && !state.serverUnreachable ? state.profileError : null));
  if (!error) return null;
  return (
    <div className="shell__problem">
      <Alert
        tone="danger"
        title="NetworkError from container"
        action={
          <Button variant="secondary" size="sm" onClick={() => void loadProfile()}>
            Coba lagi
          </Button>
        }
      >
        {describeApiError(error)}
      </Alert>
    </div>
  );
}

/** Sidebar, top bar, content, footer and the shell's dialogs around the authenticated screens. */
export function Shell() {
  const [location, navigate] = useLocation();
  const user = useSession((state) => state.user);
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  // The shell load reads the profile once; the online check keeps it fresh afterwards.
  useEffect(() => {
    void loadProfile();
  }, []);

  // The mobile menu closes after navigation.
  useEffect(() => setMenuOpen(false), [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  useOrderBadges(location, user !== null);
  const announceChat = useCallback(() => showNewChatToast(() => navigate('/chat')), [navigate]);
  useChatUnread(user?.id ?? null, announceChat);

  const classes = ['shell', collapsed ? 'shell--collapsed' : '', menuOpen ? 'shell--menu-open' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <Sidebar user={user} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} onClose={() => setMenuOpen(false)} />
      <div className="shell__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      <div className="shell__main">
        <TopBar user={user} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <main className="shell__content">
          <ProfileProblem />
          <ShellRoutes />
        </main>
        <Footer />
      </div>
      <ScrollToTop />
      <NetworkErrorDialog />
      <ShellNotices user={user} />
    </div>
  );
}
