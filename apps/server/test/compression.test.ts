import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import type { App } from '../src/lib/http.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Compression on the wire: the built web app's files are sent as the brotli or gzip sibling the build
 * made (chosen by Accept-Encoding), the SPA fallback likewise, and JSON answers over 1 KB are
 * compressed on the fly; ranges of media stay plain bytes.
 */

const dist = mkdtempSync(join(tmpdir(), 'osk-dist-compress-'));
const media = mkdtempSync(join(tmpdir(), 'osk-media-compress-'));
// Big enough to be worth compressing, varied enough that its compressed forms differ from it.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // line ${i}`).join('\n');
const html = `<!doctype html><html lang="pl"><head><title>app</title><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>tekst</p>'.repeat(200)}</body></html>`;
const worker = `self.addEventListener('fetch', () => {});\n${'// precache\n'.repeat(200)}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(300)}</svg>`;

let t: TestApp;
let app: App;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  const write = (path: string, text: string, compressed: boolean) => {
    writeFileSync(join(dist, path), text);
    if (!compressed) return;
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text, { level: 9 }));
  };
  write('index.html', html, true);
  write('assets/index-AbC123.js', script, true);
  write('sw.js', worker, true);
  // Under 1 KB: the build leaves such files without siblings.
  write('registerSW.js', "if('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js')", false);
  writeFileSync(join(media, 'znak.svg'), svg);
  writeFileSync(join(media, 'film.mp4'), Buffer.alloc(8192, 7));

  t = await createTestApp({ demo: false });
  ({ app } = await buildApp({
    database: t.database,
    clock: new ManualClock(),
    demo: false,
    supportEmail: 'a@example.com',
    mail: null,
    sms: null,
    publicUrl: 'http://localhost:8080',
    webDist: dist,
    questionMediaDir: media,
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(media, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

describe('static files of the web app', () => {
  it('sends the brotli sibling when brotli is accepted, gzip when only gzip is, else the file itself', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(join(dist, 'assets/index-AbC123.js.br')))).toBe(true);
    expect(decoded(br)).toBe(script);

    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const unsupported = await get('/assets/index-AbC123.js', 'deflate');
    expect(unsupported.headers['content-encoding']).toBeUndefined();
    expect(unsupported.body).toBe(script);

    for (const res of [br, gzip, plain, unsupported]) {
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    // Each encoding is its own representation: its validator differs from the plain file's.
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('revalidates files outside /assets/ (the service worker, index.html) and compresses them too', async () => {
    const sw = await get('/sw.js', 'br, gzip');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(sw)).toBe(worker);

    const index = await get('/index.html', 'gzip');
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(decoded(index)).toBe(html);
  });

  it('sends a small file without a compressed sibling as it is, not compressed on the fly', async () => {
    const res = await get('/registerSW.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('serviceWorker');
  });

  it('answers HEAD with the headers of the chosen encoding and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(readFileSync(join(dist, 'assets/index-AbC123.js.br')).length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers a range of the encoded file when an encoding is chosen, of the plain file otherwise', async () => {
    const encoded = readFileSync(join(dist, 'assets/index-AbC123.js.br'));
    const br = await get('/assets/index-AbC123.js', 'br', { range: 'bytes=0-9' });
    expect(br.statusCode).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-9/${encoded.length}`);
    expect(br.rawPayload.equals(encoded.subarray(0, 10))).toBe(true);

    const plain = await get('/assets/index-AbC123.js', undefined, { range: 'bytes=0-9' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(script)}`);
    expect(plain.body).toBe(script.slice(0, 10));
  });

  it('does not serve the compressed siblings under their own names', async () => {
    expect((await get('/assets/index-AbC123.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/sw.js.gz')).statusCode).toBe(404);
  });

  it('answers a missing file under /assets/ with 404, not with the app page', async () => {
    const res = await get('/assets/index-Old999.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });
});

describe('the SPA fallback', () => {
  it('sends index.html compressed by Accept-Encoding, with Vary, revalidated', async () => {
    const br = await get('/learn/choose', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(decoded(br)).toBe(html);

    const gzip = await get('/profile/edit', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(html);

    const plain = await get('/profile/edit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(html);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/learn/choose', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.rawPayload.length).toBe(0);
  });

  it('keeps unknown API paths a JSON 404 in the error shape', async () => {
    const res = await get('/api/unknown', 'br', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(decoded(res)).toBe(JSON.stringify({ code: 'msg.error.not.found', message: 'Not found.' }));
  });
});

describe('JSON answers', () => {
  it('compresses a big JSON answer (the OpenAPI document) by Accept-Encoding, with Vary', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
  });

  it('sends a small JSON answer as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('does not decompress request bodies (no Content-Encoding accepted on requests)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/eprawko-rest/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': 'en' },
      payload: gzipSync(JSON.stringify({ userName: 'a@example.com', password: 'x' })),
    });
    // Decompressed, this would be a well-formed login answered 401; left as it is, it is no JSON.
    expect(res.statusCode).toBe(400);
  });
});

describe('media', () => {
  it('answers a range of a medium with the plain bytes, even of a compressible type', async () => {
    const res = await get('/api/questions/media/znak.svg', 'br, gzip', { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 0-99/${Buffer.byteLength(svg)}`);
    expect(res.body).toBe(svg.slice(0, 100));
  });

  it('never compresses films', async () => {
    const whole = await get('/api/questions/media/film.mp4', 'br, gzip');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.length).toBe(8192);
    const part = await get('/api/questions/media/film.mp4', 'br, gzip', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.length).toBe(100);
  });
});
