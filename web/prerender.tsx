import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import { LOGIN_PATH } from './app/entryRoutes';

/**
 * The login page as HTML, drawn at build time (vite.config.ts writes it into login.html): a seller
 * on a slow phone can type from the first paint, and the page's script takes the form over when
 * it has run (main.tsx hydrates it).
 */
export function renderLogin(): string {
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
  return renderToString(
    <StrictMode>
      <App ssrPath={`${base}${LOGIN_PATH}`} />
    </StrictMode>,
  );
}
