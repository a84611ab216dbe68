import { phoneSearchDigits, type ApiError, type Group, type ExistenceCheckResult, type School, type SchoolStudent, type SchoolStudentListRow, type StudentCreationResult } from '@osk/contract';
import { apiError, FakeApi, forbidden, notFound, type FakeReply, type FakeRequest } from '../../../test/fake-api';
import { aSchool as baseSchool } from '../../../test/school.fixture';

/** A school as `school/show` answers it (stock 300 days, 40 books, lectures allowed), without guardian or address. */
export function aSchool(overrides: Partial<School> = {}): School {
  return baseSchool({ guardianId: null, address: { street: null, city: null, postCode: null }, phoneNumber: null, ...overrides });
}

/** A learner of the school as the list shows it (no activity, no hours held yet, category B's minimum). */
export function aStudent(id: number, overrides: Partial<SchoolStudentListRow> = {}): SchoolStudentListRow {
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
    lastActivity: null,
    pkk: null,
    training: { practicalHours: 0, theoryHours: 0, minimumPracticalHours: 30, minimumTheoryHours: 30 },
    readiness: 0,
    readyForExam: false,
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

const PAGE_SIZE = 10;

/**
 * A stand-in for the school-students calls (school document §7) in component tests: the school with
 * its stock, its learners, the existence check (answers set per contact), creation with the stock
 * rules (409 msg.error.not.enough.books / exams), invitation, days, lectures, +3 exams, resend and
 * removal. `failNext` makes the next write answer an error.
 */
export class FakeStudentsServer {
  school: School;
  students: SchoolStudentListRow[];
  /** Existence answers by contact; others answer USER_DONT_EXIST. */
  readonly existence = new Map<string, ExistenceCheckResult>();
  readonly failNext: Array<{ status: number; code: string }> = [];
  /** The school's groups (lessons/group) and their learners' ids. */
  groups: Array<Pick<Group, 'id' | 'name' | 'status'> & { members: number[] }> = [];
  private nextId = 500;

  constructor(school: Partial<School> = {}, students: SchoolStudentListRow[] = []) {
    this.school = aSchool(school);
    this.students = students;
  }

  /** The calls whose path (after eprawko-rest/) contains a fragment. */
  calls(fragment: string): Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> {
    return this.api
      .calls()
      .map(({ method, path, query, body }) => ({ method, path: path.replace(/^eprawko-rest\//, ''), query, body }))
      .filter((r) => r.path.includes(fragment));
  }

  private created(status: StudentCreationResult['status'], student: SchoolStudent | null, login: string | null = null, password?: string): StudentCreationResult {
    return { status, student, login, ...(password ? { password } : {}), numberOfDaysOfLearn: this.school.numberOfDaysOfLearn, numberOfBooks: this.school.numberOfBooks };
  }

  /** A write answers the first of failNext if there is one, else its own answer. */
  private write<T>(answer: () => T | FakeReply<ApiError>): T | FakeReply<ApiError> {
    const failure = this.failNext.shift();
    return failure ? apiError(failure.status, failure.code) : answer();
  }

  /** The learner a call names, as the server answers it after the change. */
  private studentOf(id: string): SchoolStudent | FakeReply<ApiError> {
    return this.students.find((s) => s.id === Number(id)) ?? notFound();
  }

  private matching(q: URLSearchParams): SchoolStudentListRow[] {
    const own = q.get('smarttesty') === 'true';
    const partner = q.get('eprawko') === 'true';
    const has = (key: string, value: string | null) => (value ?? '').toLowerCase().includes((q.get(key) ?? '').toLowerCase());
    return this.students.filter(
      (s) =>
        ((own && s.source !== 'LIWONA') || (partner && s.source === 'LIWONA')) &&
        has('email', s.email) &&
        has('firstName', s.firstName) &&
        has('lastName', s.lastName) &&
        (s.phoneNumber ?? '').replace(/\D/g, '').includes(phoneSearchDigits(q.get('phone') ?? '')) &&
        (q.get('passed') !== 'true' || s.passed) &&
        (q.get('internal') !== 'true' || s.internalExamAccount) &&
        (q.get('ready') !== 'true' || s.readyForExam),
    );
  }

  /** The list's order as the server's: numbers (the readiness) by value, the rest as text. */
  private sorted(q: URLSearchParams): SchoolStudentListRow[] {
    const order = (q.get('order') ?? 'lastName') as keyof SchoolStudentListRow;
    const asc = q.get('orderAsc') !== 'false';
    const compare = (a: SchoolStudentListRow, b: SchoolStudentListRow) => {
      const [x, y] = [a[order], b[order]];
      return typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
    };
    return [...this.matching(q)].sort((a, b) => compare(a, b) * (asc ? 1 : -1));
  }

  private existenceCheck = ({ body }: FakeRequest<'checkIfEmailExistsBySchool' | 'checkIfPhoneNumberExistsBySchool'>): ExistenceCheckResult | FakeReply<ApiError> =>
    this.write(() => {
      const request = body as { email?: string; phoneNumber?: string };
      const contact = request.email ?? request.phoneNumber ?? '';
      // As the server: a malformed e-mail is a 400 on the field.
      if (request.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(request.email)) {
        return apiError(400, 'msg.error.invalid.form', 'Popraw błędne pola!', [{ field: 'email', key: 'msg.validation.email.invalid', message: 'Podaj prawidłowy adres email' }]);
      }
      return this.existence.get(contact) ?? anExistence('USER_DONT_EXIST');
    });

  readonly api = new FakeApi()
    .get('schoolShow', () => this.school)
    .get('studentCountSchool', ({ query }) => ({
      count: this.matching(query).length,
      all: this.students.length,
      active: this.students.filter((s) => s.status === 'ACTIVE').length,
      passed: this.students.filter((s) => s.passed).length,
      internal: this.students.filter((s) => s.internalExamAccount).length,
      partner: this.students.filter((s) => s.source === 'LIWONA').length,
    }))
    .get('studentShowSchool', ({ query: q }) => {
      const sorted = this.sorted(q);
      const page = Number(q.get('page') ?? 0);
      const content = sorted.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE);
      const totalPages = Math.ceil(sorted.length / PAGE_SIZE);
      return { content, totalPages, totalElements: sorted.length, size: PAGE_SIZE, number: page, first: page === 0, last: page >= totalPages - 1, empty: content.length === 0 };
    })
    .get('studentShowSchoolInternal', () => this.students.filter((s) => s.internalExamAccount))
    .get('studentShowById', ({ params }) => this.students.find((s) => s.id === Number(params.id)) ?? forbidden())
    .post('checkIfEmailExistsBySchool', this.existenceCheck)
    .post('checkIfPhoneNumberExistsBySchool', this.existenceCheck)
    .post('schoolCreateStudent', ({ body }) =>
      this.write(() => {
        const r = body as { type: string; email?: string; phoneNumber?: string; firstName: string; lastName: string; numberOfDays: number; withBook: boolean; accessType: string };
        if (r.numberOfDays > this.school.numberOfDaysOfLearn) return apiError(409, 'msg.error.not.enough.exams', 'x');
        if ((r.withBook || r.accessType === 'LONG') && this.school.numberOfBooks <= 0) return apiError(409, 'msg.error.not.enough.books', 'x');
        this.school = { ...this.school, numberOfDaysOfLearn: this.school.numberOfDaysOfLearn - r.numberOfDays, numberOfBooks: this.school.numberOfBooks - (r.withBook ? 1 : 0) };
        const student = aStudent((this.nextId += 1), { firstName: r.firstName, lastName: r.lastName, email: r.email ?? null, phoneNumber: r.phoneNumber ?? null, status: r.type === 'SCHOOL_SMS' ? 'NEW' : 'ACTIVE' });
        this.students.push(student);
        return this.created(r.type === 'SCHOOL_SMS' ? 'PARTIAL_SENT' : 'CREATED', student);
      }),
    )
    .put('schoolAttachStudent', () => this.write(() => this.created('INVITED', null)))
    .post('schoolCreateStudentTemporal', () =>
      this.write(() => {
        const student = aStudent((this.nextId += 1), { email: `tmp${this.nextId}@osk`, internalExamAccount: true, source: 'LIWONA' });
        this.students.push(student);
        return this.created('CREATED', student, student.email, `abcd-efgh-${String(this.nextId).padStart(4, 'k')}`);
      }),
    )
    .post('schoolAssignDays', ({ params }) =>
      this.write(() => {
        const days = Number(params.days);
        if (days > this.school.numberOfDaysOfLearn) return apiError(409, 'msg.error.not.enough.exams', 'x');
        this.school = { ...this.school, numberOfDaysOfLearn: this.school.numberOfDaysOfLearn - days };
        return this.studentOf(params.studentId);
      }),
    )
    .get('studentIdsSchool', ({ query: q }) => {
      const ids = this.sorted(q).map((s) => s.id);
      return { ids, count: ids.length };
    })
    .post('schoolAssignDaysBulk', ({ body }) =>
      this.write(() => {
        const r = body as { studentIds: number[]; days: number };
        const total = r.days * r.studentIds.length;
        if (total > this.school.numberOfDaysOfLearn) return apiError(409, 'msg.error.not.enough.exams', 'Za mało dni w puli szkoły.');
        this.school = { ...this.school, numberOfDaysOfLearn: this.school.numberOfDaysOfLearn - total };
        return this.students.filter((s) => r.studentIds.includes(s.id));
      }),
    )
    .get('groups', () => {
      const content = this.groups
        .filter((g) => g.status === 'ACTIVE')
        .map((g) => ({ id: g.id, name: g.name, status: g.status, schoolId: 5, createDate: '2026-11-01T10:00:00Z', students: [] }));
      return { content, totalPages: 1, totalElements: content.length, size: 100, number: 0, first: true, last: true, empty: content.length === 0 };
    })
    .post('schoolAssignStudentsToGroup', ({ body }) =>
      this.write(() => {
        const r = body as { studentIds: number[]; groupId: number };
        const group = this.groups.find((g) => g.id === r.groupId);
        if (!group) return forbidden();
        const added = r.studentIds.filter((id) => !group.members.includes(id));
        group.members.push(...added);
        return { groupId: group.id, groupName: group.name, added: added.length, alreadyIn: r.studentIds.length - added.length, members: group.members.length };
      }),
    )
    .post('schoolAssignLectures', ({ params }) => this.write(() => this.studentOf(params.studentId)))
    .post('schoolAssignInternalExams', ({ params }) =>
      this.write(() => {
        this.students = this.students.map((s) => (s.id === Number(params.studentId) ? { ...s, internalExams: s.internalExams + 3 } : s));
        return this.studentOf(params.studentId);
      }),
    )
    .post('studentUpdate', ({ body }) =>
      this.write(() => {
        const r = body as Partial<SchoolStudent> & { id: number };
        this.students = this.students.map((s) => (s.id === r.id ? { ...s, ...r } : s));
        return this.students.find((s) => s.id === r.id) ?? notFound();
      }),
    )
    .post('schoolResend', ({ body }) => this.write(() => this.students.find((s) => s.registrationId === (body as { registrationId: string }).registrationId) ?? apiError(409, 'msg.error.resend.failed', 'x')))
    .post('schoolRemoveStudent', ({ body }) =>
      this.write(() => {
        const r = body as { studentId: number };
        this.students = this.students.filter((s) => s.id !== r.studentId);
        return { studentId: r.studentId, removed: true as const };
      }),
    );

  readonly fetch = this.api.fetch;
}
