import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { RESET_PASSWORD_MAILS_PER_IP_PER_HOUR } from '@osk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createStudent } from '../../test/factories.js';
import { addSigner, pkkSchool } from '../../test/pkk.factory.js';
import { PAYNOW_DEMO_KEYS } from '../integrations/paynow/config.js';
import { FakeProvider, catalogue, learner, paymentRow, sign } from '../modules/payments/payments.test-helpers.js';
import { appDepsFromEnv } from './app-deps.js';
import { ConfigError, loadEnv } from './env.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'osk-production-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * Runs `tsx apps/server/src/main.ts` with only the given environment, in a process group of its own
 * (tsx runs the server in a child process) that is killed after `timeoutMs` if it is still running.
 */
function runMain(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['apps/server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), LOG_LEVEL: 'warn', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('starting in production', () => {
  it('refuses demo mode with one line saying why and what to set, before opening anything', async () => {
    const dataDir = join(dir, 'demo-in-production');
    const run = await runMain({ NODE_ENV: 'production', DEMO: '1', DATA_DIR: dataDir });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: DEMO is on while NODE_ENV=production.*set DEMO=0/);
    expect(run.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);

  it('lists every missing production setting in one message and exits before listening', async () => {
    const dataDir = join(dir, 'bare-production');
    const run = await runMain({ NODE_ENV: 'production', DEMO: '0', DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'PAYNOW_API_KEY', 'SMTP_HOST', 'SMS_API_TOKEN', 'OPERATOR_TOKEN', 'PKK_TRUSTED_CA_FILE']) {
      expect(run.stderr).toContain(`  ${name}`);
    }
    expect(run.stderr).toMatch(/^Refusing to start: NODE_ENV=production needs these settings/);
    expect(run.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);
});

/** The demo-only routes: simulators, stand-in pages, the dev outbox and demo certificates. */
const DEMO_ONLY = [
  'GET /api/dev/outbox',
  'GET /api/dev/outbox/:id/attachments/:index',
  'POST /api/dev/partner-platform/login',
  'GET /api/dev/oauth/authorize',
  'GET /api/dev/paynow/pay/:paymentId',
  'POST /api/pkk/demo/certificate',
  'GET /api/dev/trusted-profile/:token',
  'POST /api/dev/trusted-profile/:token',
  'POST /api/dev/jobs/:name/run',
];

describe('outside demo mode', () => {
  let plain: TestApp;
  let demo: TestApp;
  let plainDir: string;
  let demoDir: string;
  beforeAll(async () => {
    plainDir = join(dir, 'plain');
    demoDir = join(dir, 'demo');
    // Built as main.ts builds them from the environment (a production server differs only in the checks it passes first).
    const plainDeps = appDepsFromEnv(loadEnv({ DATA_DIR: plainDir, PAYNOW_API_KEY: 'shop-api-key', PAYNOW_SIGNATURE_KEY: 'shop-signature-key', PUBLIC_URL: 'http://localhost:8080' }));
    plain = await createTestApp({ extraDeps: { ...plainDeps, webDist: null, logger: false } });
    const demoDeps = appDepsFromEnv(loadEnv({ DEMO: '1', DATA_DIR: demoDir, PUBLIC_URL: 'http://localhost:8080' }));
    demo = await createTestApp({ extraDeps: { ...demoDeps, webDist: null, logger: false } });
  });
  afterAll(async () => {
    await plain?.close();
    await demo?.close();
  });

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('registers no simulator, stand-in page, dev outbox or demo certificate: 404, absent from the routes and the OpenAPI document', async () => {
    const plainRoutes = new Set(plain.routes.map(key));
    const demoOnly = demo.routes.filter((r) => r.method !== 'HEAD' && !plainRoutes.has(key(r))).map(key);
    // The demo app has them (the test can fail), and every route only it has is a demo stand-in.
    for (const route of DEMO_ONLY) expect(demoOnly).toContain(route);
    for (const route of demoOnly) expect(route).toMatch(/^\w+ \/api\/(dev\/|pkk\/demo\/)/);
    expect(plain.routes.filter((r) => /^\/api\/(dev\/|pkk\/demo\/)/.test(r.url))).toEqual([]);

    for (const route of demoOnly) {
      const [method = 'GET', url = ''] = route.split(' ');
      const res = await plain.app.inject({ method: method as 'GET', url: url.replace(/:\w+/g, '1'), payload: method === 'POST' ? {} : undefined });
      expect({ route, status: res.statusCode }).toEqual({ route, status: 404 });
      expect(res.json()).toMatchObject({ code: 'msg.error.not.found' });
    }
    const printed = plain.app.printRoutes({ commonPrefix: false });
    expect(printed).not.toMatch(/\/api\/dev\/|pkk\/demo/);
    expect(demo.app.printRoutes({ commonPrefix: false })).toMatch(/\/api\/dev\//);
    const paths = Object.keys((await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as object);
    expect(paths.filter((p) => /\/api\/dev\/|pkk\/demo/.test(p))).toEqual([]);
    const demoPaths = Object.keys((await demo.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as object);
    expect(demoPaths.some((p) => p.startsWith('/api/dev/'))).toBe(true);
  });

  it('creates and trusts no demo CA', async () => {
    const school = await pkkSchool(plain);
    const signer = await addSigner(plain.database.db, school.schoolId);
    const refused = await plain.app.inject({ method: 'POST', url: '/api/pkk/demo/certificate', headers: { jsessionid: school.session }, payload: { signerId: signer.id } });
    expect(refused.statusCode).toBe(404);
    expect(existsSync(join(plainDir, 'pkk-demo-ca'))).toBe(false);
    // The demo app, asked the same, makes its CAs in DATA_DIR/pkk-demo-ca.
    const demoSchool = await pkkSchool(demo);
    const demoSigner = await addSigner(demo.database.db, demoSchool.schoolId);
    const issued = await demo.app.inject({ method: 'POST', url: '/api/pkk/demo/certificate', headers: { jsessionid: demoSchool.session }, payload: { signerId: demoSigner.id } });
    expect(issued.statusCode).toBe(200);
    expect(existsSync(join(demoDir, 'pkk-demo-ca', 'demo-ca.crt')) || existsSync(join(demoDir, 'pkk-demo-ca'))).toBe(true);
  }, 60_000);

  it('refuses Paynow notifications signed with the demo key published in the source', async () => {
    const body = JSON.stringify({ paymentId: 'P-1', externalId: '1', status: 'CONFIRMED', modifiedAt: '2026-11-22T10:00:00' });
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/eprawko-rest/paynow/notification',
      headers: { 'content-type': 'application/json', signature: sign(body, PAYNOW_DEMO_KEYS.signatureKey) },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    // Nor can the demo keys be configured outside demo mode.
    expect(() => appDepsFromEnv(loadEnv({ DATA_DIR: plainDir, PAYNOW_API_KEY: PAYNOW_DEMO_KEYS.apiKey, PAYNOW_SIGNATURE_KEY: PAYNOW_DEMO_KEYS.signatureKey }))).toThrow(ConfigError);
  });
});

describe('TRUST_PROXY', () => {
  let off: TestApp;
  let oneHop: TestApp;
  const provider = new FakeProvider();
  beforeAll(async () => {
    off = await createTestApp({ paymentProvider: provider, extraDeps: { trustProxy: loadEnv({}).TRUST_PROXY } });
    oneHop = await createTestApp({ paymentProvider: provider, extraDeps: { trustProxy: loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY } });
  });
  afterAll(async () => {
    await off?.close();
    await oneHop?.close();
  });

  function askReset(t: TestApp, userEmail: string, forwardedFor: string) {
    return t.app.inject({
      method: 'PUT',
      url: '/api/eprawko-rest/action/create',
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { type: 'RESET_PASSWORD', status: 'NEW', userEmail },
    });
  }

  it('off: a forged X-Forwarded-For does not escape the per-address limit on reset mails', async () => {
    const learners = await Promise.all(Array.from({ length: RESET_PASSWORD_MAILS_PER_IP_PER_HOUR + 1 }, () => createStudent(off.database.db)));
    for (const [i, who] of learners.slice(0, RESET_PASSWORD_MAILS_PER_IP_PER_HOUR).entries()) {
      expect((await askReset(off, who.email, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    const last = await askReset(off, learners.at(-1)?.email ?? '', '203.0.113.250');
    expect(last.statusCode).toBe(429);
  }, 60_000);

  it("off: the payer's address recorded for the payment is the socket's", async () => {
    const me = await learner(off);
    const [sub] = await catalogue(off.database.db);
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/eprawko-rest/paynow/create',
      remoteAddress: '192.0.2.10',
      headers: { jsessionid: me.session, 'x-forwarded-for': '203.0.113.7' },
      payload: { subscriptionId: sub?.id, email: me.email, userId: me.userId, firstName: 'Jan', lastName: 'Kowalski', confirmationType: 'RECEIPT' },
    });
    expect(res.statusCode).toBe(200);
    const sent = provider.created.at(-1);
    expect((await paymentRow(off.database.db, Number(sent?.externalId))).ipAddress).toBe('192.0.2.10');
  });

  it('1: the address the last proxy saw is believed, and only that one', async () => {
    const learners = await Promise.all(Array.from({ length: RESET_PASSWORD_MAILS_PER_IP_PER_HOUR + 1 }, () => createStudent(oneHop.database.db)));
    // Behind one proxy each client is its own address, whatever it put in front of the header itself.
    for (const [i, who] of learners.entries()) {
      expect((await askReset(oneHop, who.email, `10.9.9.9, 198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    const me = await learner(oneHop);
    const [sub] = await catalogue(oneHop.database.db);
    const res = await oneHop.app.inject({
      method: 'POST',
      url: '/api/eprawko-rest/paynow/create',
      remoteAddress: '192.0.2.10',
      headers: { jsessionid: me.session, 'x-forwarded-for': '10.9.9.9, 203.0.113.7' },
      payload: { subscriptionId: sub?.id, email: me.email, userId: me.userId, firstName: 'Jan', lastName: 'Kowalski', confirmationType: 'RECEIPT' },
    });
    expect(res.statusCode).toBe(200);
    expect((await paymentRow(oneHop.database.db, Number(provider.created.at(-1)?.externalId))).ipAddress).toBe('203.0.113.7');
  }, 60_000);
});

describe('requests for another host than PUBLIC_URL', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const deps = appDepsFromEnv(loadEnv({ DATA_DIR: join(dir, 'hosts'), PUBLIC_URL: 'https://osk.example/' }));
    t = await createTestApp({ extraDeps: { ...deps, webDist: null, logger: { level: 'warn', stream } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (host: string) => t.app.inject({ method: 'GET', url: '/api/health?email=jan@example.com', remoteAddress: '192.0.2.77', headers: { host } });
  const warnings = () => lines.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('request for a host other than PUBLIC_URL'));

  it('are logged once per host per hour, naming the hosts only', async () => {
    await get('osk.example');
    await get('OSK.example:443');
    expect(warnings()).toEqual([]);
    for (let i = 0; i < 5; i += 1) await get('osk.example.evil.test');
    await get('10.0.0.5:8080');
    expect(warnings().map((l) => [l.level, l.host, l.expectedHost])).toEqual([
      [40, 'osk.example.evil.test', 'osk.example'],
      [40, '10.0.0.5:8080', 'osk.example'],
    ]);
    t.clock.advanceMinutes(61);
    await get('osk.example.evil.test');
    expect(warnings()).toHaveLength(3);
    const text = JSON.stringify(warnings());
    expect(text).not.toContain('192.0.2.77');
    expect(text).not.toContain('jan@example.com');
    expect(text).not.toContain('/api/health');
  });

  it('log a malformed Host header without its content', async () => {
    await get('<script>x</script>');
    expect(warnings().at(-1)?.host).toBe('(invalid)');
  });
});
