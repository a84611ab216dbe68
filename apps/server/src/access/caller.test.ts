import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { instructors, schools, students, users } from '../db/schema/index.js';
import type { App } from '../lib/http.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { createInstructor, createSchool, createStudent } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { AuthContext } from './caller.js';

let t: TestApp;
/** A second app instance on the same database, as a second server would be (ADR 010). */
let second: { app: App; auth: AuthService };

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildApp({ database: t.database, clock: t.clock, demo: true, supportEmail: 'pomoc@example.com', mail: null, sms: null, publicUrl: 'http://localhost:8080', webDist: null });
  await built.app.ready();
  second = { app: built.app, auth: built.services.auth };
});
afterAll(async () => {
  await second.app.close();
  await t.close();
});

/** Both instances' view of a session's caller. */
async function callers(session: string): Promise<[AuthContext, AuthContext]> {
  return [await t.services.auth.authenticate(session), await second.auth.authenticate(session)];
}

/**
 * Resolves the session on both instances (so both cache it), runs the change, and waits until both
 * see `expected` in the caller: the database announces the change at commit, asynchronously on
 * PostgreSQL (ADR 010). Without the announcement the cached caller would stay as it was, since the
 * test clock does not move.
 */
async function expectSeenByBoth<K extends keyof AuthContext>(session: string, key: K, before: AuthContext[K], change: () => Promise<unknown>, expected: AuthContext[K]): Promise<void> {
  for (const caller of await callers(session)) expect(caller[key]).toEqual(before);
  // Resolved again: now from each instance's cache.
  for (const caller of await callers(session)) expect(caller[key]).toEqual(before);
  await change();
  await expect.poll(async () => (await t.services.auth.authenticate(session))[key], { timeout: 3000, interval: 20 }).toEqual(expected);
  await expect.poll(async () => (await second.auth.authenticate(session))[key], { timeout: 3000, interval: 20 }).toEqual(expected);
}

describe('the caller resolved with the session', () => {
  it("carries a learner's record and school, nothing of an instructor or a school's PKK", async () => {
    const school = await createSchool(t.database.db);
    const learner = await createStudent(t.database.db, { schoolId: school.schoolId });
    const caller = await t.services.auth.authenticate(await t.sessionOf(learner.email, learner.password));
    expect(caller).toMatchObject({ userId: learner.userId, userType: 'STUDENT', studentId: learner.studentId, schoolId: school.schoolId, instructor: null, pkk: null });
  });

  it("carries a school's own school, its PKK permission and its block date", async () => {
    const at = new Date('2027-01-01T00:00:00Z');
    const school = await createSchool(t.database.db, { willBeBlockedAt: at });
    await t.database.db.update(schools).set({ canUsePkk: true, pkkRegistryNumber: '12345' }).where(eq(schools.id, school.schoolId));
    const caller = await t.services.auth.authenticate(await t.sessionOf(school.email, school.password));
    expect(caller).toMatchObject({ userType: 'SCHOOL', schoolId: school.schoolId, studentId: null, instructor: null, pkk: { canUse: true, registryNumber: '12345' }, willBeBlockedAt: at });
  });

  it("carries an instructor's record, whether it is active, and its school", async () => {
    const school = await createSchool(t.database.db);
    const instructor = await createInstructor(t.database.db, school.schoolId);
    const caller = await t.services.auth.authenticate(await t.sessionOf(instructor.email, instructor.password));
    expect(caller).toMatchObject({ userType: 'INSTRUCTOR', schoolId: school.schoolId, studentId: null, instructor: { id: instructor.instructorId, active: true }, pkk: null });
  });
});

describe('a change to what the caller carries is seen on the next request, by every instance', () => {
  it('a learner attached to a school, and detached again', async () => {
    const school = await createSchool(t.database.db);
    const learner = await createStudent(t.database.db);
    const session = await t.sessionOf(learner.email, learner.password);
    await expectSeenByBoth(session, 'schoolId', null, () => t.database.db.update(students).set({ schoolId: school.schoolId }).where(eq(students.id, learner.studentId)), school.schoolId);
    await expectSeenByBoth(session, 'schoolId', school.schoolId, () => t.database.db.update(students).set({ schoolId: null }).where(eq(students.id, learner.studentId)), null);
  });

  it("a learner record created for an account that had none", async () => {
    const school = await createSchool(t.database.db);
    const learner = await createStudent(t.database.db);
    await t.database.db.delete(students).where(eq(students.id, learner.studentId));
    const session = await t.sessionOf(learner.email, learner.password);
    const insert = () => t.database.db.insert(students).values({ userId: learner.userId, schoolId: school.schoolId, firstName: 'Jan', lastName: 'Nowy' });
    await expectSeenByBoth(session, 'schoolId', null, insert, school.schoolId);
  });

  it("a school's PKK permission and registry number granted and withdrawn", async () => {
    const school = await createSchool(t.database.db);
    const session = await t.sessionOf(school.email, school.password);
    const set = (canUsePkk: boolean, pkkRegistryNumber: string | null) => () => t.database.db.update(schools).set({ canUsePkk, pkkRegistryNumber }).where(eq(schools.id, school.schoolId));
    await expectSeenByBoth(session, 'pkk', { canUse: false, registryNumber: null }, set(true, '98765'), { canUse: true, registryNumber: '98765' });
    await expectSeenByBoth(session, 'pkk', { canUse: true, registryNumber: '98765' }, set(false, '98765'), { canUse: false, registryNumber: '98765' });
  });

  it("a school's block date set and cleared", async () => {
    const school = await createSchool(t.database.db);
    const session = await t.sessionOf(school.email, school.password);
    const at = new Date('2026-11-01T00:00:00Z');
    const setBlock = (date: Date | null) => () => t.database.db.update(users).set({ willBeBlockedAt: date }).where(eq(users.id, school.userId));
    await expectSeenByBoth(session, 'willBeBlockedAt', null, setBlock(at), at);
    await expectSeenByBoth(session, 'willBeBlockedAt', at, setBlock(null), null);
  });

  it('an instructor record deactivated, removed and created', async () => {
    const school = await createSchool(t.database.db);
    const other = await createSchool(t.database.db);
    const instructor = await createInstructor(t.database.db, school.schoolId);
    const session = await t.sessionOf(instructor.email, instructor.password);
    const id = instructor.instructorId;
    await expectSeenByBoth(session, 'instructor', { id, active: true }, () => t.database.db.update(instructors).set({ status: 'INACTIVE' }).where(eq(instructors.id, id)), { id, active: false });
    await expectSeenByBoth(session, 'instructor', { id, active: false }, () => t.database.db.delete(instructors).where(eq(instructors.id, id)), null);
    const created = async () => {
      await t.database.db.insert(instructors).values({ userId: instructor.userId, schoolId: other.schoolId, firstName: 'Ewa', lastName: 'Nowa' });
    };
    await expectSeenByBoth(session, 'schoolId', null, created, other.schoolId);
  });

  it("a change to a school's stock or profile does not forget its sessions", async () => {
    const school = await createSchool(t.database.db);
    const session = await t.sessionOf(school.email, school.password);
    // The login's own update of the account is announced too: let that notice pass first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cached = await t.services.auth.authenticate(session);
    expect(t.services.auth.sessions.get(cached.sessionHash)).toBeDefined();
    await t.database.db.update(schools).set({ numberOfBooks: 7, name: 'OSK Nowa' }).where(eq(schools.id, school.schoolId));
    // A forgotten entry would be gone by the time a notice had been heard; give one the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.services.auth.sessions.get(cached.sessionHash)).toBeDefined();
  });
});
