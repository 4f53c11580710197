/**
 * Entry: styles, the install-prompt capture (before anything else can miss the event), the
 * router, then, once the page has loaded, the service worker and the build-update poll (their
 * code is fetched lazily so it never delays the first screen).
 */
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootShell } from './app/root-shell.tsx';
import { exposeAppState } from './lib/app-state.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';

exposeAppState();
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <RootShell />
    </BrowserRouter>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  const start = () => {
    void import('./lib/pwa.ts').then((m) => m.registerServiceWorker());
    void import('./lib/build-update.ts').then((m) => m.watchBuilds());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
