import type { LoginUser, Car, Group, Instructor, Lesson, SchedulerStudent } from '@osk/contract';
import { vi } from 'vitest';
import { setSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, loginUserFixture } from '../../../test/app-test-utils';

export function aCar(id: number, overrides: Partial<Car> = {}): Car {
  return {
    id,
    registrationNumber: `WX ${String(10000 + id)}`,
    schoolId: 5,
    manufacturer: 'Toyota',
    model: 'Yaris',
    yearOfProduction: 2021,
    nextCheckup: '2099-01-01',
    insuranceExpires: '2099-01-01',
    status: 'AVAILABLE',
    vin: null,
    remarks: null,
    ...overrides,
  };
}

export function anInstructor(id: number, overrides: Partial<Instructor> = {}): Instructor {
  return {
    id,
    firstName: `Jan${id}`,
    lastName: `Kowalski${String(id).padStart(2, '0')}`,
    schoolId: 5,
    email: `instruktor${id}@example.com`,
    phoneNumber: `600000${String(id).padStart(3, '0')}`,
    color: '#00AA00',
    notificationsEnabled: true,
    categories: ['B'],
    registrationNumber: null,
    additionalInfo1: null,
    additionalInfo2: null,
    remarks: null,
    status: 'ACTIVE',
    userName: `instruktor${id}@example.com`,
    ...overrides,
  };
}

export function aGroup(id: number, overrides: Partial<Group> = {}): Group {
  return { id, name: `Grupa ${id}`, schoolId: 5, status: 'ACTIVE', students: [], createDate: `2026-0${1 + (id % 9)}-10T10:00:00Z`, ...overrides };
}

export function aLearner(id: number, overrides: Partial<SchedulerStudent> = {}): SchedulerStudent {
  return { id, firstName: `Kursant${id}`, lastName: `Nowak${id}`, email: `kursant${id}@example.com`, phoneNumber: null, category: 'B', ...overrides };
}

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const PAGE_SIZE = 10;

function page<T>(items: T[], q: URLSearchParams, defaultSort: string) {
  const sortBy = q.get('sortBy') ?? defaultSort;
  const asc = (q.get('direction') ?? 'ASC') === 'ASC';
  const sorted = [...items].sort((a, b) => {
    const x = (a as Record<string, unknown>)[sortBy];
    const y = (b as Record<string, unknown>)[sortBy];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
    return asc ? c : -c;
  });
  const number = Number(q.get('pageNumber') ?? 0);
  const content = sorted.slice(number * PAGE_SIZE, number * PAGE_SIZE + PAGE_SIZE);
  const totalPages = Math.ceil(sorted.length / PAGE_SIZE);
  return { content, totalPages, totalElements: sorted.length, size: PAGE_SIZE, number, first: number === 0, last: number >= totalPages - 1, empty: content.length === 0 };
}

const contains = (value: string | null, filter: string | null) => !filter || (value ?? '').toLowerCase().includes(filter.toLowerCase());

/**
 * A stand-in for the scheduler's resource calls under /api/lessons/ (cars, instructors, groups, the
 * group name check, the learner search, a group's lessons) and the prior-use checks under
 * /api/eprawko-rest/. `failNext` makes the next write answer an error; `lessonsDown` makes the lessons
 * read fail (the lessons server may not exist yet).
 */
export class FakeResourcesServer {
  readonly requests: Recorded[] = [];
  cars: Car[] = [];
  instructors: Instructor[] = [];
  groups: Group[] = [];
  learners: SchedulerStudent[] = [];
  lessons: Lesson[] = [];
  lessonsDown = false;
  readonly usedEmails = new Set<string>();
  readonly usedPhones = new Set<string>();
  readonly failNext: Array<{ status: number; code: string }> = [];
  private nextId = 900;

  calls(path: string, method?: string): Recorded[] {
    return this.requests.filter((r) => r.path === path && (!method || r.method === method));
  }

