import {
  EXAM_NAME_FILTER_MIN,
  PIN_MAX_FAILURES,
  type InternalExamCriteria,
  PRINT_TIME_NONE,
  type Category,
  type Exam,
  type ExamLanguage,
  type InternalExamCloseResult,
  type InternalExamLight,
  type InternalExamState,
  type InternalReportRequest,
  warsawOffsetMinutes,
} from '@osk/contract';
import type { z } from 'zod';
import { systemClock, type Clock } from '../../lib/clock.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { ownLearner, ownSchoolId } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { AuthService } from '../auth/auth.service.js';
import { checkBankLanguage, type ExamsService } from '../exams/exams.service.js';
import type { StatsService } from '../stats/stats.service.js';
import type { InternalExamLearner, InternalExamRow, InternalExamSchool, InternalExamsRepository } from './internal-exams.repository.js';
import { toInternalExamLight } from './internal-exams.presenter.js';

/** The category of a learner's internal exam: the initial qualification categories take the exam of C and D. */
function internalCategoryOf(category: string): Category {
  if (category === 'Y') return 'C';
  if (category === 'Z') return 'D';
  return category as Category;
}

/** An internal exam still locked or running this long after its start is ended by the cleanup job (ADR 025). */
const ABANDONED_AFTER_MS = 2 * 60 * 60_000;
/** At most this many exams are finished in one run of it. */
const ABANDONED_BATCH = 200;

/** Page size of the school's exam list (school document §9). */
const PAGE_SIZE = 10;

/** The close request as the route has parsed it. */
export interface CloseInput {
  examId: number;
  pin: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** The Warsaw offset (ms) at a moment: what to add to UTC to get Warsaw wall time. */
const warsawOffsetMs = (at: Date): number => warsawOffsetMinutes(at) * 60_000;

/**
 * The moment printed on the report: the Warsaw day of `dateMs` at `printTime` (Warsaw wall time), or
 * the moment `dateMs` itself when no time is given.
 */
export function printMoment(dateMs: number, printTime: string): Date {
  const date = new Date(dateMs);
  if (printTime === PRINT_TIME_NONE) return date;
  const [hours, minutes] = printTime.split(':').map(Number) as [number, number];
  const wall = new Date(dateMs + warsawOffsetMs(date));
  const wantedWall = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hours, minutes);
  const guess = new Date(wantedWall - warsawOffsetMs(new Date(wantedWall)));
  return new Date(wantedWall - warsawOffsetMs(guess));
}

/**
 * The school's internal exams (school document §2.2, §4, §5): starting one in the school's session,
 * or in the session of its learner (a temporary account, or a learner given internal exams), which it
 * locks; the PIN close that unlocks it and keeps only a passing attempt with the examinee's
 * names; the school's list, delete and the report PDF.
 */
