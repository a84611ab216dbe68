import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_IDLE_MINUTES } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { createCourse, createLectures, createMediaDir, patternBytes, type CreatedCourse, type CreatedLectures } from '../../../test/content.factory.js';
import { contentMedia, schools, sessions, students } from '../../db/schema/index.js';
import { hashToken } from '../../lib/ids.js';

let t: TestApp;
let mediaDir: string;
let course: CreatedCourse;
let set: CreatedLectures;
/** The course's narration of slide 1 (audio/mpeg, 1000 pattern bytes). */
let narration: string;

const GENERIC = { code: 'msg.error.forbidden', message: 'Nie masz dostępu do tych danych.' };

beforeAll(async () => {
  mediaDir = createMediaDir();
  t = await createTestApp({ contentMediaDir: mediaDir });
  course = await createCourse(t.database.db, { mediaDir });
  set = await createLectures(t.database.db, { mediaDir });
  narration = course.files[0]?.[1] ?? '';
  // On disk but not registered; registered but not on disk.
  mkdirSync(join(mediaDir, 'elearning'), { recursive: true });
  writeFileSync(join(mediaDir, 'elearning', 'niezarejestrowany.mp3'), patternBytes(10));
  await t.database.db.insert(contentMedia).values({ path: 'elearning/brak-pliku.mp3', kind: 'ELEARNING', contentType: 'audio/mpeg', size: 10, sha256: '0'.repeat(64) });
  // A file beside the media directory that traversal would reach.
  mkdirSync(dirname(mediaDir), { recursive: true });
  writeFileSync(`${mediaDir}-sekret.txt`, 'tajne');
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
  rmSync(`${mediaDir}-sekret.txt`, { force: true });
});
beforeEach(() => {
  t.clock.set(new Date('2026-11-22T10:00:00Z'));
});

/** Logs in and answers the session id and the media token of the login response. */
async function login(email: string, password: string): Promise<{ session: string; token: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: email, password } });
  expect(res.statusCode).toBe(200);
  const token = res.headers['x-auth-token'];
  if (typeof token !== 'string') throw new Error('no X-Auth-Token in the login response');
  return { session: (res.json() as { uuid: string }).uuid, token };
}

async function learner(access: { learning?: string | null; lectures?: string | null } = {}) {
  const s = await createStudent(t.database.db, { learningAvailableTill: access.learning === undefined ? '2026-12-31' : access.learning });
  await t.database.db
    .update(students)
    .set({ lecturesAvailableTill: access.lectures === undefined ? '2026-12-31' : access.lectures })
    .where(eq(students.id, s.studentId));
  return { ...s, ...(await login(s.email, s.password)) };
}

/** A GET sent over HTTP exactly as written (no URL normalisation). */
function rawGet(port: number, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { 'x-auth-token': token } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function fetchMedia(path: string, token?: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url: `/api/pliki/${path}`, headers: { ...(token ? { 'x-auth-token': token } : {}), ...headers } });
}

