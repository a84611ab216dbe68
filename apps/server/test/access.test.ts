import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { createSchool, createStudent } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

const KNOWN_ACCESS = ['anonymous', 'optional', 'authenticated', 'student', 'school', 'instructor', 'staff', 'operator'];

function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
}

describe('route access declarations', () => {
  it('every registered route declares who may call it', () => {
    const undeclared = t.routes.filter((r) => r.method !== 'HEAD' && !KNOWN_ACCESS.includes(r.access ?? ''));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(t.routes.length).toBeGreaterThan(5);
  });

  it('every route that needs a session answers 403 to an anonymous caller', async () => {
    const guarded = t.routes.filter((r) => r.access !== 'anonymous' && r.access !== 'optional' && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('msg.error.not.logged.in');
    }
  });

  it('routes for one user type refuse the other types', async () => {
    const student = await createStudent(t.database.db);
    const school = await createSchool(t.database.db);
    const sessions: Record<string, string> = {};
    for (const [type, who] of [['STUDENT', student], ['SCHOOL', school]] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: who.email, password: who.password } });
      sessions[type] = res.json().uuid;
    }
    const typed = t.routes.filter((r) => ['student', 'school', 'instructor', 'staff'].includes(r.access ?? ''));
    for (const route of typed) {
      const outsiders = route.access === 'student' ? ['SCHOOL'] : ['STUDENT'];
      for (const outsider of outsiders) {
        const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { jsessionid: sessions[outsider] ?? '' }, payload: route.method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${outsider} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
