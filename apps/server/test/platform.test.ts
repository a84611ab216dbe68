import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/lib/clock.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t.close();
});

describe('health, docs and errors', () => {
  it('reports the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves an OpenAPI document built from the contract schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/eprawko-rest/login/'].post).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/eprawko-rest/student/show'])).toContain('learningAvailableTill');
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'msg.error.not.found', message: 'Not found.' });
  });

  it('answers a URL that is not valid percent-encoding with a 400 in the error shape, echoing nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pliki/%zz%2e%2e/secret', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'msg.error.invalid.form', message: expect.any(String), fields: [{ field: 'url', key: 'msg.validation.invalid', message: 'Invalid value' }] });
    expect(res.body).not.toContain('secret');
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('does not register the dev outbox when demo mode is off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.com' });
    expect(res.statusCode).toBe(404);
  });
});

describe('serving the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'osk-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves hashed assets for a year, index.html revalidated, and the SPA fallback for app paths', async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const { app } = await buildApp({ database: t.database, clock: new ManualClock(), demo: false, supportEmail: 'a@example.com', mail: null, sms: null, publicUrl: 'http://localhost:8080', webDist: dist });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/profile/edit' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>app</title>');
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    await app.close();
  });
});