describe('media token', () => {
  it('comes with the login response in X-Auth-Token, stored only as its hash', async () => {
    const me = await learner();
    expect(me.token).toMatch(/^[\w-]{43}$/);
    expect(me.token).not.toBe(me.session);
    const [row] = await t.database.db.select({ mediaTokenHash: sessions.mediaTokenHash }).from(sessions).where(eq(sessions.idHash, hashToken(me.session)));
    expect(row?.mediaTokenHash).toBe(hashToken(me.token));
  });

  it('comes with a loginUUID/ response too', async () => {
    const s = await createStudent(t.database.db);
    const uuid = await t.services.auth.issueLoginToken(s.userId);
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/loginUUID/', payload: { uuid } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-auth-token']).toMatch(/^[\w-]{43}$/);
  });

  it('is replaced by media/token: the new one works, the old one no longer does', async () => {
    const me = await learner();
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/media/token', headers: { jsessionid: me.session } });
    expect(res.statusCode).toBe(204);
    const fresh = res.headers['x-auth-token'];
    expect(typeof fresh).toBe('string');
    expect(fresh).not.toBe(me.token);
    expect((await fetchMedia(narration, String(fresh))).statusCode).toBe(200);
    expect((await fetchMedia(narration, me.token)).statusCode).toBe(403);
  });

  it('is not issued by media/token without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/media/token' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-auth-token']).toBeUndefined();
  });

  it('dies with the session at logout', async () => {
    const me = await learner();
    expect((await fetchMedia(narration, me.token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/logout', headers: { jsessionid: me.session } });
    const res = await fetchMedia(narration, me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(GENERIC);
  });

  it('dies with the session when it has been idle too long', async () => {
    const me = await learner();
    t.clock.advanceMinutes(SESSION_IDLE_MINUTES + 1);
    expect((await fetchMedia(narration, me.token)).statusCode).toBe(403);
  });
});

describe('GET /api/pliki/{path}', () => {
  it('refuses a request without a token or with a wrong one with the generic 403', async () => {
    const none = await fetchMedia(narration);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual(GENERIC);
    const wrong = await fetchMedia(narration, 'x'.repeat(43));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(GENERIC);
  });

  it('answers the same 403 for a registered file, an unknown path and an unregistered file on disk', async () => {
    const me = await learner({ learning: null });
    const bodies = [];
    for (const path of [narration, 'elearning/nie-ma-takiego.mp3', 'elearning/niezarejestrowany.mp3']) {
      const res = await fetchMedia(path, me.token);
      expect(res.statusCode, path).toBe(403);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    const other = await learner();
    expect((await fetchMedia('elearning/niezarejestrowany.mp3', other.token)).statusCode).toBe(403);
  });

  it('serves a file to a learner with access, with its type and the security headers', async () => {
    const me = await learner();
    const res = await fetchMedia(narration, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(patternBytes(1000))).toBe(true);
  });

  it('takes the token from the query when a player cannot send headers', async () => {
    const me = await learner();
    const res = await t.app.inject({ method: 'GET', url: `/api/pliki/${course.files[1]?.[1]}?token=${encodeURIComponent(me.token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    const wrong = await t.app.inject({ method: 'GET', url: `/api/pliki/${course.files[1]?.[1]}?token=nieprawidlowy` });
    expect(wrong.statusCode).toBe(403);
  });

  it('answers a Range request with 206, the asked bytes and Content-Range', async () => {
    const me = await learner();
    const middle = await fetchMedia(set.film, me.token, { range: 'bytes=1000-1099' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 1000-1099/4096');
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(patternBytes(4096).subarray(1000, 1100))).toBe(true);
    const open = await fetchMedia(set.film, me.token, { range: 'bytes=4000-' });
    expect(open.headers['content-range']).toBe('bytes 4000-4095/4096');
    expect(open.rawPayload.equals(patternBytes(4096).subarray(4000))).toBe(true);
    const suffix = await fetchMedia(set.film, me.token, { range: 'bytes=-16' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe('bytes 4080-4095/4096');
    expect(suffix.rawPayload.equals(patternBytes(4096).subarray(4080))).toBe(true);
  });

  it('answers 416 to a range past the end, and the whole file to a malformed range', async () => {
    const me = await learner();
    const past = await fetchMedia(set.film, me.token, { range: 'bytes=5000-6000' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
    const malformed = await fetchMedia(set.film, me.token, { range: 'lines=1-2' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.length).toBe(4096);
  });

  it('answers HEAD with the headers and no body', async () => {
    const me = await learner();
    const res = await fetchMedia(set.film, me.token, {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['content-length']).toBe('4096');
    expect(res.body).toBe('');
    expect((await fetchMedia(set.film, undefined, {}, 'HEAD')).statusCode).toBe(403);
  });

  it('refuses e-learning files once learning access has ended, and lecture files once lectures have', async () => {
    const noLearning = await learner({ learning: '2026-11-21' });
    expect((await fetchMedia(narration, noLearning.token)).statusCode).toBe(403);
    expect((await fetchMedia(set.film, noLearning.token)).statusCode).toBe(200);
    const noLectures = await learner({ lectures: null });
    expect((await fetchMedia(set.film, noLectures.token)).statusCode).toBe(403);
    expect((await fetchMedia(narration, noLectures.token)).statusCode).toBe(200);
  });

  it('lets schools and instructors fetch every kind once the operator approved the school (issue 20)', async () => {
    const school = await createSchool(t.database.db);
    const instructor = await createInstructor(t.database.db, school.schoolId);
    for (const who of [school, instructor]) {
      const { token } = await login(who.email, who.password);
      expect((await fetchMedia(narration, token)).statusCode).toBe(403);
      expect((await fetchMedia(set.film, token)).statusCode).toBe(403);
    }
    await t.database.db.update(schools).set({ contentPreviewApproved: true }).where(eq(schools.id, school.schoolId));
    for (const who of [school, instructor]) {
      const { token } = await login(who.email, who.password);
      expect((await fetchMedia(narration, token)).statusCode).toBe(200);
      expect((await fetchMedia(set.film, token)).statusCode).toBe(200);
    }
  });

  it('answers 404 when an authorised file is missing on disk', async () => {
    const me = await learner();
    const res = await fetchMedia('elearning/brak-pliku.mp3', me.token);
    expect(res.statusCode).toBe(404);
  });

  it('refuses traversal and odd paths with the generic 403 before touching the disk', async () => {
    const me = await learner();
    // Over a real socket: the test client would resolve dot segments before sending, as browsers do.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = mediaDir.split('/').pop() ?? '';
    const attempts = [
      `../${base}-sekret.txt`,
      `elearning/../../${base}-sekret.txt`,
      `elearning/./${narration.slice('elearning/'.length)}`,
      `%2e%2e/${base}-sekret.txt`,
      `%2E%2E%2F${base}-sekret.txt`,
      `elearning%2F..%2F..%2F${base}-sekret.txt`,
      `%252e%252e/${base}-sekret.txt`,
      `%252e%252e%252f${base}-sekret.txt`,
      `..%5c${base}-sekret.txt`,
      `elearning\\..\\..\\${base}-sekret.txt`,
      '/etc/passwd',
      '%2Fetc%2Fpasswd',
      'C:/Windows/win.ini',
      narration.replace('/', '//'),
      `${narration}/`,
    ];
    for (const path of attempts) {
      const res = await rawGet(port, `/api/pliki/${path}`, me.token);
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body), path).toEqual(GENERIC);
    }
    // A NUL character is refused on every route before it runs (issue 20): 400 naming the path, nothing about the file.
    const nul = await rawGet(port, `/api/pliki/${narration}%00.png`, me.token);
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.body).fields).toEqual([expect.objectContaining({ field: 'path', key: 'msg.validation.nul.character' })]);
    // A malformed escape never reaches the route: the framework refuses the URL itself.
    const malformed = await rawGet(port, `/api/pliki/%zz${narration}`, me.token);
    expect(malformed.status).toBe(400);
  });

  it('refuses a blocked learner', async () => {
    const me = await learner();
    const [row] = await t.database.db.select({ userId: students.userId }).from(students).where(eq(students.id, me.studentId));
    await t.database.db.execute(`update users set status = 'BLOCKED' where id = ${Number(row?.userId)}`);
    expect((await fetchMedia(narration, me.token)).statusCode).toBe(403);
  });
});
