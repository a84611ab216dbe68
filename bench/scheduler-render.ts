// `npm run bench` (called by bench/run.ts; alone: `node --import tsx bench/scheduler-render.ts`): the
// school's scheduler week with 2,000 lessons rendered in the browser (headless Chromium through
// playwright-core), in each view that shows many lessons at once: the compact week (a school's default
// on a desktop since issue 22), the calendar grid's week, and the day by instructor. Issue 10's and
// issue 22's target: the render after the lessons have arrived takes at most 500 ms.
// Needs the built web app (`npm run build`) and Chromium at CHROME_PATH or /usr/bin/chromium.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { openMemoryPglite } from '../apps/server/src/db/client.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { seed } from './scheduler.js';

// The functions below run in the page; the server's compiler settings have no DOM types.
declare const window: { localStorage: { setItem(key: string, value: string): void } };
declare const document: { querySelectorAll(selector: string): { length: number }; querySelector(selector: string): unknown };

const TARGET_MS = 500;
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 5);
// BENCH_WEB_DIST: another build to measure (a before / after comparison).
const WEB_DIST = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function benchSchedulerRender(): Promise<boolean> {
  if (!existsSync(`${WEB_DIST}/index.html`) || !existsSync(CHROME)) {
    console.log(`\nScheduler render: skipped (needs ${existsSync(`${WEB_DIST}/index.html`) ? '' : '`npm run build`'} ${existsSync(CHROME) ? '' : `Chromium at ${CHROME}`})`);
    return true;
  }
  const database = await openMemoryPglite();
  await database.migrate();
  const login = await seed(database);
  const { app } = await buildApp({ database, clock: systemClock, demo: false, supportEmail: '', mail: null, sms: null, publicUrl: 'http://localhost', webDist: WEB_DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const views = [
    { view: 'week', name: 'compact week (rows by instructor)', selector: '[data-testid^="view-lesson-"]' },
    { view: 'grid-week', name: 'calendar grid week', selector: '.fc-timegrid-event, .fc-timegrid-more-link' },
    { view: 'day-instructors', name: 'day, a column per instructor', selector: '[data-testid^="view-lesson-"]' },
  ];
  const results: Array<{ name: string; renders: number[]; totals: number[]; shown: number }> = [];
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/api/eprawko-rest/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: login.email, password: login.password }) });
    const user = await res.text();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
    await context.addCookies([{ name: 'agreeCookies', value: 'true', url: base }]);
    await context.addInitScript((stored) => window.localStorage.setItem('osk.user', stored), user);
    const page = await context.newPage();
    // BENCH_RENDER_VIEWS=week,day-instructors: only those views.
    const only = process.env.BENCH_RENDER_VIEWS?.split(',');
    for (const { view, name, selector } of views.filter((v) => !only || only.includes(v.view))) {
      const renders: number[] = [];
      const totals: number[] = [];
      let shown = 0;
      for (let i = 0; i < RUNS + 1; i += 1) {
        const started = Date.now();
        const answered = page.waitForResponse((r) => r.url().includes('/api/lessons/lesson?') && r.status() === 200, { timeout: 60_000 });
        await page.goto(`${base}/scheduler?view=${view}`);
        const response = await answered;
        await response.finished();
        const arrived = Date.now();
        // Rendered: the lessons are on screen and the loading mark is gone.
        await page.waitForFunction((sel) => document.querySelectorAll(sel).length > 0 && !document.querySelector('[data-testid="scheduler-loading"]'), selector, { timeout: 60_000, polling: 'raf' });
        const done = Date.now();
        shown = await page.evaluate((sel) => document.querySelectorAll(sel).length, selector);
        // The first load also fetches the page's code: not counted.
        if (i > 0) {
          renders.push(done - arrived);
          totals.push(done - started);
        }
      }
      results.push({ name, renders: renders.sort((a, b) => a - b), totals: totals.sort((a, b) => a - b), shown });
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
  let ok = true;
  console.log(`\nScheduler render in headless Chromium: a week of 2,000 lessons, ${RUNS} page loads per view after a first one (target: render after the answer <= ${TARGET_MS} ms)\n`);
  console.log('| view | answer received -> lessons on screen, median / max ms | navigation -> on screen, median / max ms | lessons drawn | target |');
  console.log('|---|---:|---:|---:|---|');
  for (const r of results) {
    const max = r.renders[r.renders.length - 1] ?? 0;
    const met = max <= TARGET_MS;
    ok &&= met;
    console.log(`| ${r.name} | ${r.renders[Math.floor(r.renders.length / 2)] ?? 0} / ${max} | ${r.totals[Math.floor(r.totals.length / 2)] ?? 0} / ${r.totals[r.totals.length - 1] ?? 0} | ${r.shown} | ${met ? 'met' : 'MISSED'} |`);
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchSchedulerRender();
  process.exitCode = ok ? 0 : 1;
}
