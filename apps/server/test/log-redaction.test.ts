import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { createSchool, createStudent } from './factories.js';
import { activationTokenFor, registrationBody } from '../src/modules/registration/registration.test-helpers.js';

const API = '/api/eprawko-rest';
/** A valid PESEL (checksum and date), as a learner's would be. */
const PESEL = '44051401359';
const token = () => randomBytes(32).toString('base64url');

let t: TestApp;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ demo: true, extraDeps: { logger: { level: 'info', stream } } });
});
afterAll(async () => {
  await t.close();
});

describe('the log', () => {
  it('holds no token, PESEL, name or session id from URLs and headers, and keeps the paths recognisable', async () => {
    const student = await createStudent(t.database.db, { firstName: 'Jan', lastName: 'Kowalski' });
    const session = await t.sessionOf(student.email, student.password);
    const school = await createSchool(t.database.db);
    const schoolSession = await t.sessionOf(school.email, school.password);
    const mediaRes = await t.app.inject({ method: 'POST', url: `${API}/media/token`, headers: { jsessionid: session } });
    const mediaToken = String(mediaRes.headers['x-auth-token'] ?? '');
    expect(mediaToken.length).toBeGreaterThan(10);
    const email = 'nowy.kursant@example.com';
    await t.app.inject({ method: 'PUT', url: `${API}/student/create`, payload: registrationBody(email) });
    const activation = await activationTokenFor(t, email);
    const secrets = {
      session,
      schoolSession,
      mediaToken,
      activation,
      calendar: token(),
      invitation: token(),
      reset: token(),
      demoToken: token(),
      coupon: 'PREPAID-SEKRET-77',
    };

    const calls: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> }[] = [
      { method: 'GET', url: `${API}/pdf/exam/${PESEL}/${student.userId}/1`, headers: { jsessionid: session } },
      { method: 'GET', url: `${API}/pdf/exam/${PESEL}/Jan/Kowalski/${student.userId}/1/1764000000000/1764000000000`, headers: { jsessionid: schoolSession } },
      { method: 'GET', url: `/api/pliki/kurs/slajd-1.png?token=${encodeURIComponent(mediaToken)}` },
      { method: 'GET', url: `/api/lessons/calendar/${secrets.calendar}.ics` },
      { method: 'GET', url: `${API}/activate/${activation}` },
      { method: 'GET', url: `${API}/action/get/${secrets.invitation}`, headers: { jsessionid: session } },
      { method: 'GET', url: `${API}/confirm/${secrets.invitation}`, headers: { jsessionid: session } },
      { method: 'GET', url: `${API}/action/resetPassword/${secrets.reset}` },
      { method: 'GET', url: `${API}/exam/show/1?demoToken=${secrets.demoToken}` },
      { method: 'GET', url: `${API}/coupon/checkCoupon/${secrets.coupon}` },
      { method: 'GET', url: `/api/pkk/query?pkkId=1&pesel=${PESEL}`, headers: { jsessionid: schoolSession } },
      { method: 'GET', url: `${API}/student/show/school/v2/${school.schoolId}?lastName=Kowalski&email=${encodeURIComponent(student.email)}&page=0`, headers: { jsessionid: schoolSession } },
      { method: 'GET', url: `${API}/student/show`, headers: { jsessionid: session, authorization: `Bearer ${secrets.reset}`, cookie: `jsessionid=${session}` } },
      // Not routed: only the shape of the segments tells.
      { method: 'GET', url: `/api/nie/ma/${PESEL}/${secrets.calendar}` },
    ];
    for (const call of calls) await t.app.inject({ method: call.method, url: call.url, ...(call.headers ? { headers: call.headers } : {}) });

    const text = logText();
    expect(text).toContain('incoming request');
    for (const [name, value] of Object.entries(secrets)) expect(text.includes(value), `${name} in the log`).toBe(false);
    expect(text).not.toContain(PESEL);
    expect(text).not.toContain('Kowalski');
    expect(text).not.toContain(student.email);
    // The paths stay recognisable, the values replaced.
    for (const path of [
      `${API}/pdf/exam/[redacted]/${student.userId}/1`,
      `${API}/pdf/exam/[redacted]/[redacted]/[redacted]/${student.userId}/1/1764000000000/1764000000000`,
      '/api/pliki/kurs/slajd-1.png?token=[redacted]',
      '/api/lessons/calendar/[redacted].ics',
      `${API}/activate/[redacted]`,
      `${API}/confirm/[redacted]`,
      `${API}/exam/show/1?demoToken=[redacted]`,
      '/api/pkk/query?pkkId=[redacted]&pesel=[redacted]',
      `?lastName=[redacted]&email=[redacted]&page=0`,
      '/api/nie/ma/[redacted]/[redacted]',
    ])
      expect(text).toContain(path);
  });

  it('logs a failed query without its parameter values (a PESEL in a failing query of a route)', async () => {
    const school = await createSchool(t.database.db);
    const session = await t.sessionOf(school.email, school.password);
    await t.database.db.execute(sql`ALTER TABLE pkk_profiles RENAME TO pkk_profiles_away`);
    try {
      lines.length = 0;
      const res = await t.app.inject({ method: 'POST', url: `/api/pkk/school/${school.schoolId}`, headers: { jsessionid: session }, payload: { pesel: PESEL } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE pkk_profiles_away RENAME TO pkk_profiles`);
    }
    const text = logText();
    expect(text).toContain('request failed');
    expect(text).toContain('pkk_profiles');
    expect(text).not.toContain(PESEL);
  });

  it('logs a unique violation without the values of the key', async () => {
    await t.database.db.execute(sql`CREATE TABLE log_probe (pesel varchar(11) UNIQUE)`);
    await t.database.db.execute(sql`INSERT INTO log_probe VALUES (${PESEL})`);
    const error = await t.database.db.execute(sql`INSERT INTO log_probe VALUES (${PESEL})`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeTruthy();
    lines.length = 0;
    t.app.log.error({ err: error }, 'insert failed');
    t.app.log.error(error as Error);
    const text = logText();
    expect(text).toContain('log_probe');
    expect(text).toContain('23505');
    expect(text).not.toContain(PESEL);
  });
});
