import type { ApiError, CalendarFeed, Instructor, Lesson, LoginUser } from '@osk/contract';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import { FakeApi, FakeReply, notFound, type FakeCall } from '../../../test/fake-api';

const page = <T>(content: T[]) => ({ content, totalPages: 1, totalElements: content.length, size: content.length, last: true, number: 0, first: true, empty: content.length === 0 });

/** A stand-in for the instructor's own calls: its record, its lessons and its calendar feed. */
export class FakeInstructorServer {
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
  failNext: Array<{ status: number; body: ApiError }> = [];
  private counter = 0;

  /** The calls of a path (relative to /api/), optionally of one method. */
  calls(path: string, method?: string): FakeCall[] {
    return this.api.requests.filter((r) => r.path === path && (!method || r.method === method));
  }

  /** The next write answers the first of failNext, if any. */
  private failure(): FakeReply<ApiError> | null {
    const fail = this.failNext.shift();
    return fail ? new FakeReply(fail.status, fail.body) : null;
  }

  readonly api = new FakeApi()
    .get('instructors', () => page([this.me]))
    .get('instructor', ({ params }) => (Number(params.id) === this.me.id ? this.me : notFound()))
    .put('instructor', ({ params, body }) => {
      const failure = this.failure();
      if (failure) return failure;
      if (Number(params.id) !== this.me.id) return notFound();
      const change = body as Instructor;
      this.me = { ...this.me, firstName: change.firstName, lastName: change.lastName, notificationsEnabled: change.notificationsEnabled };
      return this.me;
    })
    .get('lessons', ({ query }) => {
      const after = query.get('after') ?? '0000';
      const before = query.get('before') ?? '9999';
      return page(this.lessons.filter((l) => l.lessonDate >= after && l.lessonDate <= before));
    })
    .put('lessonOutcome', ({ params, body }) => {
      const failure = this.failure();
      if (failure) return failure;
      const index = this.lessons.findIndex((l) => l.id === Number(params.id));
      const current = this.lessons[index];
      if (!current) return notFound();
      const change = body as { outcome: Lesson['outcome']; cancelledBy?: Lesson['cancelledBy'] };
      this.lessons[index] = { ...current, outcome: change.outcome, cancelledBy: change.cancelledBy ?? null };
      return this.lessons[index];
    })
    // As the server: the address only in the POST that makes it (only its hash is kept); GET says whether one is active.
    .get('calendarFeed', () => this.feed)
    .post('calendarFeed', () => {
      const failure = this.failure();
      if (failure) return failure;
      this.feed = { url: null, active: true };
      return { url: `/api/lessons/calendar/secret-${++this.counter}.ics`, active: true };
    })
    .delete('calendarFeed', () => {
      const failure = this.failure();
      if (failure) return failure;
      this.feed = { url: null, active: false };
      return this.feed;
    });

  readonly fetch = this.api.fetch;
}

export function serveInstructor(server: FakeInstructorServer): void {
  server.api.install();
  setSessionUser(loginUserFixture({ id: 80, userName: 'instruktor@example.com', userType: 'INSTRUCTOR', userSource: 'EPRAWKO' }) as LoginUser);
}
