import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';
import { readStoredLanguage } from './lib/i18n/languages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Texts must be ready before the first render, or the first paint would show raw keys.
void initI18n(readStoredLanguage()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
