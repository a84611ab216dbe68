import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';
import { readStoredLanguage } from './lib/i18n/languages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The landing page's texts must be ready before the first render, or the first paint would show raw
// keys; the other Polish texts come with the first lazy page or dialog, and the message catalogue
// (error texts) follows in the background.
void initI18n(readStoredLanguage(), { awaitMessages: false, awaitTexts: false }).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
