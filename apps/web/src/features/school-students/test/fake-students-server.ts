import type { ExistenceCheckResult, School, SchoolStudent, StudentCreationResult } from '@osk/contract';
import { jsonResponse } from '../../../test/app-test-utils';
import { aSchool as baseSchool } from '../../../test/school.fixture';

/** A school as `school/show` answers it (stock 300 days, 40 books, lectures allowed), without guardian or address. */
export function aSchool(overrides: Partial<School> = {}): School {
  return baseSchool({ guardianId: null, address: { street: null, city: null, postCode: null }, phoneNumber: null, ...overrides });
}

/** A learner of the school. */
export function aStudent(id: number, overrides: Partial<SchoolStudent> = {}): SchoolStudent {
  return {
    id,
    userId: 1000 + id,
    firstName: `Imię${id}`,
    lastName: `Nazwisko${String(id).padStart(2, '0')}`,
    email: `kursant${id}@example.com`,
    phoneNumber: null,
    category: 'B',
    blockChangeCategory: false,
    oskRemarks: null,
    learningAvailableTill: '2027-03-01',
    lecturesAvailableTill: null,
    qualificationCAvailableTill: null,
    qualificationDAvailableTill: null,
    internalExams: 0,
    internalExamAccount: false,
    lastLoginDate: null,
    accountExpire: null,
    status: 'ACTIVE',
    source: 'EPRAWKO',
    invoice: false,
    notificationsEnabled: true,
    onlyMinistryQuestions: false,
    courses: [],
    registrationId: null,
    schoolId: 5,
    passed: false,
    ...overrides,
  };
}

/** An existence-check answer of a type. */
export function anExistence(type: ExistenceCheckResult['type'], overrides: Partial<ExistenceCheckResult> = {}): ExistenceCheckResult {
  return {
    exists: type !== 'USER_DONT_EXIST',
    type,
    ownStudent: type === 'OWN_USER',
    source: null,
    notFinishedRegistration: type === 'REGISTRATION_NOT_FINISHED',
    firstName: null,
    lastName: null,
    createDate: null,
    international: type === 'INTERNATIONAL',
    canAddInternational: false,
    ...overrides,
  };
}

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const PAGE_SIZE = 10;

/**
 * A stand-in for the school-students calls (school document §7) in component tests: the school with
 * its stock, its learners, the existence check (answers set per contact), creation with the stock
 * rules (409 msg.error.not.enough.books / exams), invitation, days, lectures, +3 exams, resend and
 * removal. `failNext` makes the next write answer an error.
 */
export class FakeStudentsServer {
  readonly requests: Recorded[] = [];
  school: School;
  students: SchoolStudent[];
  /** Existence answers by contact; others answer USER_DONT_EXIST. */
  readonly existence = new Map<string, ExistenceCheckResult>();
  readonly failNext: Array<{ status: number; code: string }> = [];
  private nextId = 500;

  constructor(school: Partial<School> = {}, students: SchoolStudent[] = []) {
    this.school = aSchool(school);
    this.students = students;
  }

  calls(fragment: string): Recorded[] {
    return this.requests.filter((r) => r.path.includes(fragment));
  }