  lastQuery(path: string): URLSearchParams {
    const call = this.calls(path, 'GET').at(-1);
    if (!call) throw new Error(`no GET ${path}`);
    return call.query;
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api\//, '');
    const q = url.searchParams;
    this.requests.push({ method, path, query: q, body });
    if (method !== 'GET' && !path.startsWith('eprawko-rest/') && path !== 'lessons/validation/group') {
      const failure = this.failNext.shift();
      if (failure) return jsonResponse(failure.status, { code: failure.code, message: failure.code });
    }
    let m: RegExpExecArray | null;
    // cars
    if (method === 'GET' && path === 'lessons/cars') {
      const items = this.cars.filter((c) => contains(c.registrationNumber, q.get('registrationNumber')) && (!q.get('status') || c.status === q.get('status')));
      return jsonResponse(200, page(items, q, 'registrationNumber'));
    }
    if (method === 'POST' && path === 'lessons/cars') {
      const r = body as Car & { id?: number | null };
      if (r.id) {
        const existing = this.cars.find((c) => c.id === r.id);
        if (!existing) return jsonResponse(404, { code: 'msg.error.not.found', message: 'x' });
        const updated = { ...existing, ...r, id: existing.id };
        this.cars = this.cars.map((c) => (c.id === r.id ? updated : c));
        return jsonResponse(200, updated);
      }
      const car = aCar((this.nextId += 1), { ...r, id: this.nextId });
      this.cars.push(car);
      return jsonResponse(200, car);
    }
    if (method === 'DELETE' && (m = /^lessons\/cars\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      this.cars = this.cars.filter((c) => c.id !== id);
      return jsonResponse(200, {});
    }
    // instructors
    if (method === 'GET' && path === 'lessons/instructor') {
      const items = this.instructors.filter((i) => contains(i.firstName, q.get('firstName')) && contains(i.lastName, q.get('lastName')) && (!q.get('status') || i.status === q.get('status')));
      return jsonResponse(200, page(items, q, 'lastName'));
    }
    if (method === 'POST' && path === 'lessons/instructor') {
      const r = body as Instructor;
      const instructor = anInstructor((this.nextId += 1), { ...r, id: this.nextId, userName: r.email });
      this.instructors.push(instructor);
      return jsonResponse(200, instructor);
    }
    if (method === 'PUT' && (m = /^lessons\/instructor\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      const existing = this.instructors.find((i) => i.id === id);
      if (!existing) return jsonResponse(404, { code: 'msg.error.not.found', message: 'x' });
      const r = body as Instructor;
      const updated = { ...existing, ...r, id, email: existing.email, phoneNumber: existing.phoneNumber };
      this.instructors = this.instructors.map((i) => (i.id === id ? updated : i));
      return jsonResponse(200, updated);
    }
    if (method === 'DELETE' && (m = /^lessons\/instructor\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      this.instructors = this.instructors.map((i) => (i.id === id ? { ...i, status: 'INACTIVE' } : i));
      return jsonResponse(200, {});
    }
    if (method === 'POST' && path === 'eprawko-rest/checkIfEmailExists') return jsonResponse(200, this.usedEmails.has((body as { email: string }).email));
    if (method === 'POST' && path === 'eprawko-rest/checkIfPhoneNumberExists') return jsonResponse(200, { exists: this.usedPhones.has((body as { phoneNumber: string }).phoneNumber), international: false });
    // groups
    if (method === 'GET' && path === 'lessons/group') {
      const items = this.groups.filter((g) => contains(g.name, q.get('name')) && (!q.get('status') || g.status === q.get('status')));
      return jsonResponse(200, page(items, q, 'createDate'));
    }
    const nameTaken = (name: string, id: number | null | undefined) => this.groups.some((g) => g.name.toLowerCase() === name.trim().toLowerCase() && g.id !== id);
    const members = (ids: Array<{ id: number }>) => ids.map(({ id }) => this.learners.find((l) => l.id === id) ?? aLearner(id)).map((l) => ({ id: l.id, firstName: l.firstName, lastName: l.lastName, email: l.email }));
    if (method === 'POST' && path === 'lessons/validation/group') {
      const r = body as { id: number | null; name: string };
      return jsonResponse(200, nameTaken(r.name, r.id) ? [{ field: 'name', reason: 'alreadyUsed' }] : []);
    }
    if (method === 'POST' && path === 'lessons/group') {
      const r = body as { name: string; status: Group['status']; students: Array<{ id: number }> };
      if (nameTaken(r.name, null)) return jsonResponse(409, { code: 'msg.error.group.name.already.used', message: 'x' });
      const group = aGroup((this.nextId += 1), { name: r.name, status: r.status, students: members(r.students), createDate: '2026-11-23T05:00:00Z' });
      this.groups.push(group);
      return jsonResponse(200, group);
    }
    if (method === 'PUT' && (m = /^lessons\/group\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      const r = body as { name: string; status: Group['status']; students: Array<{ id: number }> };
      const existing = this.groups.find((g) => g.id === id);
      if (!existing) return jsonResponse(404, { code: 'msg.error.not.found', message: 'x' });
      if (nameTaken(r.name, id)) return jsonResponse(409, { code: 'msg.error.group.name.already.used', message: 'x' });
      const updated = { ...existing, name: r.name, status: r.status, students: members(r.students) };
      this.groups = this.groups.map((g) => (g.id === id ? updated : g));
      return jsonResponse(200, updated);
    }
    if (method === 'DELETE' && (m = /^lessons\/group\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      this.groups = this.groups.filter((g) => g.id !== id);
      return jsonResponse(200, {});
    }
    if (method === 'GET' && path === 'lessons/student') {
      const term = (q.get('searchTerm') ?? '').toLowerCase();
      const items = this.learners.filter((l) => `${l.firstName} ${l.lastName} ${l.email ?? ''}`.toLowerCase().includes(term));
      return jsonResponse(200, page(items, q, 'lastName'));
    }
    if (method === 'GET' && path === 'lessons/lesson') {
      if (this.lessonsDown) return jsonResponse(404, { code: 'msg.error.not.found', message: 'x' });
      const groupId = Number(q.get('groupId'));
      const items = this.lessons.filter((l) => l.group?.id === groupId && l.lessonDate >= (q.get('after') ?? ''));
      return jsonResponse(200, { content: items, totalPages: 1, totalElements: items.length, size: 1000, number: 0, first: true, last: true, empty: items.length === 0 });
    }
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
  };

  /** Serves this fake's calls and logs in the demo school. */
  serve(): void {
    vi.stubGlobal('fetch', vi.fn(this.fetch));
    setSessionUser(loginUserFixture({ id: 70, userName: 'osk@example.com', userType: 'SCHOOL', userSource: 'EPRAWKO' }) as LoginUser);
  }
}
