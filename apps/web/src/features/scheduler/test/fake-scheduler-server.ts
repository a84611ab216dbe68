import type { ApiError, CalendarFeed, CardLesson, Car, Group, Instructor, Lesson, LessonFieldIssue, SchedulerSettings, SchedulerStudent } from '@osk/contract';
import { apiError, FakeApi, notFound, withStatus, type FakeCall, type FakeReply } from '../../../test/fake-api';

function page<T>(content: T[]) {
  return { content, totalPages: 1, totalElements: content.length, size: content.length, last: true, number: 0, first: true, empty: content.length === 0 };
}

export function anInstructor(id: number, overrides: Partial<Instructor> = {}): Instructor {
  return {
    id,
    firstName: `Instr${id}`,
    lastName: `Kowalski${id}`,
    schoolId: 5,
    email: `instr${id}@example.com`,
    phoneNumber: '600100200',
    color: '#3366FF',
    notificationsEnabled: true,
    categories: ['B'],
    registrationNumber: null,
    additionalInfo1: null,
    additionalInfo2: null,
    remarks: null,
    status: 'ACTIVE',
    userName: `instr${id}@example.com`,
    ...overrides,
  };
}

export function aLesson(id: number, overrides: Partial<Lesson> = {}): Lesson {
  return {
    id,
    lessonStatus: 'PLANNED',
    lessonType: 'DRIVE',
    lessonDate: '2030-03-31',
    startTime: '10:00',
    endTime: '11:00',
    instructor: { id: 1, firstName: 'Jan', lastName: 'Kowalski', phoneNumber: null, color: '#3366FF' },
    student: { id: 11, firstName: 'Anna', lastName: 'Nowak', phoneNumber: null },
    group: null,
    car: { id: 21, manufacturer: 'Toyota', model: 'Yaris', registrationNumber: 'WA12345' },
    canEdit: true,
    remarks: null,
    meetingPlace: null,
    outcome: null,
    cancelledBy: null,
    canSetOutcome: false,
    ...overrides,
  };
}

export const CARS: Car[] = [
  { id: 21, registrationNumber: 'WA12345', schoolId: 5, manufacturer: 'Toyota', model: 'Yaris', yearOfProduction: 2021, nextCheckup: null, insuranceExpires: null, status: 'AVAILABLE', vin: null, remarks: null },
];
export const GROUPS: Group[] = [{ id: 31, name: 'Kurs marcowy', schoolId: 5, status: 'ACTIVE', students: [], createDate: '2030-01-01T10:00:00Z' }];
export const STUDENTS: SchedulerStudent[] = [
  { id: 11, firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phoneNumber: null, category: 'B' },
  { id: 12, firstName: 'Piotr', lastName: 'Zieliński', email: 'piotr@example.com', phoneNumber: null, category: 'B' },
];

/**
 * A stand-in for the lessons/ calls in component tests. It records every request, answers the
 * lessons it holds, the validation findings set in `issues`, and `failNext` answers for writes.
 */
export class FakeSchedulerServer {
  lessons: Lesson[] = [];
  instructors: Instructor[] = [anInstructor(1, { firstName: 'Jan', lastName: 'Kowalski' }), anInstructor(2, { firstName: 'Ewa', lastName: 'Lis' })];
  issues: LessonFieldIssue[] = [];
  features = { scheduler: true, cards: true };
  settings: SchedulerSettings = { startHour: 6, endHour: 20, minutesForLesson: 60, daysOfWork: [1, 2, 3, 4, 5], scheduleForMonths: 3, generateScheduleForFreeDays: false, lastDate: '2099-12-31' };
  cards: CardLesson[] = [];
  feed: CalendarFeed = { url: null };
  failNext: { status: number; body: unknown }[] = [];
  lessonsFail = false;
  private feedCounter = 0;

  /** The calls of a path (relative to /api/), optionally of one method. */
  calls(path: string, method?: string): FakeCall[] {
    return this.api.requests.filter((r) => r.path === path && (!method || r.method === method));
  }

  /** A write answers the first of failNext if there is one (whatever the test put there), else its own answer. */
  private write<T>(answer: () => FakeReply<T> | FakeReply<ApiError> | T | Response): FakeReply<T> | FakeReply<ApiError> | T | Response {
    const fail = this.failNext.shift();
    return fail ? withStatus(fail.status, fail.body as T) : answer();
  }

