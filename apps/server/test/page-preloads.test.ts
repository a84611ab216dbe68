import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import type { App } from '../src/lib/http.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Each page of the app gets index.html with its own preload links, from the build's
 * page-preloads.json, in place of route-preload.js (issue 19); everything else keeps the plain
 * index.html with the script.
 */

const ENTRY = '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>';
const SCRIPT = '<script async  src="/route-preload.js"></script>';
const html = `<!doctype html>\n<html lang="pl">\n  <head>\n    <title>app</title>\n    ${SCRIPT}\n    ${ENTRY}\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const link = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const style = (file: string) => `<link rel="preload" as="style" crossorigin href="/assets/${file}">`;
const preloads = {
  script: '/route-preload.js',
  pages: [
    ['/exam/exam/:id', link('texts.js') + link('exam.js') + style('exam.css')],
    ['/stats', link('texts.js') + link('stats.js')],
    ['/stats/:id', link('texts.js') + link('stats.js')],
    ['/action/:type/:uuid', link('texts.js') + link('action.js')],
    ['/action/ASSIGN_STUDENT/:uuid', link('texts.js') + link('attach.js')],
    // Only the parameter's name differs: the first wins, as in the script.
    ['/action/:kind/:id', link('texts.js') + link('other.js')],
  ],
};

async function appServing(files: Record<string, string>): Promise<{ app: App; close: () => Promise<void> }> {
  const dist = mkdtempSync(join(tmpdir(), 'osk-dist-pages-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  const t: TestApp = await createTestApp({ demo: false });
  const { app } = await buildApp({ database: t.database, clock: new ManualClock(), demo: false, supportEmail: 'a@example.com', mail: null, sms: null, publicUrl: 'http://localhost:8080', webDist: dist });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

let served: Awaited<ReturnType<typeof appServing>>;
beforeAll(async () => {
  served = await appServing({ 'index.html': html, 'route-preload.js': '(function(){})();', 'page-preloads.json': JSON.stringify(preloads) });
});
afterAll(async () => served?.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await served.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
};

describe("a page's own preload links", () => {
  it("writes the page's links into its head in place of route-preload.js, after the entry", async () => {
    const body = await page('/exam/exam/demo');
    expect(body).not.toContain('route-preload.js');
    expect(body).toContain(ENTRY);
    expect(body).toContain(`${ENTRY}\n  ${link('texts.js')}${link('exam.js')}${style('exam.css')}</head>`);
    expect(body.indexOf(ENTRY)).toBeLessThan(body.indexOf(link('exam.js')));
  });

  it('matches parameters and optional segments, static segments before parameters', async () => {
    expect(await page('/stats')).toContain(link('stats.js'));
    expect(await page('/stats/12?from=exam')).toContain(link('stats.js'));
    expect(await page('/action/ASSIGN_STUDENT/abc')).toContain(link('attach.js'));
    const other = await page('/action/RESET/abc');
    expect(other).toContain(link('action.js'));
    expect(other).not.toContain('other.js');
  });

  it('sends the page compressed as asked, the same page as the plain one', async () => {
    const res = await served.app.inject({ method: 'GET', url: '/exam/exam/demo', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(await page('/exam/exam/demo'));
    const head = await served.app.inject({ method: 'HEAD', url: '/exam/exam/demo' });
    expect(head.statusCode).toBe(200);
  });

  it('keeps the plain index.html with the script for the home page and unknown addresses; the API keeps its JSON 404', async () => {
    expect(await page('/')).toBe(html);
    expect(await page('/no/such/page')).toBe(html);
    expect(await page('/stats/1/2')).toBe(html);
    const api = await served.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'msg.error.not.found' });
    const chunk = await served.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(chunk.statusCode).toBe(404);
  });

  it('serves every page the plain index.html when the build wrote no list, or index.html has no such script', async () => {
    const withoutList = await appServing({ 'index.html': html });
    const withoutScript = await appServing({ 'index.html': html.replace(SCRIPT, ''), 'page-preloads.json': JSON.stringify(preloads) });
    try {
      for (const { app, expected } of [
        { app: withoutList.app, expected: html },
        { app: withoutScript.app, expected: html.replace(SCRIPT, '') },
      ]) {
        const res = await app.inject({ method: 'GET', url: '/exam/exam/demo' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(expected);
      }
    } finally {
      await withoutList.close();
      await withoutScript.close();
    }
  });
});
