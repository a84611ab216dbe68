import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@osk/contract';
import { createInstructor, createStudent } from '../../../test/factories.js';
import { createCourse, createLectures, createMediaDir, type CreatedCourse, type CreatedLectures } from '../../../test/content.factory.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { schools, students, users } from '../../db/schema/index.js';

// A school that registers itself sees no paid content until the operator approves its content
// previews (issue 20): e-learning slides and the protected media of slides and lectures answer 403
// "pending" to it and to its instructors; a learner's access is unchanged.

const API = '/api/eprawko-rest';
const TOKEN = 'operator-token-for-content-preview-tests';
let t: TestApp;
let mediaDir: string;
let course: CreatedCourse;
let lectures: CreatedLectures;

beforeAll(async () => {
  mediaDir = createMediaDir();
  t = await createTestApp({ contentMediaDir: mediaDir, operatorToken: TOKEN });
  course = await createCourse(t.database.db, { mediaDir });
  lectures = await createLectures(t.database.db, { mediaDir });
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

let sequence = 0;
/** A valid NIP (checksum) made from a number. */
function nipOf(n: number): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (let k = n; ; k += 1000) {
    const body = `81${String(k).padStart(7, '0')}`;
    const check = weights.reduce((sum, w, i) => sum + w * Number(body[i]), 0) % 11;
    if (check !== 10) return `${body}${check}`;
  }
}
/** Registers a school through the public form and clicks its activation link; answers its login. */
async function registeredSchool(): Promise<{ email: string; password: string; schoolId: number }> {
  sequence += 1;
  const email = `nowa-szkola-${sequence}@example.com`;
  const password = 'Nowa-Szkola-2026';
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/school/create`,
    remoteAddress: `203.0.113.${sequence}`,
    payload: {
      email,
      password,
      repeatPassword: password,
      name: 'OSK Samozwańcza',
      nip: nipOf(sequence),
      phoneNumber: `50012340${sequence}`,
      address: { street: 'ul. Krzywa 1', city: 'Kraków', postCode: '30-001' },
      billingAddress: { street: 'ul. Krzywa 1', city: 'Kraków', postCode: '30-001' },
      accepted: true,
      confirmDuplicateNip: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mails = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json() as { links: string[] }[];
  const link = mails.flatMap((m) => m.links).find((l) => l.includes('/action/ACTIVATE_ACCOUNT/')) ?? '';
  const activated = await t.app.inject({ method: 'POST', url: `${API}/activate/${link.slice(link.lastIndexOf('/') + 1)}`, payload: {} });
  expect(activated.json()).toEqual({ type: 'ACTIVATE_ACCOUNT' });
  const [row] = await t.database.db.select({ schoolId: schools.id }).from(schools).innerJoin(users, eq(users.id, schools.userId)).where(eq(users.email, email));
  return { email, password, schoolId: row?.schoolId ?? 0 };
}

async function login(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { session: (res.json() as { uuid: string }).uuid, token: String(res.headers['x-auth-token']) };
}

function slides(session: string, language = 'pl') {
  return t.app.inject({ method: 'GET', url: `/api/learning/course/slaids/${course.subjectIds[0]}/${course.courseId}`, headers: { jsessionid: session, 'accept-language': language } });
}

function media(path: string, token: string) {
  return t.app.inject({ method: 'GET', url: `/api/pliki/${path}`, headers: { 'x-auth-token': token } });
}

function operator(ref: string | number, approved: boolean, token = TOKEN) {
  return t.app.inject({ method: 'POST', url: `/api/operator/schools/${ref}/content-preview`, headers: { authorization: `Bearer ${token}` }, payload: { approved } });
}

describe('content previews of a self-registered school', () => {
  it('are refused (403 pending) until the operator approves them, then allowed; withdrawing refuses them again', async () => {
    const school = await registeredSchool();
    const me = await login(school.email, school.password);
    const narration = course.files[0]?.[1] ?? '';

    const refused = await slides(me.session, 'ua');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'msg.error.content.preview.pending', message: MESSAGES['msg.error.content.preview.pending'].ua });
    expect((await media(lectures.film, me.token)).statusCode).toBe(403);
    expect((await media(narration, me.token)).statusCode).toBe(403);
    // The school sees the flag as pending.
    const shown = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: { jsessionid: me.session } });
    expect(shown.json()).toMatchObject({ contentPreviewApproved: false });
    // Its instructor too.
    const instructor = await createInstructor(t.database.db, school.schoolId);
    const teacher = await login(instructor.email, instructor.password);
    expect((await slides(teacher.session)).statusCode).toBe(403);
    expect((await media(lectures.film, teacher.token)).statusCode).toBe(403);

    const approved = await operator(school.email, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ schoolId: school.schoolId, email: school.email, name: 'OSK Samozwańcza', contentPreviewApproved: true });
    expect((await slides(me.session)).statusCode).toBe(200);
    expect((await media(lectures.film, me.token)).statusCode).toBe(200);
    expect((await media(narration, me.token)).statusCode).toBe(200);
    expect((await slides(teacher.session)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: { jsessionid: me.session } })).json()).toMatchObject({ contentPreviewApproved: true });

    expect((await operator(school.schoolId, false)).json()).toMatchObject({ contentPreviewApproved: false });
    expect((await slides(me.session)).statusCode).toBe(403);
    expect((await media(lectures.film, me.token)).statusCode).toBe(403);
  });

  it("leaves a learner's access unchanged: the learner of an unapproved school reads and streams with its own access", async () => {
    const school = await registeredSchool();
    const s = await createStudent(t.database.db, { learningAvailableTill: '2026-12-31' });
    await t.database.db.update(students).set({ schoolId: school.schoolId, lecturesAvailableTill: '2026-12-31' }).where(eq(students.id, s.studentId));
    const me = await login(s.email, s.password);
    expect((await slides(me.session)).statusCode).toBe(200);
    expect((await media(lectures.film, me.token)).statusCode).toBe(200);
  });

  it('the operator route needs the operator token, a known school and a boolean', async () => {
    const school = await registeredSchool();
    expect((await operator(school.email, true, 'wrong-token')).statusCode).toBe(403);
    expect((await operator('nobody@example.com', true)).statusCode).toBe(404);
    expect((await operator(999999, true)).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: `/api/operator/schools/${school.schoolId}/content-preview`, headers: { authorization: `Bearer ${TOKEN}` }, payload: { approved: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'approved' })]);
    // A school's own session cannot approve itself.
    const me = await login(school.email, school.password);
    expect((await t.app.inject({ method: 'POST', url: `/api/operator/schools/${school.schoolId}/content-preview`, headers: { jsessionid: me.session }, payload: { approved: true } })).statusCode).toBe(403);
    expect((await slides(me.session)).statusCode).toBe(403);
  });
});