  private instructorAt(id: string): number {
    return this.instructors.findIndex((i) => i.id === Number(id));
  }

  readonly api = new FakeApi()
    .get('schedulerFeatures', () => this.features)
    .get('schedulerSettings', () => this.settings)
    .get('lessons', ({ query }) => {
      if (this.lessonsFail) return apiError(500, 'msg.error.lesson.failed', 'Błąd');
      const after = query.get('after') ?? '0000';
      const before = query.get('before') ?? '9999';
      return page(this.lessons.filter((l) => l.lessonDate >= after && l.lessonDate <= before));
    })
    .post('lessonValidation', () => this.write(() => this.issues))
    .post('lessons', ({ body }) =>
      this.write(() => {
        const request = body as { lessonDate: string; startTime: string; endTime: string };
        const lesson = aLesson(100 + this.lessons.length, { lessonDate: request.lessonDate, startTime: request.startTime, endTime: request.endTime });
        this.lessons.push(lesson);
        return lesson;
      }),
    )
    .put('lesson', ({ params, body }) =>
      this.write(() => {
        // The lesson as changed: its time (a drag on the calendar) and, when sent, its instructor and car.
        const index = this.lessons.findIndex((l) => l.id === Number(params.id));
        const current = this.lessons[index];
        if (!current) return notFound();
        const change = body as { lessonDate: string; startTime: string; endTime: string; instructorId: number | null; carId: number | null };
        const instructor = current.instructor && change.instructorId !== null ? { ...current.instructor, id: change.instructorId } : current.instructor;
        const car = current.car && change.carId !== null ? { ...current.car, id: change.carId } : current.car;
        this.lessons[index] = { ...current, lessonDate: change.lessonDate, startTime: change.startTime, endTime: change.endTime, instructor, car };
        return this.lessons[index];
      }),
    )
    .put('lessonOutcome', ({ params, body }) =>
      this.write(() => {
        const index = this.lessons.findIndex((l) => l.id === Number(params.id));
        const current = this.lessons[index];
        if (!current) return notFound();
        const change = body as { outcome: Lesson['outcome']; cancelledBy?: Lesson['cancelledBy'] };
        this.lessons[index] = { ...current, outcome: change.outcome, cancelledBy: change.cancelledBy ?? null };
        return this.lessons[index];
      }),
    )
    .delete('lesson', ({ params }) =>
      this.write(() => {
        this.lessons = this.lessons.filter((l) => l.id !== Number(params.id));
        return { id: Number(params.id), removed: true as const };
      }),
    )
    .get('instructors', ({ query }) => page(this.instructors.slice(0, Number(query.get('pageSize') ?? '10'))))
    .get('instructor', ({ params }) => this.instructors[this.instructorAt(params.id)] ?? apiError(404, 'msg.error.not.found', 'Nie znaleziono'))
    .put('instructor', ({ params, body }) =>
      this.write(() => {
        const index = this.instructorAt(params.id);
        const current = this.instructors[index];
        if (!current) return apiError(404, 'msg.error.not.found', 'Nie znaleziono');
        const change = body as Instructor;
        this.instructors[index] = { ...current, firstName: change.firstName, lastName: change.lastName, notificationsEnabled: change.notificationsEnabled };
        return this.instructors[index];
      }),
    )
    .get('cars', page(CARS))
    .get('groups', page(GROUPS))
    .get('schedulerStudents', ({ query }) => {
      const term = (query.get('searchTerm') ?? '').toLowerCase();
      return page(STUDENTS.filter((s) => `${s.firstName} ${s.lastName}`.toLowerCase().includes(term)));
    })
    .get('cards', () => this.cards)
    .post('cards', () => this.write<never>(() => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } })))
    .get('calendarFeed', () => this.feed)
    .post('calendarFeed', () =>
      this.write(() => {
        this.feed = { url: `/api/lessons/calendar/token-${++this.feedCounter}.ics` };
        return this.feed;
      }),
    )
    .delete('calendarFeed', () =>
      this.write(() => {
        this.feed = { url: null };
        return this.feed;
      }),
    );

  readonly fetch = this.api.fetch;
}
