import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { schools } from '../db/schema/index.js';
import { seedDemo } from './demo.seed.js';
import { SCHOOL_LINKS_DEMO } from './school-links.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await seedDemo(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

function sessionOf(email: string, password: string): Promise<string> {
  return t.sessionOf(email, password);
}

describe('demo data of the school links', () => {
  it('has a NEW partial registration of the demo school at the fixed demo link', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/partial', payload: { uuid: SCHOOL_LINKS_DEMO.partialRegistrationToken } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'NEW', phoneNumber: SCHOOL_LINKS_DEMO.partialRegistrationPhone, firstName: 'Marek', category: 'B' });
    const name = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/school/name/${res.json().schoolId}` });
    expect(name.body).toBe('OSK Zielona Fala');
  });

  it('has a learner without a school holding a NEW invitation to the demo school', async () => {
    const session = await sessionOf(SCHOOL_LINKS_DEMO.learner.email, SCHOOL_LINKS_DEMO.learner.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/get/${SCHOOL_LINKS_DEMO.attachInvitationToken}`, headers: { jsessionid: session } });
    expect(res.json()).toMatchObject({ type: 'ASSIGN_STUDENT', status: 'NEW', schoolName: 'OSK Zielona Fala', learningDays: 90 });
    const show = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: session } });
    expect(show.json().schoolId).toBeNull();
  });

  it('has a partner-platform learner whose partner password opens with the demo key', async () => {
    const session = await sessionOf(SCHOOL_LINKS_DEMO.partner.email, SCHOOL_LINKS_DEMO.partner.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${session}`, headers: { jsessionid: session } });
    expect(res.body).toBe(SCHOOL_LINKS_DEMO.partner.partnerPassword);
  });

  it("gives the demo school an address and a guardian its learner can read", async () => {
    const [school] = await t.database.db.select().from(schools).where(eq(schools.name, 'OSK Zielona Fala'));
    const pub = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/school/public/${school?.id}` });
    expect(pub.json()).toMatchObject({ city: 'Warszawa', address: 'ul. Zielona 12', postalCode: '00-950' });
    const session = await sessionOf('kursant@example.com', 'Kursant123!');
    const guardian = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/guardian/get/${school?.guardianId}`, headers: { jsessionid: session } });
    expect(guardian.json()).toMatchObject({ name: 'Katarzyna Opiekuńska' });
  });
});
