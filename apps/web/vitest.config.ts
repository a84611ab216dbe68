import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { languageMessages } from './build/language-messages.ts';

// The web's component and unit tests, a project of the root vitest config. Test files that render
// components set their own environment (`// @vitest-environment jsdom`).
// Vitest needs the default export.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [languageMessages()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Form tests type and click through whole screens; on two busy cores one can take several seconds.
    testTimeout: 15_000,
    // The PKK signing tests' certificate, made in Node before the jsdom tests start.
    globalSetup: ['src/features/pkk-signing/test/certificate.global-setup.ts'],
  },
});