export class InternalExamsService {
  constructor(
    private readonly repo: InternalExamsRepository,
    private readonly auth: AuthService,
    private readonly exams: ExamsService,
    private readonly stats: StatsService,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The calling school with its PIN, default password and count of wrong PINs. */
  private async schoolOf(caller: AuthContext): Promise<InternalExamSchool> {
    const school = await this.repo.schoolById(ownSchoolId(caller));
    if (!school) throw forbidden();
    return school;
  }

  /**
   * The school whose PIN closes the caller's exam: the calling school, or the calling learner's school.
   * A learner without a school has no internal exam (403 msg.error.internal.exam.no.school): the school
   * runs it and closes it with its PIN.
   */
  private closingSchoolId(caller: AuthContext): number {
    if (caller.userType !== 'STUDENT') return ownSchoolId(caller);
    const { schoolId } = ownLearner(caller);
    if (schoolId === null) throw new AppError(403, 'msg.error.internal.exam.no.school');
    return schoolId;
  }

  /** The calling learner and its school (see closingSchoolId). */
  private async learnerOf(caller: AuthContext): Promise<{ learner: InternalExamLearner; school: InternalExamSchool }> {
    const { studentId } = ownLearner(caller);
    const learner = await this.repo.learnerById(studentId);
    if (!learner) throw forbidden();
    if (!learner.school) throw new AppError(403, 'msg.error.internal.exam.no.school');
    return { learner, school: learner.school };
  }

  /**
   * `GET exam/internal/state`: the lock of the caller's session and whether the PIN and default
   * password are set; for a learner also its student id, the category of its internal exam and how many are left.
   */
  async state(caller: AuthContext): Promise<InternalExamState> {
    const { school, learner } = caller.userType === 'STUDENT' ? await this.learnerOf(caller) : { school: await this.schoolOf(caller), learner: null };
    const base = {
      schoolId: school.id,
      lockedByExamId: caller.lockedByExamId,
      pinSet: school.pin !== null && school.pin !== '',
      defaultPasswordSet: school.defaultPassword !== null && school.defaultPassword !== '',
      pinTriesLeft: Math.max(0, PIN_MAX_FAILURES - school.pinFailures),
    };
    return learner ? { ...base, studentId: learner.studentId, category: internalCategoryOf(learner.category), internalExamsLeft: learner.internalExams } : base;
  }

  /**
   * `PUT exam/internal/create/studentId/{id}/lang/{LANG}`: a learner of a school (a temporary account,
   * or a learner the school gave internal exams) starts the internal exam of its category in its own
   * session, which it locks until the school's PIN closes the exam (school document §2.2, §4).
   *
   * Starting uses one internal exam (409 msg.error.internal.exam.none.left when none is left): the
   * school grants attempts, and an attempt counts once its questions are shown, whether it is finished,
   * abandoned or failed (a failed one is not kept). The school's PIN must be set (409), else nobody
   * could close it. Another language than Polish needs the multi-language subscription, except on a
   * temporary account (learner document §6).
   */
  async startForLearner(caller: AuthContext, studentId: number, language: ExamLanguage): Promise<Exam> {
    const { learner, school } = await this.learnerOf(caller);
    // Another learner's id and an unknown id answer alike.
    if (learner.studentId !== studentId) throw forbidden();
    if (!school.pin) throw new AppError(409, 'msg.error.internal.exam.no.pin');
    checkBankLanguage(learner, language);
    if (caller.lockedByExamId !== null) throw new AppError(409, 'msg.error.internal.exam.running');
    if (!(await this.repo.takeInternalExam(learner.studentId))) throw new AppError(409, 'msg.error.internal.exam.none.left');
    let exam: Exam;
    try {
      exam = await this.exams.createInternal(school.id, internalCategoryOf(learner.category), language, { studentId: learner.studentId, userId: learner.userId });
    } catch (error) {
      // No exam was drawn (e.g. too few questions): the attempt was not used.
      await this.repo.returnInternalExam(learner.studentId);
      throw error;
    }
    if (!(await this.auth.setSessionLock(caller.sessionHash, null, exam.id))) {
      // Another tab of this session started an exam meanwhile: this one never runs.
      await this.exams.deleteInternal(exam.id);
      await this.repo.returnInternalExam(learner.studentId);
      throw new AppError(409, 'msg.error.internal.exam.running');
    }
    return exam;
  }

  /**
   * Starts an internal exam in the caller's session and locks the session with it. Needs the school
   * PIN and default password set (school document §5); a session already locked answers 409.
   */
  async start(caller: AuthContext, category: Category, language: ExamLanguage): Promise<Exam> {
    const school = await this.schoolOf(caller);
    if (!school.pin) throw new AppError(409, 'msg.error.internal.exam.no.pin');
    if (!school.defaultPassword) throw new AppError(409, 'msg.error.internal.exam.no.default.password');
    if (caller.lockedByExamId !== null) throw new AppError(409, 'msg.error.internal.exam.running');
    const exam = await this.exams.createInternal(school.id, category, language);
    if (!(await this.auth.setSessionLock(caller.sessionHash, null, exam.id))) {
      // Another tab of this session locked it meanwhile: this exam never runs.
      await this.exams.deleteInternal(exam.id);
      throw new AppError(409, 'msg.error.internal.exam.running');
    }
    return exam;
  }

  /**
   * `POST exam/internal/close`: the PIN must equal the school's (else 409 msg.error.pin.failed, the
   * session stays locked). The exam is finished if it still runs. A passed exam needs the examinee's
   * names (else 400 with the name fields, still locked) and is kept with them; a failed one is deleted.
   * Then the session is unlocked.
   */
  async close(caller: AuthContext, input: CloseInput): Promise<InternalExamCloseResult> {
    // A learner's exam is closed from the learner's session with the PIN of the learner's school.
    const schoolId = this.closingSchoolId(caller);
    const studentId = caller.userType === 'STUDENT' ? caller.studentId : null;
    if (caller.lockedByExamId === null || caller.lockedByExamId !== input.examId) throw forbidden();
    const check = await this.repo.checkPin({
      schoolId,
      userId: caller.userId,
      sessionHash: caller.sessionHash,
      examId: input.examId,
      pin: input.pin,
      studentId,
      maxFailures: PIN_MAX_FAILURES,
      now: this.clock.now(),
    });
    if (check.kind === 'NOT_LOCKED') throw forbidden();
    if (check.kind === 'WRONG') throw new AppError(409, 'msg.error.pin.failed');
    if (check.kind === 'LOCKED_OUT') {
      // The session is gone (every instance hears of it); the unclosed attempt is not kept.
      await this.auth.logout(caller.sessionHash);
      await this.exams.deleteInternal(input.examId);
      throw new AppError(403, 'msg.error.pin.locked.out');
    }
    const exam = await this.exams.finishInternal(input.examId, schoolId);
    if (!exam) {
      // The exam is gone (deleted meanwhile): nothing to keep, only the lock to lift.
      await this.auth.setSessionLock(caller.sessionHash, input.examId, null);
      return { examId: input.examId, saved: false, passed: false };
    }
    const passed = exam.passed === true;
    if (passed) {
      const missing = [
        ...(input.firstName ? [] : [{ field: 'firstName', message: 'msg.validation.firstName.required', key: 'msg.validation.firstName.required' }]),
        ...(input.lastName ? [] : [{ field: 'lastName', message: 'msg.validation.lastName.required', key: 'msg.validation.lastName.required' }]),
      ];
      if (missing.length > 0) throw badRequest(missing);
      await this.exams.nameInternal(exam.id, input.firstName ?? '', input.lastName ?? '');
      // A temporary account shows `#n` until an exam records who took it (ADR 016).
      if (studentId !== null && caller.internal) await this.repo.setLearnerNames(studentId, input.firstName ?? '', input.lastName ?? '');
    } else {
      await this.exams.deleteInternal(exam.id);
    }
    await this.auth.setSessionLock(caller.sessionHash, input.examId, null);
    return { examId: exam.id, saved: passed, passed };
  }

  /**
   * The cleanup job (ADR 025): an internal exam left locked for more than two hours (its learner
   * logged out, or left the page with the session locked) is ended. A session still locked by it is
   * ended like a PIN lockout's, never unlocked (only the PIN unlocks a session); the exam is finished
   * at its deadline. The attempt stays used and, not named, never reaches the school's list.
   */
  async endAbandoned(now: Date): Promise<{ exams: number; sessions: number }> {
    const startedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
    const ended = await this.repo.endSessionsLockedByExamsStartedBefore(startedBefore);
    // Deleted already (and announced to every instance); this forgets them here at once.
    for (const sessionHash of ended) await this.auth.logout(sessionHash);
    let finished = 0;
    for (const exam of await this.repo.runningInternalExamsStartedBefore(startedBefore, ABANDONED_BATCH)) {
      if (await this.exams.finishInternal(exam.id, exam.schoolId)) finished += 1;
    }
    return { exams: finished, sessions: ended.length };
  }

  private async query(caller: AuthContext, criteria: z.output<typeof InternalExamCriteria>) {
    // Another school's id answers alike to an unknown one.
    const school = { id: ownSchoolId(caller, criteria.schoolId) };
    const applies = (value: string | undefined) => (value !== undefined && value.length >= EXAM_NAME_FILTER_MIN ? value : null);
    return {
      schoolId: school.id,
      page: criteria.page,
      pageSize: PAGE_SIZE,
      order: criteria.order,
      orderAsc: criteria.orderAsc,
      firstName: applies(criteria.firstName),
      lastName: applies(criteria.lastName),
    };
  }

  /** `POST exam/light/count/by/school`: how many kept internal exams match. */
  async count(caller: AuthContext, criteria: z.output<typeof InternalExamCriteria>): Promise<number> {
    return this.repo.count(await this.query(caller, criteria));
  }

  /** `POST exam/light/show/by/school`: one page (10) of the kept internal exams. */
  async list(caller: AuthContext, criteria: z.output<typeof InternalExamCriteria>): Promise<InternalExamLight[]> {
    const rows = await this.repo.page(await this.query(caller, criteria));
    return rows.map(toInternalExamLight);
  }

  private async ownExam(caller: AuthContext, examId: number): Promise<{ school: InternalExamSchool; exam: InternalExamRow }> {
    const school = await this.schoolOf(caller);
    const exam = await this.repo.internalExam(examId);
    // Another school's exam and an unknown id answer alike.
    if (!exam || exam.schoolId !== school.id || exam.examineeLastName === null) throw forbidden();
    return { school, exam };
  }

  /** `GET exam/delete/{id}`: deletes one of the school's kept internal exams. */
  async delete(caller: AuthContext, examId: number): Promise<void> {
    await this.ownExam(caller, examId);
    await this.exams.deleteInternal(examId);
  }

  /**
   * `GET pdf/exam/{pesel}/{firstName}/{lastName}/{userId}/{examId}/{dateMs}/{printTime}`: the report
   * of one of the school's kept internal exams; `userId` is the school's account (the exam's owner).
   */
  async report(caller: AuthContext, input: InternalReportRequest): Promise<{ fileName: string; pdf: Buffer }> {
    if (input.userId !== caller.userId) throw forbidden();
    const { school } = await this.ownExam(caller, input.examId);
    const file = await this.stats.internalExamReport({
      examId: input.examId,
      pesel: input.pesel,
      firstName: input.firstName,
      lastName: input.lastName,
      schoolName: school.name,
      printedAt: printMoment(input.dateMs, input.printTime),
      // "No time" in the dialog: the report shows the day only, not the hour the day was sent with.
      printedWithTime: input.printTime !== PRINT_TIME_NONE,
    });
    if (!file) throw new AppError(409, 'msg.error.print.exam.not.finished');
    return file;
  }
}
