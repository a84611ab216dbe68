import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PWA_CACHE_VERSION as CACHE_VERSION } from './src/lib/pwa-cache-version.ts';
import { precompress } from './build/precompress.ts';
import { pwaShell } from './build/pwa-shell.ts';
import { languageMessages } from './build/language-messages.ts';
import { routePreload } from './build/route-preload.ts';
import { mantineComponentCss } from './build/mantine-css.ts';
import { preloadInTurns } from './build/preload-in-turns.ts';
import { LANGUAGE_STORAGE_KEY } from './src/lib/i18n/language-key.ts';

// The config may be loaded from the repository root (`vite build --config apps/web/vite.config.ts`);
// anchoring root here keeps index.html, public/ and dist/ inside apps/web either way.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** Identifier the contract's `z` is renamed to in the client build, declared pure for tree-shaking. */
const PURE_ZOD = '__oskPureZod';

/**
 * The contract builds its zod schemas at module load (`export const X = z.object(...)`), and zod's
 * builders carry no pure annotations, so importing one constant from '@osk/contract' used to pull
 * all of zod and every schema (about 30 KB gzipped) into the landing page. Renaming `z` inside the
 * contract's files to a unique name and declaring that name pure lets the bundler drop every schema
 * the importing chunk does not use; schemas that are used (login, student, contact forms) still ship,
 * in the lazy chunks that use them. Only the contract's own sources are touched.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'osk:pure-contract-schemas',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/') || !code.includes("import { z } from 'zod'")) return null;
      // `z` followed by a member access, also across a line break (`z\n    .string()`).
      const renamed = code
        .replace("import { z } from 'zod'", `import { z as ${PURE_ZOD} } from 'zod'`)
        .replace(/\bz(?=\s*\.)/g, PURE_ZOD);
      // Any other use of `z` (passed as a value, say) would now be undefined at run time: fail the
      // build instead. Strings and comments are blanked first so Polish "z" in texts does not count.
      const codeOnly = renamed
        .replace(`import { z as ${PURE_ZOD} } from 'zod'`, '')
        .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, '""');
      if (/\bz\b/.test(codeOnly)) this.error(`${id}: unexpected use of \`z\`; extend the osk:pure-contract-schemas plugin`);
      return renamed;
    },
  };
}

/** The files the service worker precaches: the shell the landing page needs (ADR 024). */
const shell = pwaShell();

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: false } };

// Vite needs the default export.
export default defineConfig({
  root: webRoot,
  plugins: [
    pureContractSchemas(),
    languageMessages(),
    // Each module gets the stylesheets of the Mantine components it draws (issue 19).
    mantineComponentCss(`${webRoot}src/`),
    react(),
    preloadInTurns(),
    routePreload({
      webRoot,
      common: ['src/locales/pl/first-frame.ts', 'src/locales/pl/rest.ts', 'src/locales/pl/school-area.ts'],
      firstFrame: ['src/locales/pl/first-frame.ts'],
      queryScope: 'src/lib/query-scope.tsx',
      messages: Object.fromEntries(['pl', 'en', 'de', 'ru', 'ua'].map((language) => [language, `\0osk-messages/${language}`])),
      languageKey: LANGUAGE_STORAGE_KEY,
    }),
    VitePWA({
      // The app registers the worker itself once the page is loaded and idle (src/app/service-worker.ts,
      // issue 19); the plugin writes no registration script.
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Prawko OSK',
        short_name: 'Prawko OSK',
        description: 'Nauka do egzaminu teoretycznego na prawo jazdy i obsługa szkoły jazdy.',
        lang: 'pl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1971c2',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The cache version is part of every cache name, so raising it drops all old caches at once.
        cacheId: `osk-${CACHE_VERSION}`,
        cleanupOutdatedCaches: true,
        // Only the shell is precached (index.html, the entry script and its static imports, the CSS,
        // the manifest and icons: about 25 of the build's 200 files); every other chunk is cached the
        // first time it is used (runtime rule for /assets/ below). The .br/.gz siblings never match.
        // The icons, favicon and manifest are added by vite-plugin-pwa itself (includeAssets, the
        // manifest's icons); images the code may import one day are cached at run time like chunks.
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [shell.manifestTransform],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        runtimeCaching: [
          {
            // The build's hashed files (lazy pages, dialogs, texts): a name never changes content, so
            // the cached copy is used without asking the network; only full 200 answers are kept, so
            // a chunk of another build missing on the server (404) is never cached.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: `osk-${CACHE_VERSION}-assets`,
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Same-origin files that are not precached (e.g. images added later): network first,
            // the cached copy only when offline.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: `osk-${CACHE_VERSION}-static`,
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
          {
            // Anonymous API reads only: answers to requests carrying a session id are personal and
            // must not outlive the session in a cache another user of the device could read.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              url.pathname.startsWith('/api/') &&
              !request.headers.has('jsessionid') &&
              // One-shot and per-visitor answers must never come back from a cache: a running demo
              // exam, activation and reset links, coupon checks, the demo outbox.
              !/\/(exam|activate|action|coupon|dev|social|partner|backToEprawko|confirm|checkIf)/.test(url.pathname),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: `osk-${CACHE_VERSION}-api`,
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 7 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    shell.plugin,
    // Last: compresses what every plugin before it wrote, the service worker included.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: [PURE_ZOD],
        // zod's only import-time effect is installing its default English messages; the contract
        // gives every message itself. Without this, the bare `import { z }` of a contract module
        // whose schemas were all dropped would still pull zod in. Other modules keep their
        // package.json sideEffects (undefined = default).
        moduleSideEffects: (id) => (/[\\/]node_modules[\\/]zod[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs (React, the router, i18next, Mantine's core and hooks) as
            // one file: left to itself the bundler split the landing page into 18 files wherever a
            // module is shared with a lazy page, and on a mobile connection each is another round
            // trip through a handful of connections before the first paint (issue 19).
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]|@mantine[\\/](core[\\/]esm[\\/](core|components[\\/]UnstyledButton)|hooks)[\\/]/,
              priority: 20,
            },
            // The data layer of every page after login (TanStack Query) as one file rather than five.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 15 },
            // zod is needed only by the lazily loaded forms and pages; in its own chunk it cannot be
            // merged into a shared chunk that the landing page imports.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
});
