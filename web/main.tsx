import './app/jitlessZod';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadShell, startFirstRoute } from './app/App';
import { prefetchConfig, requestConfig } from './app/config';
import { LOGIN_PATH } from './app/entryRoutes';
import { localTokenStore } from './platform/tokenStore';
import './ui/theme.css';
import './ui/ui.css';
import './app/app.css';

/**
 * Boot: config.json is fetched at once and the portal drawn. Every screen but the login page needs
 * config.json checked before it runs (the API roots live there), so its check starts now, with the
 * shell's chunk for a seller who is logged in; the login page draws its form without either, and
 * config.json is checked once the page has loaded.
 */
const BASE = import.meta.env.BASE_URL.replace(/\/+$/, '');
const container = document.getElementById('root');
if (container) {
  void prefetchConfig();
  if (window.location.pathname !== `${BASE}${LOGIN_PATH}`) {
    requestConfig();
    // The screen asked for comes with the shell, side by side, not after it; its reads start once
    // config.json is checked, before either is drawn.
    if (localTokenStore.read() !== null) {
      const path = window.location.pathname.slice(BASE.length);
      preloadShell(path);
      startFirstRoute(`${path}${window.location.search}`);
    }
  }
  const portal = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // login.html comes with the login page drawn (web/prerender.tsx): a guest takes that form over as
  // it stands, typing included. A seller still logged in is sent on, so that page is not theirs.
  const drawn = container.firstElementChild !== null;
  const guestAtLogin = window.location.pathname === `${BASE}${LOGIN_PATH}` && localTokenStore.read() === null;
  if (drawn && guestAtLogin) hydrateRoot(container, portal);
  else {
    container.replaceChildren();
    createRoot(container).render(portal);
  }
  window.addEventListener('load', () => {
    requestConfig();
    // The service worker is not part of the first load either: it registers once the page has loaded.
    if ('serviceWorker' in navigator)
      void import('./app/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
