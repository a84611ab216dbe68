import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ManualClock } from '../../lib/clock.js';
import type { App } from '../../lib/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let app: App;
const dir = mkdtempSync(join(tmpdir(), 'osk-media-'));

beforeAll(async () => {
  writeFileSync(join(dir, 'Znak A-7.JPG'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
  writeFileSync(join(dir, 'film1.mp4'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'zo\u0301łw.png'), Buffer.from('png'));
  mkdirSync(join(dir, 'sub'));
  t = await createTestApp();
  ({ app } = await buildApp({
    database: t.database,
    clock: new ManualClock(),
    demo: false,
    supportEmail: 'a@example.com',
    mail: null,
    sms: null,
    publicUrl: 'http://localhost:8080',
    webDist: null,
    questionMediaDir: dir,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('question media', () => {
  it('serves a medium to anyone by name, whatever its case, with a day of caching', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/questions/media/${encodeURIComponent('znak a-7.jpg')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('matches a name in another Unicode normalisation form', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/questions/media/${encodeURIComponent('zółw.png'.normalize('NFC'))}` });
    expect(res.statusCode).toBe(200);
  });

  it('streams films in ranges', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/questions/media/film1.mp4', headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(100);
    expect(res.headers['content-type']).toBe('video/mp4');
  });

  it('answers 404 for an unknown medium and 400 for a path outside the directory', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/questions/media/missing.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/questions/media/${encodeURIComponent('../package.json')}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/questions/media/${encodeURIComponent('.hidden')}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/questions/media/sub' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/questions/media/film1.mp4' })).statusCode).toBe(404);
  });
});
