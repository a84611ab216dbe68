import type { CalendarFeed, CardLesson, Car, Group, Instructor, Lesson, LessonFieldIssue, SchedulerSettings, SchedulerStudent } from '@osk/contract';
import { jsonResponse } from '../../../test/app-test-utils';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

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
  readonly requests: Recorded[] = [];
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
    if (path === 'lessons/features') return jsonResponse(200, this.features);
    if (path === 'lessons/settings') return jsonResponse(200, this.settings);
    if (path === 'lessons/lesson' && method === 'GET') {
      if (this.lessonsFail) return jsonResponse(500, { code: 'msg.error.lesson.failed', message: 'Błąd' });
      const after = url.searchParams.get('after') ?? '0000';
      const before = url.searchParams.get('before') ?? '9999';
      return jsonResponse(200, page(this.lessons.filter((l) => l.lessonDate >= after && l.lessonDate <= before)));
    }
    if (path === 'lessons/validation') return jsonResponse(200, this.issues);
    if (path === 'lessons/lesson' && method === 'POST') {
      const request = body as { lessonDate: string; startTime: string; endTime: string };
      const lesson = aLesson(100 + this.lessons.length, { lessonDate: request.lessonDate, startTime: request.startTime, endTime: request.endTime });
      this.lessons.push(lesson);
      return jsonResponse(200, lesson);
    }
    const lessonMatch = /^lessons\/lesson\/(\d+)$/.exec(path);
    if (lessonMatch) {
      const id = Number(lessonMatch[1]);
      if (method === 'DELETE') {
        this.lessons = this.lessons.filter((l) => l.id !== id);
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, this.lessons.find((l) => l.id === id));
    }
    if (path === 'lessons/instructor' && method === 'GET') {
      const size = Number(url.searchParams.get('pageSize') ?? '10');
      return jsonResponse(200, page(this.instructors.slice(0, size)));
    }
    const instructorMatch = /^lessons\/instructor\/(\d+)$/.exec(path);
    if (instructorMatch) {
      const index = this.instructors.findIndex((i) => i.id === Number(instructorMatch[1]));
      if (index < 0) return jsonResponse(404, { code: 'msg.error.not.found', message: 'Nie znaleziono' });
      const current = this.instructors[index];
      if (method === 'PUT' && current) {
        const change = body as Instructor;
        this.instructors[index] = { ...current, firstName: change.firstName, lastName: change.lastName, notificationsEnabled: change.notificationsEnabled };
      }
      return jsonResponse(200, this.instructors[index]);
    }
    if (path === 'lessons/cars') return jsonResponse(200, page(CARS));
    if (path === 'lessons/group') return jsonResponse(200, page(GROUPS));
    if (path === 'lessons/student') {
      const term = (url.searchParams.get('searchTerm') ?? '').toLowerCase();
      return jsonResponse(200, page(STUDENTS.filter((s) => `${s.firstName} ${s.lastName}`.toLowerCase().includes(term))));
    }
    if (path === 'lessons/cards' && method === 'GET') return jsonResponse(200, this.cards);
    if (path === 'lessons/cards' && method === 'POST') return new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    if (path === 'lessons/calendar-feed') {
      if (method === 'POST') this.feed = { url: `/api/lessons/calendar/token-${++this.feedCounter}.ics` };
      if (method === 'DELETE') this.feed = { url: null };
      return jsonResponse(200, this.feed);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: path });
  };
}
