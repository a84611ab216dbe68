import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

// The installed app (service worker) opens offline with only the shell precached: the landing page,
// and the pages visited while online (their chunks cached as they were used). What the server sends
// is the build's brotli sibling of each file. Runs against the built app (apps/web/dist, or WEB_DIST as
// the server takes it).

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const NETWORK_ERROR = 'Brak połączenia z serwerem';

/** The entry script of the built index.html, without the leading slash. */
function entryScript(): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const src = /<script[^>]*type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('the built index.html has no module script');
  return src;
}

/** The URLs sw.js precaches (generateSW writes them as `{url:"…",revision:…}`), without duplicates. */
function precached(): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] as string))];
}

async function logIn(page: Page): Promise<void> {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('the service worker precaches the shell only, and no compressed sibling', () => {
  const urls = precached();
  const bytes = urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0);
  expect(urls).toContain('index.html');
  expect(urls).toContain(entryScript());
  expect(urls.length).toBeLessThan(60);
  expect(bytes).toBeLessThan(800 * 1024);
  expect(urls.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  // The build wrote the siblings, the service worker's among them.
  for (const file of [entryScript(), 'index.html', 'sw.js']) {
    expect(existsSync(join(dist, `${file}.br`)), `${file}.br`).toBe(true);
    expect(existsSync(join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
  }
});

test('the server sends the entry script brotli-compressed, cached for a year', async ({ request }) => {
  const url = `/${entryScript()}`;
  const res = await request.get(url, { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['vary']).toMatch(/accept-encoding/i);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(res.headers()['content-length'])).toBe(statSync(join(dist, `${entryScript()}.br`)).size);
  // The client decodes it back to the built file.
  expect(await res.text()).toBe(readFileSync(join(dist, entryScript()), 'utf8'));
});

test('the installed app opens offline: the landing page and the pages visited before', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-title')).toBeVisible();
  // Installed and active; after a reload it controls the page, so what is fetched from now on is cached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('home-title')).toBeVisible();

  await logIn(page);
  await expect(page.getByTestId('profile-heading')).toBeVisible();
  await page.goto('/learn/choose');
  await expect(page.getByTestId('learn-choose-title')).toBeVisible();
  // Visited means seen whole: the choice below the heading comes in its own chunk after the first paint.
  await expect(page.getByTestId('learn-categories')).toBeVisible();

  await context.setOffline(true);
  try {
    await page.goto('/');
    await expect(page.getByTestId('home-title')).toHaveText('Zdaj teorię na prawo jazdy za pierwszym razem');
    await expect(page.getByTestId('header-logout')).toBeVisible();

    // A visited page: its chunks come from the cache; its data cannot come, and says so in the app.
    await page.goto('/learn/choose');
    await expect(page.getByText(NETWORK_ERROR).first()).toBeVisible();
    await expect(page.getByTestId('header-logout')).toBeVisible();

    // The visited pages' chunks came from the runtime cache of /assets/, not from the precache.
    const shell = new Set(precached().map((url) => `/${url}`));
    const cached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.endsWith('-assets'));
      const cache = name ? await caches.open(name) : null;
      return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
    });
    expect(cached.filter((path) => !shell.has(path)).length).toBeGreaterThan(0);
  } finally {
    await context.setOffline(false);
  }
});
