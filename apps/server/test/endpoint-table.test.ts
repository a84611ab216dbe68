import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_DEFINITIONS, endpointRouteUrl } from '@osk/contract';
import { createTestApp, type TestApp } from './test-app.js';

/** `METHOD /api/url` of the app's routes under /api, without the docs UI and the HEAD twins of GETs. */
function registeredApiRoutes(t: TestApp): string[] {
  return t.routes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
}

describe('the contract endpoint table is the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const defined = ENDPOINT_DEFINITIONS.map((e) => `${e.method} ${endpointRouteUrl(e)}`);

  it('registers every endpoint the contract defines, once, with its access', () => {
    const registered = registeredApiRoutes(t);
    for (const route of defined) expect(registered.filter((r) => r === route), route).toHaveLength(1);
    for (const endpoint of ENDPOINT_DEFINITIONS) {
      const route = t.routes.find((r) => r.method === endpoint.method && r.url === endpointRouteUrl(endpoint));
      expect(route?.access, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.access);
    }
  });

  // Every route under /api comes from a contract definition (issue 21, item 3).
  it('registers no route under /api that the contract does not define', () => {
    expect(registeredApiRoutes(t).filter((r) => !defined.includes(r))).toEqual([]);
  });

  it('defines each endpoint once', () => {
    expect(new Set(defined).size).toBe(defined.length);
  });
});

/** The demo stand-ins, registered only in demo mode (production-mode.test.ts checks that every demo-only route is under these paths). */
const DEMO_ONLY = /^\w+ \/api\/(dev\/|pkk\/demo\/)/;

describe('the contract endpoint table outside demo mode', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ demo: false });
  });
  afterAll(async () => plain.close());

  const defined = ENDPOINT_DEFINITIONS.map((e) => `${e.method} ${endpointRouteUrl(e)}`);

  it('is the route table without the demo stand-ins', () => {
    const registered = registeredApiRoutes(plain);
    expect(registered.filter((r) => DEMO_ONLY.test(r))).toEqual([]);
    for (const route of defined.filter((r) => !DEMO_ONLY.test(r))) expect(registered.filter((r) => r === route), route).toHaveLength(1);
    expect(registered.filter((r) => !defined.includes(r))).toEqual([]);
  });
});