  private created(status: StudentCreationResult['status'], student: SchoolStudent | null, login: string | null = null, password?: string) {
    return jsonResponse(200, { status, student, login, ...(password ? { password } : {}), numberOfDaysOfLearn: this.school.numberOfDaysOfLearn, numberOfBooks: this.school.numberOfBooks } satisfies StudentCreationResult);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api\/eprawko-rest\//, '');
    this.requests.push({ method, path, query: url.searchParams, body });
    if (method !== 'GET') {
      const failure = this.failNext.shift();
      if (failure) return jsonResponse(failure.status, { code: failure.code, message: failure.code });
    }
    const q = url.searchParams;
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === 'school/show') return jsonResponse(200, this.school);
    if (method === 'GET' && (m = /^student\/(show|count)\/school\/v2\/(\d+)$/.exec(path))) {
      const own = q.get('smarttesty') === 'true';
      const partner = q.get('eprawko') === 'true';
      const has = (key: string, value: string | null) => (value ?? '').toLowerCase().includes((q.get(key) ?? '').toLowerCase());
      const matching = this.students.filter(
        (s) =>
          ((own && s.source !== 'LIWONA') || (partner && s.source === 'LIWONA')) &&
          has('email', s.email) &&
          has('firstName', s.firstName) &&
          has('lastName', s.lastName) &&
          (q.get('passed') !== 'true' || s.passed) &&
          (q.get('internal') !== 'true' || s.internalExamAccount),
      );
      if (m[1] === 'count') {
        return jsonResponse(200, {
          count: matching.length,
          all: this.students.length,
          active: this.students.filter((s) => s.status === 'ACTIVE').length,
          passed: this.students.filter((s) => s.passed).length,
          internal: this.students.filter((s) => s.internalExamAccount).length,
          partner: this.students.filter((s) => s.source === 'LIWONA').length,
        });
      }
      const order = (q.get('order') ?? 'lastName') as keyof SchoolStudent;
      const asc = q.get('orderAsc') !== 'false';
      const sorted = [...matching].sort((a, b) => String(a[order] ?? '').localeCompare(String(b[order] ?? '')) * (asc ? 1 : -1));
      const page = Number(q.get('page') ?? 0);
      const content = sorted.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE);
      const totalPages = Math.ceil(sorted.length / PAGE_SIZE);
      return jsonResponse(200, { content, totalPages, totalElements: sorted.length, size: PAGE_SIZE, number: page, first: page === 0, last: page >= totalPages - 1, empty: content.length === 0 });
    }
    if (method === 'GET' && /^student\/show\/school\/internal\/\d+$/.test(path)) return jsonResponse(200, this.students.filter((s) => s.internalExamAccount));
    if (method === 'GET' && (m = /^student\/show\/id\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      const student = this.students.find((s) => s.id === id);
      return student ? jsonResponse(200, student) : jsonResponse(403, { code: 'msg.error.forbidden', message: 'forbidden' });
    }
    if (method === 'POST' && (path === 'checkIfEmailExistsBySchool' || path === 'checkIfPhoneNumberExistsBySchool')) {
      const request = body as { email?: string; phoneNumber?: string };
      const contact = request.email ?? request.phoneNumber ?? '';
      // As the server: a malformed e-mail is a 400 on the field.
      if (request.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(request.email)) {
        return jsonResponse(400, { code: 'msg.error.invalid.form', message: 'Popraw błędne pola!', fields: [{ field: 'email', key: 'msg.validation.email.invalid', message: 'Podaj prawidłowy adres email' }] });
      }
      return jsonResponse(200, this.existence.get(contact) ?? anExistence('USER_DONT_EXIST'));
    }
    if (method === 'POST' && path === 'school/create/student') {
      const r = body as { type: string; email?: string; phoneNumber?: string; firstName: string; lastName: string; numberOfDays: number; withBook: boolean; accessType: string };
      if (r.numberOfDays > this.school.numberOfDaysOfLearn) return jsonResponse(409, { code: 'msg.error.not.enough.exams', message: 'x' });
      if ((r.withBook || r.accessType === 'LONG') && this.school.numberOfBooks <= 0) return jsonResponse(409, { code: 'msg.error.not.enough.books', message: 'x' });
      this.school = { ...this.school, numberOfDaysOfLearn: this.school.numberOfDaysOfLearn - r.numberOfDays, numberOfBooks: this.school.numberOfBooks - (r.withBook ? 1 : 0) };
      const student = aStudent((this.nextId += 1), { firstName: r.firstName, lastName: r.lastName, email: r.email ?? null, phoneNumber: r.phoneNumber ?? null, status: r.type === 'SCHOOL_SMS' ? 'NEW' : 'ACTIVE' });
      this.students.push(student);
      return this.created(r.type === 'SCHOOL_SMS' ? 'PARTIAL_SENT' : 'CREATED', student);
    }
    if (method === 'PUT' && path === 'school/attach/student') return this.created('INVITED', null);
    if (method === 'POST' && path === 'school/create/student/temporal') {
      const student = aStudent((this.nextId += 1), { email: `tmp${this.nextId}@osk`, internalExamAccount: true, source: 'LIWONA' });
      this.students.push(student);
      return this.created('CREATED', student, student.email, `abcd-efgh-${String(this.nextId).padStart(4, 'k')}`);
    }
    if (method === 'POST' && (m = /^school\/assign\/(-?\d+)\/days\/to\/student\/(\d+)\/source\/LEARN$/.exec(path))) {
      const days = Number(m[1]);
      if (days > this.school.numberOfDaysOfLearn) return jsonResponse(409, { code: 'msg.error.not.enough.exams', message: 'x' });
      this.school = { ...this.school, numberOfDaysOfLearn: this.school.numberOfDaysOfLearn - days };
      return jsonResponse(200, {});
    }
    if (method === 'POST' && /^school\/assign\/days\/to\/student\/\d+\/source\/LECTURES$/.test(path)) return jsonResponse(200, {});
    if (method === 'POST' && (m = /^school\/assign\/internal\/exams\/to\/student\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      this.students = this.students.map((s) => (s.id === id ? { ...s, internalExams: s.internalExams + 3 } : s));
      return jsonResponse(200, {});
    }
    if (method === 'POST' && path === 'student/update') {
      const r = body as Partial<SchoolStudent> & { id: number };
      this.students = this.students.map((s) => (s.id === r.id ? { ...s, ...r } : s));
      return jsonResponse(200, this.students.find((s) => s.id === r.id));
    }
    if (method === 'POST' && path === 'school/resend') return jsonResponse(200, {});
    if (method === 'POST' && path === 'school/remove/student') {
      const r = body as { studentId: number };
      this.students = this.students.filter((s) => s.id !== r.studentId);
      return jsonResponse(200, {});
    }
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
  };
}
