import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, translateMessage, type Language } from '@osk/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { createSchool, createStudent } from './factories.js';
import { registrationBody } from '../src/modules/registration/registration.test-helpers.js';

const API = '/api/eprawko-rest';
const NUL = '\u0000';

let t: TestApp;
let mediaDir: string;
let student: { session: string; userId: number };
let school: { session: string; schoolId: number };

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'osk-qmedia-'));
  writeFileSync(join(mediaDir, 'znak.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({ demo: true, extraDeps: { questionMediaDir: mediaDir } });
  const s = await createStudent(t.database.db);
  student = { session: await t.sessionOf(s.email, s.password), userId: s.userId };
  const sc = await createSchool(t.database.db);
  school = { session: await t.sessionOf(sc.email, sc.password), schoolId: sc.schoolId };
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

type Caller = 'anonymous' | 'student' | 'school';
interface NulCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  caller: Caller;
  url: () => string;
  body?: () => unknown;
  field: string;
}

/**
 * A NUL character in a body field, a query parameter or a path parameter, on routes of many modules.
 * The body and query rows answered 500 before (PostgreSQL text cannot hold U+0000; PGlite neither);
 * the path rows answered without naming the field.
 */
const CASES: NulCase[] = [
  { name: 'login (body)', method: 'POST', caller: 'anonymous', url: () => `${API}/login/`, body: () => ({ userName: `x${NUL}y`, password: 'abc' }), field: 'userName' },
  { name: 'registration (nested body)', method: 'PUT', caller: 'anonymous', url: () => `${API}/student/create`, body: () => registrationBody('nul-reg@example.com', { student: { firstName: `Ola${NUL}` } }), field: 'student.firstName' },
  { name: 'contact form (body)', method: 'POST', caller: 'anonymous', url: () => `${API}/contact`, body: () => ({ name: 'Jan', email: 'jan@example.com', message: `Dzień dobry${NUL}` }), field: 'message' },
  { name: 'learner edits own data (body)', method: 'POST', caller: 'student', url: () => `${API}/student/update`, body: () => ({ firstName: `Jan${NUL}`, lastName: 'Nowak' }), field: 'firstName' },
  { name: "school's learner search (query)", method: 'GET', caller: 'school', url: () => `${API}/student/show/school/v2/${school.schoolId}?lastName=Now${NUL}ak`, field: 'lastName' },
  { name: "school's learner count (query)", method: 'GET', caller: 'school', url: () => `${API}/student/count/school/v2/${school.schoolId}?email=a${NUL}`, field: 'email' },
  { name: "school's internal exams (body)", method: 'POST', caller: 'school', url: () => `${API}/exam/light/show/by/school`, body: () => ({ schoolId: school.schoolId, firstName: `x${NUL}` }), field: 'firstName' },
  { name: 'checkout coupon (body)', method: 'POST', caller: 'student', url: () => `${API}/paynow/create`, body: () => ({ subscriptionId: 1, email: 'kupujacy@example.com', userId: student.userId, firstName: 'Jan', lastName: 'Kowalski', confirmationType: 'RECEIPT', discountCoupon: `KOD${NUL}` }), field: 'discountCoupon' },
  { name: 'scheduler cars (query)', method: 'GET', caller: 'school', url: () => `/api/lessons/cars?searchTerm=WA${NUL}`, field: 'searchTerm' },
  { name: 'scheduler instructors (query)', method: 'GET', caller: 'school', url: () => `/api/lessons/instructor?lastName=${NUL}`, field: 'lastName' },
  { name: 'scheduler groups (query)', method: 'GET', caller: 'school', url: () => `/api/lessons/group?name=g${NUL}`, field: 'name' },
  { name: 'scheduler learners (query)', method: 'GET', caller: 'school', url: () => `/api/lessons/student?searchTerm=${NUL}x`, field: 'searchTerm' },
  { name: 'PKK registry list (body)', method: 'POST', caller: 'school', url: () => `/api/pkk/school/${school.schoolId}`, body: () => ({ pesel: `4405140135${NUL}` }), field: 'pesel' },
  { name: 'demo outbox (query)', method: 'GET', caller: 'anonymous', url: () => `/api/dev/outbox?to=a${NUL}@example.com`, field: 'to' },
  { name: 'activation link (path)', method: 'GET', caller: 'anonymous', url: () => `${API}/activate/abc%00def`, field: 'uuid' },
  { name: 'coupon check (path)', method: 'GET', caller: 'anonymous', url: () => `${API}/coupon/checkCoupon/KOD%00`, field: 'coupon' },
];

function headersOf(caller: Caller, language: Language): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': language };
  if (caller === 'student') headers.jsessionid = student.session;
  if (caller === 'school') headers.jsessionid = school.session;
  return headers;
}

