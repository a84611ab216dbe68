import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPesel } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eq } from 'drizzle-orm';
import { pkkAuthorityProfiles, schools } from '../../db/schema/index.js';
import { seedDemo } from '../../demo/demo.seed.js';
import { PKK_DEMO_SIGNERS } from '../../demo/pkk.seed.js';
import { PKK_DEMO_PROFILES } from '../../integrations/pkk-authority/simulator.js';

let t: TestApp;
let session: string;
let schoolId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await seedDemo(t.database.db, t.clock.now());
  session = await t.sessionOf('osk@example.com', 'Szkola123!');
  const [school] = await t.database.db.select({ id: schools.id }).from(schools).where(eq(schools.name, 'OSK Zielona Fala'));
  schoolId = school?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/pkk/${url}`, headers: { jsessionid: session } });

describe('PKK demo data', () => {
  it('has valid, distinct demo profiles: 20-digit numbers, valid PESELs, one foreigner, one minor, one held by another school', () => {
    expect(new Set(PKK_DEMO_PROFILES.map((p) => p.number)).size).toBe(PKK_DEMO_PROFILES.length);
    for (const p of PKK_DEMO_PROFILES) {
      expect(p.number).toMatch(/^\d{20}$/);
      if (p.pesel) expect(isValidPesel(p.pesel), p.pesel).toBe(true);
    }
    for (const s of PKK_DEMO_SIGNERS) expect(isValidPesel(s.pesel)).toBe(true);
    expect(PKK_DEMO_PROFILES.filter((p) => p.pesel === null)).toHaveLength(1);
    expect(PKK_DEMO_PROFILES.filter((p) => p.holder === '99999999')).toHaveLength(1);
    expect(PKK_DEMO_PROFILES.filter((p) => p.state === 'AVAILABLE' && !p.demoRegistry).length).toBeGreaterThanOrEqual(4);
    expect(new Set(PKK_DEMO_PROFILES.map((p) => p.category))).toEqual(new Set(['B', 'A', 'AM', 'C', 'CE', 'D', 'BE']));
  });

  it('seeds the demo school: registry number, signers, six registry rows consistent with the simulator', async () => {
    expect(schoolId).toBeGreaterThan(0);
    expect((await get(`school/${schoolId}/info`)).json()).toEqual({ registryNumber: '12640001', canUsePkk: true, signers: 2 });
    const signers = (await get('signer')).json().content;
    expect(signers.map((s: { clientLogin: string; defaultSigner: boolean }) => [s.clientLogin, s.defaultSigner])).toEqual([
      ['jkowalski', true],
      ['mzielinska', false],
    ]);
    const list = (await t.app.inject({ method: 'POST', url: `/api/pkk/school/${schoolId}`, headers: { jsessionid: session }, payload: {} })).json();
    const statuses = list.content.map((r: { status: string }) => r.status).sort();
    expect(statuses).toEqual(['COMPLEMENTARY_COURSE', 'IMPORTED_FROM_PORTAL', 'IN_PROGRESS_WITH_OSK', 'IN_PROGRESS_WITH_OSK', 'RELEASED', 'UPDATED']);
    const authority = await t.database.db.select().from(pkkAuthorityProfiles);
    expect(authority).toHaveLength(PKK_DEMO_PROFILES.length);
    const updated = list.content.find((r: { status: string }) => r.status === 'UPDATED');
    const detail = (await get(`${updated.id}`)).json();
    expect(detail.oskUpdate.course).toMatchObject({ categories: ['CE'], instructorRecordNumber: '00123/12' });
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(['IMPORTED', 'UPDATED']);
  });

  it('lets the journeys download Anna Nowak\'s profile and match her to the demo learner; the held one is refused', async () => {
    const anna = PKK_DEMO_PROFILES.find((p) => p.firstName === 'Anna' && p.lastName === 'Nowak');
    const res = await get(`query?pkkId=${anna?.number}&pesel=${anna?.pesel}`);
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const form = (await get(`course/${id}`)).json();
    const instructor = form.instructors.find((i: { registrationNumber: string | null }) => i.registrationNumber);
    expect(instructor).toBeDefined();
    const preflight = await t.app.inject({
      method: 'POST',
      url: '/api/pkk/preflight',
      headers: { jsessionid: session },
      payload: { pkkId: id, startDate: '2026-10-01', endDate: null, instructorId: instructor.id, lecturerId: instructor.id, practicalClassHours: 30, practicalClassMinutes: 0, theoryClassHours: 30, theoryClassMinutes: 0, signerId: form.signers[0].id },
    });
    expect(preflight.json().learner).toMatchObject({ name: 'Anna Nowak' });
    const held = PKK_DEMO_PROFILES.find((p) => p.holder === '99999999');
    expect((await get(`query?pkkId=${held?.number}&pesel=${held?.pesel}`)).statusCode).toBe(409);
  });
});
