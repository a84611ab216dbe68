import type { ApiError, LoginUser, Car, Group, Instructor, Lesson, SchedulerStudent } from '@osk/contract';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import { apiError, FakeApi, SCHOOL_USER, type FakeCall, type FakeReply } from '../../../test/fake-api';

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

  /** The calls of a path (relative to /api/), optionally of one method. */
  calls(path: string, method?: string): FakeCall[] {
    return this.api.requests.filter((r) => r.path === path && (!method || r.method === method));
  }

  lastQuery(path: string): URLSearchParams {
    const call = this.calls(path, 'GET').at(-1);
    if (!call) throw new Error(`no GET ${path}`);
    return call.query;
  }

  /** A write under lessons/ answers the first of failNext if there is one, else its own answer. */
  private write<T>(answer: () => T | FakeReply<ApiError>): T | FakeReply<ApiError> {
    const failure = this.failNext.shift();
    return failure ? apiError(failure.status, failure.code) : answer();
  }

  private nameTaken(name: string, id: number | null | undefined): boolean {
    return this.groups.some((g) => g.name.toLowerCase() === name.trim().toLowerCase() && g.id !== id);
  }

  private members(ids: Array<{ id: number }>) {
    return ids.map(({ id }) => this.learners.find((l) => l.id === id) ?? aLearner(id)).map((l) => ({ id: l.id, firstName: l.firstName, lastName: l.lastName, email: l.email }));
  }

  readonly api = new FakeApi()
    // cars
    .get('cars', ({ query: q }) => page(this.cars.filter((c) => contains(c.registrationNumber, q.get('registrationNumber')) && (!q.get('status') || c.status === q.get('status'))), q, 'registrationNumber'))
    .post('cars', ({ body }) =>
      this.write(() => {
        const r = body as Car & { id?: number | null };
        if (r.id) {
          const existing = this.cars.find((c) => c.id === r.id);
          if (!existing) return apiError(404, 'msg.error.not.found', 'x');
          const updated = { ...existing, ...r, id: existing.id };
          this.cars = this.cars.map((c) => (c.id === r.id ? updated : c));
          return updated;
        }
        const car = aCar((this.nextId += 1), { ...r, id: this.nextId });
        this.cars.push(car);
        return car;
      }),
    )
    .delete('car', ({ params }) =>
      this.write(() => {
        this.cars = this.cars.filter((c) => c.id !== Number(params.id));
        return { id: Number(params.id), removed: true as const };
      }),
    )
    // instructors
    .get('instructors', ({ query: q }) =>
      page(this.instructors.filter((i) => contains(i.firstName, q.get('firstName')) && contains(i.lastName, q.get('lastName')) && (!q.get('status') || i.status === q.get('status'))), q, 'lastName'),
    )
    .post('instructors', ({ body }) =>
      this.write(() => {
        const r = body as Instructor;
        const instructor = anInstructor((this.nextId += 1), { ...r, id: this.nextId, userName: r.email });
        this.instructors.push(instructor);
        return instructor;
      }),
    )
    .put('instructor', ({ params, body }) =>
      this.write(() => {
        const id = Number(params.id);
        const existing = this.instructors.find((i) => i.id === id);
        if (!existing) return apiError(404, 'msg.error.not.found', 'x');
        const updated = { ...existing, ...(body as Instructor), id, email: existing.email, phoneNumber: existing.phoneNumber };
        this.instructors = this.instructors.map((i) => (i.id === id ? updated : i));
        return updated;
      }),
    )
    .delete('instructor', ({ params }) =>
      this.write(() => {
        this.instructors = this.instructors.map((i) => (i.id === Number(params.id) ? { ...i, status: 'INACTIVE' } : i));
        return { id: Number(params.id), removed: true as const };
      }),
    )
    .post('checkIfEmailExists', ({ body }) => this.usedEmails.has((body as { email: string }).email))
    .post('checkIfPhoneNumberExists', ({ body }) => ({ exists: this.usedPhones.has((body as { phoneNumber: string }).phoneNumber), international: false }))
    // groups
    .get('groups', ({ query: q }) => page(this.groups.filter((g) => contains(g.name, q.get('name')) && (!q.get('status') || g.status === q.get('status'))), q, 'createDate'))
    .post('groupValidation', ({ body }) => {
      const r = body as { id: number | null; name: string };
      return this.nameTaken(r.name, r.id) ? [{ field: 'name' as const, reason: 'alreadyUsed' as const }] : [];
    })
    .post('groups', ({ body }) =>
      this.write(() => {
        const r = body as { name: string; status: Group['status']; students: Array<{ id: number }> };
        if (this.nameTaken(r.name, null)) return apiError(409, 'msg.error.group.name.already.used', 'x');
        const group = aGroup((this.nextId += 1), { name: r.name, status: r.status, students: this.members(r.students), createDate: '2026-11-23T05:00:00Z' });
        this.groups.push(group);
        return group;
      }),
    )
    .put('group', ({ params, body }) =>
      this.write(() => {
        const id = Number(params.id);
        const r = body as { name: string; status: Group['status']; students: Array<{ id: number }> };
        const existing = this.groups.find((g) => g.id === id);
        if (!existing) return apiError(404, 'msg.error.not.found', 'x');
        if (this.nameTaken(r.name, id)) return apiError(409, 'msg.error.group.name.already.used', 'x');
        const updated = { ...existing, name: r.name, status: r.status, students: this.members(r.students) };
        this.groups = this.groups.map((g) => (g.id === id ? updated : g));
        return updated;
      }),
    )
    .delete('group', ({ params }) =>
      this.write(() => {
        this.groups = this.groups.filter((g) => g.id !== Number(params.id));
        return { id: Number(params.id), removed: true as const };
      }),
    )
    .get('schedulerStudents', ({ query: q }) => {
      const term = (q.get('searchTerm') ?? '').toLowerCase();
      return page(this.learners.filter((l) => `${l.firstName} ${l.lastName} ${l.email ?? ''}`.toLowerCase().includes(term)), q, 'lastName');
    })
    .get('lessons', ({ query: q }) => {
      if (this.lessonsDown) return apiError(404, 'msg.error.not.found', 'x');
      const groupId = Number(q.get('groupId'));
      const items = this.lessons.filter((l) => l.group?.id === groupId && l.lessonDate >= (q.get('after') ?? ''));
      return { content: items, totalPages: 1, totalElements: items.length, size: 1000, number: 0, first: true, last: true, empty: items.length === 0 };
    });

  readonly fetch = this.api.fetch;

  /** Serves this fake's calls and logs in the demo school. */
  serve(): void {
    this.api.install();
    setSessionUser(loginUserFixture(SCHOOL_USER) as LoginUser);
  }
}
