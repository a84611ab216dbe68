import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// The journeys run against the built app served by the real server in demo mode on a fresh embedded
// database. Workers inherit the runner's environment, so they all see the same data directory.
const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '..', '..');
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'osk-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8181);
/** Journeys that count what every journey of the demo learner changes (see projects below). */
const SHARED_COUNTS = ['**/learn-practice.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  outputDir: join(tmpdir(), 'osk-e2e-results'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The journeys share the demo learner. Most of them read only what they change themselves, but the
  // practice journey counts the learner's mistakes over the whole category: a wrong answer of another
  // journey running beside it changes that count. It runs after the others, alone.
  projects: [
    { name: 'journeys', testIgnore: SHARED_COUNTS },
    { name: 'shared-learner-counts', testMatch: SHARED_COUNTS, dependencies: ['journeys'] },
  ],
  webServer: {
    command: `npx tsx apps/server/src/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, DEMO: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
  },
});
