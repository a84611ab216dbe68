// Mantine's base styles; each component's stylesheet comes with the modules that draw it (build/mantine-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreensAt } from './app/route-screens';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import { appRoutes } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { readStoredLanguage } from './lib/i18n/languages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The landing page's texts must be ready before the first render, or the first paint would show raw
// keys; the other Polish texts come with the first lazy page or dialog, and the message catalogue
// (error texts) follows in the background.
//
// The first render is a transition, so React draws the app in slices of a few milliseconds and the
// browser stays responsive meanwhile; rendered as an ordinary update it was one task of 250-500 ms at
// 4x CPU on every page (Lighthouse's total blocking time, issue 19).
//
// A lazily loaded page is fetched before that first render, once the texts are set up (route-preload.js has usually asked for
// its chunks already), so the first frame has the page in it rather than a loader that React would
// replace only after its 300 ms reveal throttle.
void initI18n(readStoredLanguage(), { awaitMessages: false, awaitTexts: false })
  .then(() => preloadScreensAt(appRoutes, window.location.pathname))
  .then(() => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });

// The installed app's service worker, once the page is loaded and idle (not in the dev server, which builds none).
if (import.meta.env.PROD) registerServiceWorkerWhenIdle(window);
