import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { loadConfig, setAppConfig } from './app/config';
import './ui/theme.css';
import './ui/ui.css';
import './app/app.css';

/** Boot: read config.json first (the API roots live there), then start the portal or explain why it cannot. */
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  void loadConfig().then((outcome) => {
    if (!outcome.ok) {
      root.render(<BootError message={outcome.message} />);
      return;
    }
    setAppConfig(outcome.config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // The service worker is not part of the first load: it registers once the page has loaded.
  if ('serviceWorker' in navigator) {
    window.addEventListener('load', () => {
      void import('./app/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
    });
  }
}
