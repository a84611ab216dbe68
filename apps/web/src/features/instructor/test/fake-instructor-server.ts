import type { CalendarFeed, Instructor, Lesson, LoginUser } from '@osk/contract';
import { vi } from 'vitest';
import { setSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, loginUserFixture } from '../../../test/app-test-utils';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const page = <T>(content: T[]) => ({ content, totalPages: 1, totalElements: content.length, size: content.length, last: true, number: 0, first: true, empty: content.length === 0 });

/** A stand-in for the instructor's own calls: its record, its lessons and its calendar feed. */
export class FakeInstructorServer {
  readonly requests: Recorded[] = [];
  me: Instructor = {
    id: 42,
    firstName: 'Jan',
    lastName: 'Kowalski',
    schoolId: 5,
    email: 'instruktor@example.com',
    phoneNumber: '600100200',
    color: '#3366FF',
    notificationsEnabled: true,
    categories: ['B', 'A'],
    registrationNumber: 'R-1',
    additionalInfo1: null,
    additionalInfo2: null,
    remarks: 'uwagi szkoły',
    status: 'ACTIVE',
    userName: 'instruktor@example.com',
  };
  lessons: Lesson[] = [];
  feed: CalendarFeed = { url: null };
  failNext: { status: number; body: unknown }[] = [];
  private counter = 0;

  calls(path: string, method?: string): Recorded[] {
    return this.requests.filter((r) => r.path === path && (!method || r.method === method));
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\//, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.requests.push({ method, path, query: url.searchParams, body });
    if (method !== 'GET') {
      const fail = this.failNext.shift();
      if (fail) return jsonResponse(fail.status, fail.body);
    }
    if (path === 'lessons/instructor') return jsonResponse(200, page([this.me]));
    if (path === `lessons/instructor/${this.me.id}`) {
      if (method === 'PUT') {
        const change = body as Instructor;
        this.me = { ...this.me, firstName: change.firstName, lastName: change.lastName, notificationsEnabled: change.notificationsEnabled };
      }
      return jsonResponse(200, this.me);
    }
    if (path === 'lessons/lesson') {
      const after = url.searchParams.get('after') ?? '0000';
      const before = url.searchParams.get('before') ?? '9999';
      return jsonResponse(200, page(this.lessons.filter((l) => l.lessonDate >= after && l.lessonDate <= before)));
    }
    if (path === 'lessons/calendar-feed') {
      // As the server: the address only in the POST that makes it (only its hash is kept); GET says whether one is active.
      if (method === 'POST') {
        this.feed = { url: null, active: true };
        return jsonResponse(200, { url: `/api/lessons/calendar/secret-${++this.counter}.ics`, active: true });
      }
      if (method === 'DELETE') this.feed = { url: null, active: false };
      return jsonResponse(200, this.feed);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: path });
  };
}

export function serveInstructor(server: FakeInstructorServer): void {
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  setSessionUser(loginUserFixture({ id: 80, userName: 'instruktor@example.com', userType: 'INSTRUCTOR', userSource: 'EPRAWKO' }) as LoginUser);
}
