import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarPage, GroupPage, InstructorPage } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemo } from '../../demo/demo.seed.js';
import { SCHEDULER_RESOURCES_DEMO } from '../../demo/scheduler-resources.seed.js';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  expect(await seedDemo(t.database.db, t.clock.now())).toBe(true);
  session = await t.sessionOf('osk@example.com', 'Szkola123!');
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, as = session): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api/lessons/${url}`, headers: { jsessionid: as } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe('demo scheduler resources', () => {
  it('has three instructors in different colours, Piotr Wiśniewski completed', async () => {
    const page = await get<InstructorPage>('instructor?status=ACTIVE&pageSize=100');
    expect(page.content.map((i) => i.lastName)).toEqual(['Lewandowski', 'Wiśniewski', 'Zielińska']);
    expect(new Set(page.content.map((i) => i.color)).size).toBe(3);
    const piotr = page.content.find((i) => i.email === SCHEDULER_RESOURCES_DEMO.instructorEmail);
    expect(piotr).toMatchObject({ firstName: 'Piotr', categories: ['B', 'BE'], notificationsEnabled: true });
    expect(piotr?.registrationNumber).toBeTruthy();
    // The demo instructor still logs in and sees itself.
    const own = await t.sessionOf('instruktor@example.com', 'Instruktor123!');
    expect((await get<{ id: number }>(`instructor/${piotr?.id ?? 0}`, own)).id).toBe(piotr?.id);
  });

  it('has four cars, one in service, one with insurance ending in 10 days', async () => {
    const page = await get<CarPage>('cars');
    expect(page.totalElements).toBe(4);
    expect(page.content.filter((c) => c.status === 'AVAILABLE')).toHaveLength(3);
    expect(page.content.filter((c) => c.status === 'SERVICE')).toHaveLength(1);
    expect(page.content.some((c) => c.insuranceExpires === '2026-12-02')).toBe(true);
  });

  it('has an active group with Anna Nowak and a closed one', async () => {
    const active = await get<GroupPage>('group?status=ACTIVE');
    expect(active.content.map((g) => g.name)).toEqual([SCHEDULER_RESOURCES_DEMO.activeGroup]);
    const members = active.content[0]?.students ?? [];
    expect(members.some((s) => s.firstName === 'Anna' && s.lastName === 'Nowak')).toBe(true);
    expect(members.length).toBeGreaterThan(1);
    const closed = await get<GroupPage>('group?status=CLOSED');
    expect(closed.content.map((g) => g.name)).toEqual([SCHEDULER_RESOURCES_DEMO.closedGroup]);
  });
});