describe('a NUL character anywhere in a request', () => {
  it.each(CASES.map((c, i) => [c.name, c, LANGUAGES[i % LANGUAGES.length] as Language] as const))('%s: 400 naming the field, in the caller language', async (_name, c, language) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url().replaceAll(NUL, '%00'),
      headers: headersOf(c.caller, language),
      ...(c.body ? { payload: c.body() as Record<string, unknown> } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'msg.error.invalid.form',
      message: translateMessage('msg.error.invalid.form', language),
      fields: [{ field: c.field, key: 'msg.validation.nul.character', message: translateMessage('msg.validation.nul.character', language) }],
    });
  });

  it('leaves the same requests without the NUL working', async () => {
    const search = await t.app.inject({ method: 'GET', url: `${API}/student/show/school/v2/${school.schoolId}?lastName=Nowak`, headers: headersOf('school', 'pl') });
    expect(search.statusCode).toBe(200);
    const cars = await t.app.inject({ method: 'GET', url: '/api/lessons/cars?searchTerm=WA', headers: headersOf('school', 'pl') });
    expect(cars.statusCode).toBeLessThan(500);
    const contact = await t.app.inject({ method: 'POST', url: `${API}/contact`, payload: { name: 'Jan', email: 'jan@example.com', message: 'Dzień dobry' } });
    expect(contact.statusCode).toBeLessThan(300);
  });
});

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy'];

function expectHardened(headers: Record<string, unknown>): void {
  for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-request-id']).toBeTruthy();
}

/** Sends a raw request to the listening app (inject does not go through Node's HTTP parser). */
function rawGet(port: number, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers: { 'accept-language': 'en' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests the framework refuses before any route', () => {
  it('a URL that is not valid percent-encoding: 400 in the error shape, with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/%E0%A4%A`, headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'msg.error.invalid.form', message: translateMessage('msg.error.invalid.form', 'de'), fields: [{ field: 'url', key: 'msg.validation.invalid', message: translateMessage('msg.validation.invalid', 'de') }] });
    expectHardened(res.headers);
  });

  it('a path parameter longer than the router takes: 414 in the error shape, with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/activate/${'a'.repeat(600)}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'msg.error.invalid.form', message: translateMessage('msg.error.invalid.form', 'en'), fields: [{ field: 'url', key: 'msg.validation.too.long', message: translateMessage('msg.validation.too.long', 'en') }] });
    expectHardened(res.headers);
  });

  it('invalid JSON, a body over the limit and an unsupported media type: the error shape with the security headers', async () => {
    const badJson = await t.app.inject({ method: 'POST', url: `${API}/login/`, headers: { 'content-type': 'application/json' }, payload: '{"userName":' });
    const tooLarge = await t.app.inject({ method: 'POST', url: `${API}/contact`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'a'.repeat(1_100_000) }) });
    const media = await t.app.inject({ method: 'POST', url: `${API}/login/`, headers: { 'content-type': 'text/x-unknown' }, payload: 'x' });
    for (const [res, status] of [[badJson, 400], [tooLarge, 413], [media, 415]] as const) {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expectHardened(res.headers);
    }
  });

  describe('over a real connection', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('a 10 KB path: a JSON 404 in the error shape, with the security headers', async () => {
      const res = await rawGet(port, `${API}/${'a'.repeat(10_000)}`);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ code: 'msg.error.not.found', message: 'Not found.' });
      expectHardened(res.headers);
    });

    it('a URL longer than the HTTP parser takes: 431 in the error shape, with the security headers', async () => {
      const res = await rawGet(port, `${API}/${'a'.repeat(20_000)}`);
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'msg.error.invalid.form', message: expect.any(String), fields: [{ field: 'url', key: 'msg.validation.too.long' }] });
      for (const name of SECURITY_HEADERS) expect(res.headers[name], name).toBeTruthy();
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });
});

describe('Cache-Control of API answers', () => {
  it('the login answer (session id and media token) is no-store', async () => {
    const s = await createStudent(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: s.email, password: s.password } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("a personal read (the learner's own data) is no-store", async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/student/show`, headers: { jsessionid: student.session } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('error answers are no-store: refused, not found, invalid input', async () => {
    const refused = await t.app.inject({ method: 'GET', url: `${API}/student/show` });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    const invalid = await t.app.inject({ method: 'POST', url: `${API}/contact`, payload: { name: '' } });
    const missingMedium = await t.app.inject({ method: 'GET', url: '/api/questions/media/brak.png' });
    for (const res of [refused, missing, invalid, missingMedium]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a public anonymous read that declares its caching keeps it (question media)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/questions/media/znak.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
