import {
  isReadyForExam,
  newPasswordProblem,
  INTERNAL_EXAMS_STEP,
  PAGE_SIZE,
  storedPhone,
  phoneSearchDigits,
  PkkStatus,
  trainingLedger,
  type AssignStudentsToGroupResult,
  type AttachStudentRequest,
  type Category,
  type StudentIdList,
  type SchoolStudentUpdateRequest,
  type StudentCreationRequest,
  type StudentSearchCriteria,
  type CourseStatus,
  type ExistenceCheckResult,
  type ExistenceType,
  type Language,
  type RemoveStudentRequest,
  type ResendRequest,
  type SchoolStudent,
  type SchoolStudentCounts,
  type SchoolStudentListRow,
  type StudentExportFormat,
  type SchoolStudentPage,
  type StudentCreationResult,
  type TemporalAccountRequest,
} from '@osk/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { StockShortage } from '../../db/school-stock.js';
import { addDays, daysAfter, warsawDate, type Clock } from '../../lib/clock.js';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { generateToken, hashToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { ownSchoolId } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { ReadinessService } from '../readiness/readiness.service.js';
import type { RegistrationService } from '../registration/registration.service.js';
import type { UsersService } from '../users/users.service.js';
import { isPartnerSource } from '../partner/partner.service.js';
import { learnerFields } from '../students/students.service.js';
import { ATTACH_INVITATION_DAYS, invitationMail, invitationSms, PARTIAL_REGISTRATION_DAYS, partialRegistrationSms } from './school-students.mails.js';
import { type AccountMatch, type PkkRecord, type SchoolRow, type SchoolStudentsRepository, type SortColumn, type StudentRow } from './school-students.repository.js';
import { creationCost, daysLeft, pkkRecordOf, schoolSlug, TEMPORARY_ACCOUNT_DAYS, temporaryLogin, temporaryPassword } from './school-students.rules.js';
import { pageOf } from '../../lib/pages.js';
import { EXPORT_LIMIT, studentsExport } from './school-students.export.js';

/** Parsed search criteria (defaults applied). */
export type SearchCriteria = z.output<typeof StudentSearchCriteria>;
/** Parsed creation request (defaults applied). */
export type CreationInput = z.output<typeof StudentCreationRequest>;
/** Parsed invitation request. */
export type AttachInput = z.output<typeof AttachStudentRequest>;
/** Parsed edit of a learner by its school. */
export type UpdateInput = z.output<typeof SchoolStudentUpdateRequest>;


/** A stock shortage named by what ran short: days of learning (the spec's not-enough-exams key) or books. */
/** At most this many unfinished SMS registrations give their stock back in one run of the job. */
const SMS_RETURN_BATCH = 500;

function notEnough(shortage: StockShortage): AppError {
  return new AppError(409, shortage);
}

function pkkLinkOf(record: PkkRecord | null): SchoolStudentListRow['pkk'] {
  if (!record) return null;
  const status = PkkStatus.safeParse(record.status);
  return status.success ? { id: record.id, status: status.data, category: record.category } : null;
}

function toSchoolStudent(row: StudentRow, courses: Array<{ category: string; status: string; end: string | null }> = []): SchoolStudent {
  const s = row.student;
  return {
    ...learnerFields(s, row),
    oskRemarks: s.oskRemarks,
    lastLoginDate: row.lastLoginDate ? row.lastLoginDate.toISOString() : null,
    accountExpire: s.accountExpire,
    status: row.status,
    source: row.userSource,
    invoice: s.invoice,
    notificationsEnabled: s.notificationsEnabled,
    onlyMinistryQuestions: s.onlyMinistryQuestions,
    courses: courses.map((c) => ({ category: c.category, status: c.status as CourseStatus, end: c.end })),
    passed: row.passed,
  };
}

/**
 * A school's management of its learners (school document §2.2, §5, §7): the list with its filters and
 * statistics, the existence checks, adding learners (by e-mail, by SMS partial registration, by
 * invitation, temporary accounts), handing out days, lectures and internal exams from the school's
 * stock, editing, re-sending and removing. Every call acts on the calling school's own learners only;
 * another school's id answers 403 and reveals nothing.
 */
export class SchoolStudentsService {
  constructor(
    private readonly repo: SchoolStudentsRepository,
    private readonly users: UsersService,
    private readonly registration: RegistrationService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly readiness: ReadinessService,
  ) {}

  /** The calling school with its stock, flags and default password; a schoolId of another school answers 403. */
  private async ownSchool(caller: AuthContext, schoolId?: number, tx?: Db): Promise<SchoolRow> {
    const school = await this.repo.schoolById(ownSchoolId(caller, schoolId), tx);
    if (!school) throw forbidden();
    return school;
  }

  /** A learner of the calling school; another school's learner and an unknown id answer 403 alike. */
  private async ownStudent(caller: AuthContext, studentId: number, tx?: Db): Promise<StudentRow> {
    const schoolId = ownSchoolId(caller);
    const row = await this.repo.findStudent(studentId, tx);
    if (!row || row.student.schoolId !== schoolId) throw forbidden();
    return row;
  }

  private async present(row: StudentRow): Promise<SchoolStudent> {
    const courses = await this.repo.coursesOf([row.student.id]);
    return toSchoolStudent(row, courses);
  }

  private today(): string {
    return warsawDate(this.clock.now());
  }

  private filterOf(criteria: SearchCriteria) {
    return {
      email: criteria.email || undefined,
      firstName: criteria.firstName || undefined,
      lastName: criteria.lastName || undefined,
      phoneDigits: criteria.phone ? phoneSearchDigits(criteria.phone) || undefined : undefined,
      ownPlatform: criteria.smarttesty,
      partnerPlatform: criteria.eprawko,
      passed: criteria.passed,
      internal: criteria.internal,
    };
  }

  /**
   * The learners matching the criteria ranked by readiness (issue 23), when the list is ordered by it
   * or filtered to the learners "gotowy do egzaminu"; null otherwise (the database orders and pages).
   * The readiness is computed for every matching learner at once (three grouped statements), then
   * sorted here, ties in last-name order; the same criteria give the same ids on every page.
   */
  private async rankedByReadiness(school: SchoolRow, criteria: SearchCriteria): Promise<{ ids: number[]; scores: Map<number, number> } | null> {
    if (criteria.order !== 'readiness' && !criteria.ready) return null;
    const learners = (await this.repo.matchingLearners(school.id, this.filterOf(criteria), EXPORT_LIMIT)).map((l) => ({ id: l.id, category: l.category as Category }));
    const scores = await this.readiness.scoresOf(learners);
    const score = (id: number) => scores.get(id) ?? 0;
    let ids = learners.map((l) => l.id);
    if (criteria.ready) ids = ids.filter((id) => isReadyForExam(score(id), school.readinessThreshold));
    if (criteria.order === 'readiness') {
      const direction = criteria.orderAsc ? 1 : -1;
      ids = [...ids].sort((a, b) => direction * (score(a) - score(b)));
    }
    return { ids, scores };
  }

  /**
   * The rows of the given learners in the order of `ids` when ranked by readiness; otherwise the
   * database's order of the criteria among them (the ready filter with another order).
   */
  private async rowsOf(school: SchoolRow, criteria: SearchCriteria, ranked: { ids: number[] }, page: { offset: number; limit: number }) {
    if (criteria.order === 'readiness') {
      const ids = ranked.ids.slice(page.offset, page.offset + page.limit);
      const { rows } = await this.repo.listStudents(school.id, { ...this.filterOf(criteria), ids }, { column: 'lastName', asc: true }, { offset: 0, limit: ids.length || 1 });
      const at = new Map(ids.map((id, i) => [id, i]));
      return [...rows].sort((a, b) => (at.get(a.student.id) ?? 0) - (at.get(b.student.id) ?? 0));
    }
    const { rows } = await this.repo.listStudents(school.id, { ...this.filterOf(criteria), ids: ranked.ids }, { column: criteria.order, asc: criteria.orderAsc }, page);
    return rows;
  }

  /** One page (PAGE_SIZE) of the school's learners (`student/show/school/v2/{schoolId}`). */
  async list(caller: AuthContext, schoolId: number, criteria: SearchCriteria): Promise<SchoolStudentPage> {
    const school = await this.ownSchool(caller, schoolId);
    const page = { offset: criteria.page * PAGE_SIZE, limit: PAGE_SIZE };
    const ranked = await this.rankedByReadiness(school, criteria);
    if (ranked) {
      const rows = await this.rowsOf(school, criteria, ranked, page);
      return pageOf(await this.listRows(school, rows, ranked.scores), ranked.ids.length, PAGE_SIZE, criteria.page);
    }
    const { rows, total } = await this.repo.listStudents(school.id, this.filterOf(criteria), { column: criteria.order as SortColumn, asc: criteria.orderAsc }, page);
    return pageOf(await this.listRows(school, rows), total, PAGE_SIZE, criteria.page);
  }

  /** The learners matching the list's criteria, every page in the list's order, as a CSV or XLSX file (issue 22). */
  async export(caller: AuthContext, schoolId: number, format: StudentExportFormat, criteria: SearchCriteria): Promise<{ fileName: string; type: string; body: Buffer }> {
    const school = await this.ownSchool(caller, schoolId);
    const all = { offset: 0, limit: EXPORT_LIMIT };
    const ranked = await this.rankedByReadiness(school, criteria);
    const rows = ranked
      ? await this.rowsOf(school, criteria, ranked, all)
      : (await this.repo.listStudents(school.id, this.filterOf(criteria), { column: criteria.order as SortColumn, asc: criteria.orderAsc }, all)).rows;
    return studentsExport(await this.listRows(school, rows, ranked?.scores), format, this.today());
  }

  /**
   * The list's rows: each learner with its courses, last activity, readiness (issue 23: computed for
   * the page's learners at once unless already ranked) and hours held against the category's minimum
   * (the contract's ledger).
   */
  private async listRows(school: SchoolRow, rows: ReadonlyArray<StudentRow & { lastActivity: Date | null }>, ranked?: Map<number, number>): Promise<SchoolStudentListRow[]> {
    const schoolId = school.id;
    const ids = rows.map((r) => r.student.id);
    const [courses, lessons, records, scores] = await Promise.all([
      this.repo.coursesOf(ids),
      this.repo.ledgerLessonsOf(schoolId, ids),
      this.repo.pkkRecordsOf(schoolId),
      ranked ?? this.readiness.scoresOf(rows.map((r) => ({ id: r.student.id, category: r.student.category as Category }))),
    ]);
    const now = this.clock.now();
    return rows.map((r) => {
      const readiness = scores.get(r.student.id) ?? 0;
      const ledger = trainingLedger(
        lessons.filter((l) => l.studentId === r.student.id),
        r.student.category,
        now,
      );
      return {
        ...toSchoolStudent(r, courses.filter((c) => c.studentId === r.student.id)),
        lastActivity: r.lastActivity ? r.lastActivity.toISOString() : null,
        readiness,
        readyForExam: isReadyForExam(readiness, school.readinessThreshold),
        pkk: pkkLinkOf(pkkRecordOf({ email: r.email, phoneNumber: r.phoneNumber, firstName: r.student.firstName, lastName: r.student.lastName }, records)),
        training: {
          practicalHours: ledger.practicalHours,
          theoryHours: ledger.theoryHours,
          minimumPracticalHours: ledger.minimumPracticalHours,
          minimumTheoryHours: ledger.minimumTheoryHours,
        },
      };
    });
  }

  /** The matching count and the school's statistics (`student/count/school/v2/{schoolId}`). */
  async counts(caller: AuthContext, schoolId: number, criteria: SearchCriteria): Promise<SchoolStudentCounts> {
    const school = await this.ownSchool(caller, schoolId);
    const counts = await this.repo.counts(school.id, this.filterOf(criteria), this.today());
    // The ready filter (issue 23) is a readiness, not a column: its count comes from the ranking.
    const ranked = criteria.ready ? await this.rankedByReadiness(school, criteria) : null;
    return ranked ? { ...counts, count: ranked.ids.length } : counts;
  }

  /** The school's temporary accounts (`student/show/school/internal/{schoolId}`). */
  async listInternal(caller: AuthContext, schoolId: number): Promise<SchoolStudent[]> {
    const school = await this.ownSchool(caller, schoolId);
    const rows = await this.repo.listInternal(school.id);
    const courses = await this.repo.coursesOf(rows.map((r) => r.student.id));
    return rows.map((r) => toSchoolStudent(r, courses.filter((c) => c.studentId === r.student.id)));
  }

  /** `checkIfEmailExistsBySchool`: what adding this e-mail would mean (spec §2.2 create-types). */
  async checkEmail(caller: AuthContext, schoolId: number, email: string): Promise<ExistenceCheckResult> {
    const school = await this.ownSchool(caller, schoolId);
    const account = await this.repo.findAccountByEmail(email);
    if (account) return this.resultForAccount(school, account, false);
    if (await this.repo.isSchoolContact({ email })) return this.result(school, 'SCHOOL', {});
    return this.resultForPartials(school, await this.repo.openPartials({ email }, this.clock.now()), false);
  }

  /** `checkIfPhoneNumberExistsBySchool`: as for the e-mail, plus INTERNATIONAL for a foreign number the school may not use. */
  async checkPhone(caller: AuthContext, schoolId: number, phoneNumber: string): Promise<ExistenceCheckResult> {
    const school = await this.ownSchool(caller, schoolId);
    const phone = storedPhone(phoneNumber);
    if (phone.kind === 'INVALID') throw badRequest([{ field: 'phoneNumber', message: 'msg.validation.phone.invalid' }]);
    const international = phone.kind === 'INTERNATIONAL';
    if (international && !school.canAddInternational) return this.result(school, 'INTERNATIONAL', { international });
    const account = await this.repo.findAccountByPhone(phone.value);
    if (account) return this.resultForAccount(school, account, international);
    if (await this.repo.isSchoolContact({ phoneNumber: phone.value })) return this.result(school, 'SCHOOL', { international });
    return this.resultForPartials(school, await this.repo.openPartials({ phoneNumber: phone.value }, this.clock.now()), international);
  }

  private result(school: SchoolRow, type: ExistenceType, extra: Partial<ExistenceCheckResult>): ExistenceCheckResult {
    return {
      exists: type !== 'USER_DONT_EXIST' && type !== 'INTERNATIONAL',
      type,
      ownStudent: false,
      source: null,
      notFinishedRegistration: false,
      firstName: null,
      lastName: null,
      createDate: null,
      international: false,
      canAddInternational: school.canAddInternational,
      ...extra,
    };
  }

  private resultForAccount(school: SchoolRow, account: AccountMatch, international: boolean): ExistenceCheckResult {
    if (account.userType !== 'STUDENT') return this.result(school, 'SCHOOL', { international });
    const own = account.studentSchoolId === school.id;
    // Names are shown only for the school's own learners: another school's learner stays anonymous.
    const names = own ? { firstName: account.firstName, lastName: account.lastName } : {};
    const base = { international, ownStudent: own, source: account.userSource, ...names };
    if (isPartnerSource(account.userSource)) return this.result(school, 'EPRAWKO_USER', base);
    if (account.status === 'NEW') {
      return this.result(school, 'REGISTRATION_NOT_FINISHED', { ...base, notFinishedRegistration: true, createDate: own ? account.registerDate.toISOString() : null });
    }
    if (own) return this.result(school, 'OWN_USER', base);
    return this.result(school, 'USER_EXISTS', base);
  }

  private resultForPartials(school: SchoolRow, partials: Array<{ schoolId: number | null; createdAt: Date; firstName: string | null; lastName: string | null }>, international: boolean): ExistenceCheckResult {
    if (partials.length === 0) return this.result(school, 'USER_DONT_EXIST', { international });
    const ours = partials.find((p) => p.schoolId === school.id);
    return this.result(school, 'REGISTRATION_NOT_FINISHED', {
      international,
      notFinishedRegistration: true,
      ownStudent: ours !== undefined,
      createDate: ours ? ours.createdAt.toISOString() : null,
      ...(ours ? { firstName: ours.firstName, lastName: ours.lastName } : {}),
    });
  }

  /**
   * `school/create/student`: SCHOOL_REGULAR creates the learner's account (status NEW) with the given
   * e-mail and password and mails the activation link; SCHOOL_SMS starts a partial registration and
   * sends its link by SMS. The access (LONG: 120 days and an optional book; SHORT: its days) is taken
   * from the school's stock in the same transaction; not enough stock answers 409 and creates nothing.
   */
  async create(caller: AuthContext, request: CreationInput, language: Language): Promise<StudentCreationResult> {
    const school = await this.ownSchool(caller, request.schoolId);
    if (request.withLectures && !school.canAddLecture) throw new AppError(403, 'msg.error.lectures.not.allowed');
    const cost = creationCost(request.accessType, request.numberOfDays, request.withBook);
    const today = this.today();
    const till = addDays(today, cost.days);
    const lecturesTill = request.withLectures ? till : null;
    return request.type === 'SCHOOL_REGULAR'
      ? this.createRegular(school, request, language, cost, till, lecturesTill)
      : this.createBySms(school, request, language, cost);
  }

  private async createRegular(
    school: SchoolRow,
    request: CreationInput,
    language: Language,
    cost: { days: number; books: number },
    till: string,
    lecturesTill: string | null,
  ): Promise<StudentCreationResult> {
    const fields = [];
    if (!request.email) fields.push({ field: 'email', message: 'msg.validation.email.invalid' });
    // A password the school sets for its learner follows the rule of every new password (issue 20).
    const passwordProblem = newPasswordProblem(request.password ?? '');
    if (passwordProblem) fields.push({ field: 'password', message: passwordProblem });
    let phone: string | null = null;
    if (request.phoneNumber) {
      const stored = storedPhone(request.phoneNumber);
      if (stored.kind === 'INVALID') fields.push({ field: 'phoneNumber', message: 'msg.validation.phone.invalid' });
      else if (stored.kind === 'INTERNATIONAL' && !school.canAddInternational) fields.push({ field: 'phoneNumber', message: 'msg.error.international.not.allowed' });
      else phone = stored.value;
    }
    if (fields.length > 0 || !request.email || !request.password) throw badRequest(fields);
    const email = request.email.toLowerCase();
    if (await this.repo.isLoginTaken({ email })) throw new AppError(409, 'msg.validation.email.already.used', [{ field: 'email', message: 'msg.validation.email.already.used' }]);
    if (phone && (await this.repo.isLoginTaken({ phoneNumber: phone }))) throw new AppError(409, 'msg.validation.phone.already.used', [{ field: 'phoneNumber', message: 'msg.validation.phone.already.used' }]);
    const passwordHash = await hashPassword(request.password);
    const now = this.clock.now();
    try {
      return await this.repo.transaction(async (tx) => {
        const stock = await this.repo.takeStock(school.id, cost.days, cost.books, tx);
        if (!stock) throw notEnough(await this.repo.shortageOf(school.id, cost.days, tx));
        const { userId, studentId } = await this.users.createLearner(
          { email, phoneNumber: phone, passwordHash, status: 'NEW', internal: false, language, registerDate: now },
          {
            schoolId: school.id,
            firstName: request.firstName,
            lastName: request.lastName,
            category: request.category,
            learningAvailableTill: till,
            lecturesAvailableTill: lecturesTill,
            withBook: request.withBook,
            oskRemarks: request.oskRemarks ?? null,
            registrationId: generateToken().slice(0, 22),
            internalExams: 0,
            accountExpire: null,
          },
          tx,
        );
        await this.registration.issueActivationFor(tx, { userId, email, name: request.firstName, language, now });
        const row = await this.repo.findStudent(studentId, tx);
        if (!row) throw new Error('created learner not found');
        return { status: 'CREATED' as const, student: toSchoolStudent(row), login: email, ...stock };
      });
    } catch (error) {
      if (uniqueViolationOf(error)) throw new AppError(409, 'msg.validation.email.already.used', [{ field: 'email', message: 'msg.validation.email.already.used' }]);
      throw error;
    }
  }

  private async createBySms(school: SchoolRow, request: CreationInput, language: Language, cost: { days: number; books: number }): Promise<StudentCreationResult> {
    if (!request.phoneNumber) throw badRequest([{ field: 'phoneNumber', message: 'msg.validation.phone.required' }]);
    const phone = storedPhone(request.phoneNumber);
    if (phone.kind === 'INVALID') throw badRequest([{ field: 'phoneNumber', message: 'msg.validation.phone.invalid' }]);
    if (phone.kind === 'INTERNATIONAL' && !school.canAddInternational) throw badRequest([{ field: 'phoneNumber', message: 'msg.error.international.not.allowed' }]);
    if (await this.repo.isLoginTaken({ phoneNumber: phone.value })) {
      throw new AppError(409, 'msg.validation.phone.already.used', [{ field: 'phoneNumber', message: 'msg.validation.phone.already.used' }]);
    }
    const now = this.clock.now();
    const token = generateToken();
    const expiresAt = daysAfter(now, PARTIAL_REGISTRATION_DAYS);
    const link = `${this.publicUrl}/finishPartialRegistration/${token}`;
    return this.repo.transaction(async (tx) => {
      const open = await this.repo.openPartials({ phoneNumber: phone.value }, now, tx);
      const ours = open.find((p) => p.schoolId === school.id);
      if (ours) {
        // The school already paid for this registration: send its SMS again with a fresh link, take nothing.
        await this.repo.renewPartial(ours.id, hashToken(token), now, expiresAt, tx);
        await this.outbox.enqueueSms({ to: phone.value, text: partialRegistrationSms(language, school.name, link) }, tx);
        return { status: 'PARTIAL_SENT' as const, student: null, login: null, ...(await this.repo.stockOf(school.id, tx)) };
      }
      if (open.length > 0) throw new AppError(409, 'msg.error.registration.already.sent', [{ field: 'phoneNumber', message: 'msg.error.registration.already.sent' }]);
      const stock = await this.repo.takeStock(school.id, cost.days, cost.books, tx);
      if (!stock) throw notEnough(await this.repo.shortageOf(school.id, cost.days, tx));
      await this.repo.insertPartial(
        {
          tokenHash: hashToken(token),
          schoolId: school.id,
          email: request.email ? request.email.toLowerCase() : null,
          phoneNumber: phone.value,
          firstName: request.firstName,
          lastName: request.lastName,
          category: request.category,
          learningDays: cost.days,
          lecturesDays: request.withLectures ? cost.days : 0,
          stockBooks: cost.books,
          now,
          expiresAt,
        },
        tx,
      );
      await this.outbox.enqueueSms({ to: phone.value, text: partialRegistrationSms(language, school.name, link) }, tx);
      return { status: 'PARTIAL_SENT' as const, student: null, login: null, ...stock };
    });
  }

  /**
   * The stock-return job (ADR 016, ADR 025): an SMS registration whose link expired unfinished (30
   * days from its last sending) gives its school back the days and the book it took, exactly once:
   * each is marked given back by a conditional update in the transaction that returns its stock.
   */
  async returnUnfinishedSmsStock(now: Date): Promise<{ registrations: number; days: number; books: number }> {
    return this.repo.transaction(async (tx) => {
      const returned = await this.repo.markUnfinishedPartialsReturned(now, SMS_RETURN_BATCH, tx);
      const bySchool = new Map<number, { days: number; books: number }>();
      for (const r of returned) {
        const sum = bySchool.get(r.schoolId) ?? { days: 0, books: 0 };
        bySchool.set(r.schoolId, { days: sum.days + r.days, books: sum.books + r.books });
      }
      // Negative amounts give stock back (one update per school, in school order so two runs cannot deadlock).
      for (const [schoolId, sum] of [...bySchool].sort(([a], [b]) => a - b)) await this.repo.takeStock(schoolId, -sum.days, -sum.books, tx);
      return { registrations: returned.length, days: returned.reduce((n, r) => n + r.days, 0), books: returned.reduce((n, r) => n + r.books, 0) };
    });
  }

  /**
   * `school/attach/student`: invites an existing learner of no or another school, by e-mail (mail) or
   * phone (SMS), to confirm at /attach/{uuid}. The days and the book (ATTACH_TO_SCHOOL_WITH_BOOK) are
   * taken from the stock when the learner confirms, exactly once (refused then if the stock ran out).
   */
  async attach(caller: AuthContext, request: AttachInput, language: Language): Promise<StudentCreationResult> {
    const school = await this.ownSchool(caller, request.schoolId);
    let account: AccountMatch | undefined;
    let phone: string | null = null;
    if (request.email) account = await this.repo.findAccountByEmail(request.email);
    else if (request.phoneNumber) {
      const stored = storedPhone(request.phoneNumber);
      if (stored.kind === 'INVALID') throw badRequest([{ field: 'phoneNumber', message: 'msg.validation.phone.invalid' }]);
      phone = stored.value;
      account = await this.repo.findAccountByPhone(phone);
    } else throw badRequest([{ field: 'email', message: 'msg.validation.email.invalid' }]);
    // Only an activated learner of our own platform who is not yet this school's can be invited.
    if (!account || account.userType !== 'STUDENT' || isPartnerSource(account.userSource) || account.status === 'NEW' || account.studentSchoolId === school.id) {
      throw new AppError(409, 'msg.error.attach.not.possible');
    }
    const withBook = request.actionType === 'ATTACH_TO_SCHOOL_WITH_BOOK';
    // Checked now so the school hears of a short stock at once; taken only at confirmation.
    if (school.numberOfDaysOfLearn < request.numberOfDays) throw notEnough('msg.error.not.enough.exams');
    if (withBook && school.numberOfBooks < 1) throw notEnough('msg.error.not.enough.books');
    const now = this.clock.now();
    const token = generateToken();
    const link = `${this.publicUrl}/attach/${token}`;
    const target = account;
    const email = target.email;
    await this.repo.transaction(async (tx) => {
      await this.repo.insertAttachAction(
        {
          tokenHash: hashToken(token),
          // The learner's invitation page and action page are those of ASSIGN_STUDENT; what the school
          // pays at confirmation is in the payload.
          type: 'ASSIGN_STUDENT',
          userId: target.userId,
          userEmail: email,
          schoolId: school.id,
          payload: { learningDays: request.numberOfDays, lecturesDays: 0, stockDays: request.numberOfDays, stockBooks: withBook ? 1 : 0, attachType: request.actionType, category: request.category },
          now,
          expiresAt: daysAfter(now, ATTACH_INVITATION_DAYS),
        },
        tx,
      );
      if (phone) await this.outbox.enqueueSms({ to: phone, text: invitationSms(language, school.name, link) }, tx);
      else {
        const mail = invitationMail(language, school.name, link, request.numberOfDays);
        await this.outbox.enqueueMail({ to: email, subject: mail.subject, text: mail.text }, tx);
      }
    });
    return { status: 'INVITED', student: null, login: null, numberOfDaysOfLearn: school.numberOfDaysOfLearn, numberOfBooks: school.numberOfBooks };
  }

  /**
   * `school/assign/{days}/days/to/student/{studentId}/source/LEARN`: positive days extend the
   * learner's learning (from today when it ended) and come from the school's stock; negative days
   * shorten it and go back to the stock, never more than the learner has left.
   */
  async assignDays(caller: AuthContext, studentId: number, days: number): Promise<SchoolStudent> {
    await this.ownStudent(caller, studentId);
    const row = await this.repo.transaction(async (tx) => this.giveDays(caller, studentId, days, tx));
    if (!row) throw forbidden();
    return this.present(row);
  }

  /**
   * Days for several of the school's learners (issue 22): each as {@link assignDays}, all in one
   * transaction, so a short stock or a learner of another school changes nothing.
   */
  async assignDaysBulk(caller: AuthContext, studentIds: readonly number[], days: number): Promise<SchoolStudent[]> {
    for (const id of studentIds) await this.ownStudent(caller, id);
    const rows = await this.repo.transaction(async (tx) => {
      const done: StudentRow[] = [];
      // In id order, so two bulk actions at once lock the learners in the same order.
      for (const id of [...studentIds].sort((a, b) => a - b)) {
        const row = await this.giveDays(caller, id, days, tx);
        if (!row) throw forbidden();
        done.push(row);
      }
      return done;
    });
    const courses = await this.repo.coursesOf(rows.map((r) => r.student.id));
    return rows.map((r) => toSchoolStudent(r, courses.filter((c) => c.studentId === r.student.id)));
  }

  /**
   * Several learners into one of the school's groups (issue 22), in one transaction: a learner or a group
   * of another school (or unknown) answers 403 and nothing changes; learners already in it stay once.
   */
  async assignStudentsToGroup(caller: AuthContext, studentIds: readonly number[], groupId: number): Promise<AssignStudentsToGroupResult> {
    const schoolId = ownSchoolId(caller);
    return this.repo.transaction(async (tx) => {
      const group = await this.repo.lockGroup(groupId, tx);
      if (!group || group.schoolId !== schoolId) throw forbidden();
      if ((await this.repo.countOwnStudents(schoolId, studentIds, tx)) !== studentIds.length) throw forbidden();
      const { added, members } = await this.repo.addGroupStudents(group.id, studentIds, tx);
      return { groupId: group.id, groupName: group.name, added, alreadyIn: studentIds.length - added, members };
    });
  }

  /** The ids of every learner matching the list's criteria, in the list's order (issue 22's "select all filtered"). */
  async ids(caller: AuthContext, schoolId: number, criteria: SearchCriteria): Promise<StudentIdList> {
    const school = await this.ownSchool(caller, schoolId);
    const all = { offset: 0, limit: EXPORT_LIMIT };
    const ranked = await this.rankedByReadiness(school, criteria);
    if (ranked) return { ids: (await this.rowsOf(school, criteria, ranked, all)).map((r) => r.student.id), count: ranked.ids.length };
    const { rows, total } = await this.repo.listStudents(school.id, this.filterOf(criteria), { column: criteria.order as SortColumn, asc: criteria.orderAsc }, all);
    return { ids: rows.map((r) => r.student.id), count: total };
  }

  /** Adds days from the stock (or takes them back into it) for one learner of the caller's school, in a transaction. */
  private async giveDays(caller: AuthContext, studentId: number, days: number, tx: Db): Promise<StudentRow | undefined> {
    const locked = await this.ownStudent(caller, studentId, tx);
    const schoolId = ownSchoolId(caller);
    const today = this.today();
    const current = locked.student.learningAvailableTill;
    let till: string;
    if (days > 0) {
      if (!(await this.repo.takeStock(schoolId, days, 0, tx))) throw notEnough('msg.error.not.enough.exams');
      till = addDays(current && current > today ? current : today, days);
    } else {
      const left = daysLeft(current, today);
      if (-days > left || !current) throw new AppError(400, 'msg.error.days.more.than.left', [{ field: 'days', message: 'msg.error.days.more.than.left' }]);
      await this.repo.takeStock(schoolId, days, 0, tx);
      till = addDays(current, days);
    }
    // E-lectures never outlast the learning they follow.
    const lectures = locked.student.lecturesAvailableTill;
    const lecturesAvailableTill = lectures && lectures > till ? till : lectures;
    await this.repo.updateStudent(studentId, { learningAvailableTill: till, lecturesAvailableTill }, tx);
    return this.repo.findStudent(studentId, tx);
  }

  /** `school/assign/days/to/student/{studentId}/source/LECTURES`: the e-lectures follow the learning window (needs canAddLecture). */
  async assignLectures(caller: AuthContext, studentId: number): Promise<SchoolStudent> {
    const row = await this.ownStudent(caller, studentId);
    const school = await this.ownSchool(caller);
    if (!school.canAddLecture) throw new AppError(403, 'msg.error.lectures.not.allowed');
    const till = row.student.learningAvailableTill;
    if (!till || till < this.today()) throw new AppError(409, 'msg.error.lectures.no.learning');
    await this.repo.updateStudent(studentId, { lecturesAvailableTill: till });
    return this.reload(studentId);
  }

  /** `school/assign/internal/exams/to/student/{studentId}`: INTERNAL_EXAMS_STEP more internal exams. */
  async assignInternalExams(caller: AuthContext, studentId: number): Promise<SchoolStudent> {
    const row = await this.ownStudent(caller, studentId);
    await this.repo.updateStudent(studentId, { internalExams: row.student.internalExams + INTERNAL_EXAMS_STEP });
    return this.reload(studentId);
  }

  private async reload(studentId: number): Promise<SchoolStudent> {
    const row = await this.repo.findStudent(studentId);
    if (!row) throw forbidden();
    return this.present(row);
  }

  /** `student/show/id/{id}` by a school: its own learner as the school manages it. */
  async show(caller: AuthContext, studentId: number): Promise<SchoolStudent> {
    const row = await this.ownStudent(caller, studentId);
    return this.present(row);
  }

  /**
   * `student/update` by a school: names, category, remarks, flags of its own learner. A category
   * change is refused (403 msg.error.category.change.blocked) while the learner's category is blocked;
   * the school lifts the block first (blockChangeCategory false), then changes the category.
   */
  async update(caller: AuthContext, request: UpdateInput): Promise<SchoolStudent> {
    const row = await this.ownStudent(caller, request.id);
    const s = row.student;
    if (request.category !== s.category && s.blockChangeCategory) throw new AppError(403, 'msg.error.category.change.blocked');
    await this.repo.updateStudent(s.id, {
      firstName: request.firstName,
      lastName: request.lastName,
      category: request.category,
      ...(request.oskRemarks !== undefined ? { oskRemarks: request.oskRemarks } : {}),
      ...(request.blockChangeCategory !== undefined ? { blockChangeCategory: request.blockChangeCategory } : {}),
      ...(request.notificationsEnabled !== undefined ? { notificationsEnabled: request.notificationsEnabled } : {}),
      ...(request.onlyMinistryQuestions !== undefined ? { onlyMinistryQuestions: request.onlyMinistryQuestions } : {}),
    });
    return this.reload(s.id);
  }

  /**
   * `school/resend`: mails a fresh activation link to the school's learner whose account waits for
   * activation (registrationId from the list); with updateEmail the account's e-mail changes to the
   * given one first. Anything else (activated, unknown, another school's, e-mail taken) answers
   * msg.error.resend.failed.
   */
  async resend(caller: AuthContext, request: ResendRequest, language: Language): Promise<SchoolStudent> {
    const school = await this.ownSchool(caller);
    const failed = () => new AppError(409, 'msg.error.resend.failed');
    const studentId = await this.repo.findStudentIdByRegistration(request.registrationId);
    if (studentId === undefined) throw failed();
    const email = request.email.toLowerCase();
    try {
      await this.repo.transaction(async (tx) => {
        const row = await this.repo.findStudent(studentId, tx);
        if (!row || row.student.schoolId !== school.id) throw forbidden();
        if (row.status !== 'NEW') throw failed();
        let to = row.email;
        if (request.updateEmail && email !== row.email.toLowerCase()) {
          if (await this.repo.isLoginTaken({ email }, tx)) throw failed();
          await this.users.setEmail(row.student.userId, email, tx);
          to = email;
        }
        if (request.resendEmail || request.updateEmail) {
          await this.registration.reissueActivationFor(tx, { userId: row.student.userId, email: to, name: row.student.firstName, language, now: this.clock.now() });
        }
      });
    } catch (error) {
      if (uniqueViolationOf(error)) throw failed();
      throw error;
    }
    return this.reload(studentId);
  }

  /**
   * `school/remove/student`: detaches the school's learner from the school; the learner's account and
   * data stay. An unsettled learner is refused with the reason: 409
   * msg.error.remove.registration.not.finished (account not activated) or msg.error.remove.access.running
   * (learning or e-lectures running past today; the school first takes the days back, which returns
   * them to its stock). A temporary account is
   * the school's own: it is closed (REMOVED) as well.
   */
  async remove(caller: AuthContext, request: RemoveStudentRequest): Promise<{ studentId: number; removed: true }> {
    const row = await this.ownStudent(caller, request.studentId);
    const today = this.today();
    const s = row.student;
    const running = (s.learningAvailableTill !== null && s.learningAvailableTill > today) || (s.lecturesAvailableTill !== null && s.lecturesAvailableTill > today);
    // The refusal says why, so the school knows what to do first.
    if (!row.internal && row.status === 'NEW') throw new AppError(409, 'msg.error.remove.registration.not.finished');
    if (!row.internal && running) throw new AppError(409, 'msg.error.remove.access.running');
    await this.repo.transaction(async (tx) => {
      await this.repo.updateStudent(s.id, { schoolId: null, blockChangeCategory: false, oskRemarks: null }, tx);
      if (row.internal) await this.users.setStatus(s.userId, 'REMOVED', null, tx);
    });
    return { studentId: s.id, removed: true };
  }

  /**
   * `school/create/student/temporal`: a temporary (internal) account of the school for an examinee
   * on its premises: a random login `<school-slug>-<random>@internal.example` and a random password of
   * its own (issue 20: sequential logins sharing the school's default password let one examinee log
   * in as the others), both answered once to be printed and never stored in the clear; ACTIVE at
   * once, INTERNAL_EXAMS_STEP internal exams, expiring after TEMPORARY_ACCOUNT_DAYS days. The `#n`
   * shown until an exam records the names is only a display number. Takes nothing from the stock.
   */
  async createTemporal(caller: AuthContext, request: TemporalAccountRequest, language: Language): Promise<StudentCreationResult> {
    const school = await this.ownSchool(caller);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const slug = schoolSlug(school.name, school.id);
    const now = this.clock.now();
    let n = (await this.repo.countLoginsWithPrefix(`${slug}-`)) + 1;
    for (let attempt = 0; attempt < 5; attempt += 1, n += 1) {
      const login = temporaryLogin(slug);
      try {
        const { studentId } = await this.repo.transaction(async (tx) =>
          this.users.createLearner(
            { email: login, phoneNumber: null, passwordHash, status: 'ACTIVE', internal: true, language, registerDate: now },
            {
              schoolId: school.id,
              // The examinee's names are entered when an internal exam closes; until then the number shows.
              firstName: `#${n}`,
              lastName: '',
              category: request.category,
              learningAvailableTill: null,
              lecturesAvailableTill: null,
              withBook: false,
              oskRemarks: null,
              registrationId: null,
              internalExams: INTERNAL_EXAMS_STEP,
              accountExpire: addDays(warsawDate(now), TEMPORARY_ACCOUNT_DAYS),
            },
            tx,
          ),
        );
        const row = await this.repo.findStudent(studentId);
        if (!row) throw new Error('created account not found');
        return { status: 'CREATED', student: toSchoolStudent(row), login, password, numberOfDaysOfLearn: school.numberOfDaysOfLearn, numberOfBooks: school.numberOfBooks };
      } catch (error) {
        // The random login is taken (most unlikely): try another one.
        if (!uniqueViolationOf(error)) throw error;
      }
    }
    throw new AppError(409, 'msg.error.edit.failed');
  }
}

