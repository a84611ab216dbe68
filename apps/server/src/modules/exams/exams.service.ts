import {
  ANSWER_GRACE_SECONDS,
  EXAM_TOTAL_SECONDS,
  QUESTION_VIDEO_MAX_SECONDS,
  isAnswerFor,
  SPECIALIST_ANSWER_SECONDS,
  STANDARD_ANSWER_SECONDS,
  STANDARD_READ_SECONDS,
  type Exam,
  type ExamAnswerRequest,
  type ExamAnswerResponse,
  type ExamLanguage,
  type ExamLight,
  type ExamType,
  type Category,
} from '@osk/contract';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import { generateToken, hashToken } from '../../lib/ids.js';
import { isLearnersSchool } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { BankQuestion, ExamItemRow, ExamRow, ExamsRepository, ExamStudent } from './exams.repository.js';
import { drawCategoryExam, drawQualificationExam, groupPool, PoolTooSmallError, type PoolGroups, type PoolQuestion, type Random } from './rules/exam-draw.rules.js';
import { scoreExam } from './rules/exam-score.rules.js';
import { QuestionCache } from './question-cache.js';
import { RunningExams } from './running-exams.js';
import { UserCache } from '../../lib/user-cache.js';
import { toExam, toExamLight } from './exams.presenter.js';

/** A question of the bank as exams and learning present it (learning reaches exams through this file). */
export type { BankQuestion } from './exams.repository.js';
export { presentQuestion } from './exams.presenter.js';

/** How long a drawn pool is reused before it is read again (an import shows up within this time). */
const POOL_TTL_MS = 30_000;
/** Demo exams are kept this long, then purged. */
const DEMO_KEEP_HOURS = 24;

/** The categories a category exam can be taken in. */
const EXAM_CATEGORIES: readonly Category[] = ['A', 'M', 'B', 'C', 'D', 'T', 'P'];

/** The longest a question may take from being shown to its approval, in seconds. */
function questionSeconds(question: BankQuestion): number {
  if (question.type === 'SPECIALISTIC') return SPECIALIST_ANSWER_SECONDS;
  return STANDARD_READ_SECONDS + (question.mediaType === 'VIDEO' ? QUESTION_VIDEO_MAX_SECONDS : 0) + STANDARD_ANSWER_SECONDS;
}

/**
 * The till date of the access window that opens a category of the question bank to a learner, for
 * exams and learning alike (spec §4): Y (qualification C) and Z (D) have their own windows, every other
 * category the learning window.
 */
export function accessTillFor(
  learner: Pick<ExamStudent, 'learningAvailableTill' | 'qualificationCAvailableTill' | 'qualificationDAvailableTill'>,
  category: string,
): string | null {
  if (category === 'Y') return learner.qualificationCAvailableTill;
  if (category === 'Z') return learner.qualificationDAvailableTill;
  return learner.learningAvailableTill;
}

/** Refuses (403) a language other than Polish to a learner without the multi-language right (internal accounts have it), for exams and learning alike. */
export function checkBankLanguage(learner: Pick<ExamStudent, 'multiLanguage' | 'internal'>, language: string): void {
  if (language !== 'PL' && !learner.multiLanguage && !learner.internal) throw new AppError(403, 'msg.warn.exam.language.not.allowed');
}

/** A learner with the course status in one category. */
type LearnerWithCourse = ExamStudent & { courseStatus: string | null };

/** What kind of exam to create for a learner. */
export interface CreateExamInput {
  studentId: number;
  schoolId: number | null;
  category: string;
  qualification: boolean;
  language: ExamLanguage;
}

/** State-style exams: drawing, timing, answers and scoring, all decided on the server. */
export class ExamsService {
  private readonly pools = new Map<string, { at: number; pool: PoolQuestion[]; groups: PoolGroups }>();
  private readonly bank: QuestionCache;
  private readonly running = new RunningExams();
  /** What starting an exam reads of a learner, by `studentId:category` (ADR 010). */
  readonly learners: UserCache<LearnerWithCourse>;

  constructor(
    private readonly repo: ExamsRepository,
    private readonly clock: Clock,
    private readonly random: Random = Math.random,
  ) {
    this.bank = new QuestionCache(repo);
    this.learners = new UserCache<LearnerWithCourse>(
      () => this.clock.now().getTime(),
      (learner) => learner.userId,
    );
  }

  private async learnerWithCourse(studentId: number, category: string): Promise<LearnerWithCourse | null> {
    const key = `${studentId}:${category}`;
    const cached = this.learners.get(key);
    if (cached) return cached;
    const stamp = this.learners.stamp();
    const learner = await this.repo.studentWithCourse(studentId, category);
    if (learner) this.learners.put(key, learner, stamp);
    return learner;
  }

  /** Forgets cached pools and questions (after an import in this process). */
  invalidatePools(): void {
    this.pools.clear();
    this.bank.clear();
    this.running.clear();
  }

  private async poolOf(category: string): Promise<{ pool: PoolQuestion[]; groups: PoolGroups }> {
    const now = Date.now();
    const cached = this.pools.get(category);
    if (cached && now - cached.at < POOL_TTL_MS) return cached;
    const pool = await this.repo.poolOf(category);
    const entry = { at: now, pool, groups: groupPool(pool) };
    this.pools.set(category, entry);
    return entry;
  }

  private async learnerFor(caller: AuthContext, studentId: number): Promise<ExamStudent> {
    const student = await this.repo.studentById(studentId);
    // Another learner's id and an unknown id answer alike.
    if (!student || student.userId !== caller.userId) throw forbidden();
    return student;
  }

  /** The learner whose exams the caller may read: the learner themself, or a school its own learner. */
  private async learnerVisibleTo(caller: AuthContext, studentId: number): Promise<ExamStudent> {
    const student = await this.repo.studentById(studentId);
    if (student && caller.userType === 'STUDENT' && student.userId === caller.userId) return student;
    if (student && isLearnersSchool(caller, student.schoolId)) return student;
    // Another learner, another school's learner and an unknown id answer alike.
    throw forbidden();
  }

  /**
   * Creates a category exam or an initial qualification test for the calling learner (spec §7
   * `PUT exam/create/...`): checks access, course status and exam language, then draws by the rules.
   */
  async create(caller: AuthContext, input: CreateExamInput): Promise<Exam> {
    // The category is known before the learner is read, so the learner and the course come in one read.
    const wanted = input.qualification
      ? input.category === 'C' || input.category === 'Y'
        ? 'Y'
        : input.category === 'D' || input.category === 'Z'
          ? 'Z'
          : null
      : (EXAM_CATEGORIES as readonly string[]).includes(input.category)
        ? (input.category as Category)
        : null;
    const student = await this.learnerWithCourse(input.studentId, wanted ?? '');
    // Another learner's id and an unknown id answer alike.
    if (!student || student.userId !== caller.userId) throw forbidden();
    if (input.schoolId !== null && input.schoolId !== student.schoolId) throw forbidden();
    if (!wanted) throw badRequest([{ field: 'category', message: 'msg.validation.invalid', key: 'msg.validation.invalid' }]);
    const today = warsawDate(this.clock.now());
    const till = accessTillFor(student, wanted);
    if (!till || till < today) throw new AppError(403, 'msg.error.exam.no.access');
    const category: Category = wanted;
    checkBankLanguage(student, input.language);
    if (student.courseStatus !== null && student.courseStatus !== 'STARTED') throw new AppError(403, 'msg.error.course.not.started');
    const type: ExamType = input.qualification ? 'QUALIFICATION' : 'EXAM';
    const drawn = this.draw(type, await this.poolOf(category));
    return this.start(
      { studentId: student.id, ownerUserId: student.userId, schoolId: input.schoolId ?? student.schoolId, category, type, language: input.language, internal: student.internal },
      drawn,
    );
  }

  /**
   * An exam of the questions the learner marked hard (`PUT exam/own/...`): by the official rules when
   * enough are marked, otherwise all of them (at most 32), basic ones first.
   */
  async createOwn(caller: AuthContext, studentId: number, language: ExamLanguage): Promise<Exam> {
    const student = await this.learnerFor(caller, studentId);
    const today = warsawDate(this.clock.now());
    if (!student.learningAvailableTill || student.learningAvailableTill < today) throw new AppError(403, 'msg.error.exam.no.access');
    checkBankLanguage(student, language);
    const pool = await this.repo.poolOfExternalIds(await this.repo.hardExternalIds(student.id));
    if (pool.length === 0) throw new AppError(409, 'msg.error.exam.no.hard.questions');
    let drawn: PoolQuestion[];
    try {
      drawn = drawCategoryExam(pool, this.random);
    } catch {
      const shuffled = [...pool].sort(() => this.random() - 0.5).slice(0, 32);
      drawn = [...shuffled.filter((q) => q.type === 'STANDARD'), ...shuffled.filter((q) => q.type === 'SPECIALISTIC')];
    }
    return this.start(
      // Practice, not a state-style exam: judged by its share of points, left out of the pass rate.
      { studentId: student.id, ownerUserId: student.userId, schoolId: student.schoolId, category: student.category as Category, type: 'HARD', language, internal: student.internal },
      drawn,
    );
  }

  /**
   * An internal exam (school document §2.2, §4): the school's id, `internal` set; without a learner
   * when the school runs it in its own session, or of a learner (a temporary account, or a learner
   * the school gave internal exams) in the learner's session. The session is locked by the exam's id
   * by the internal-exams service right after this.
   */
  async createInternal(schoolId: number, category: Category, language: ExamLanguage, learner: { studentId: number; userId: number } | null = null): Promise<Exam> {
    if (!EXAM_CATEGORIES.includes(category)) throw badRequest([{ field: 'category', message: 'msg.validation.invalid', key: 'msg.validation.invalid' }]);
    const drawn = this.draw('EXAM', await this.poolOf(category));
    return this.start({ studentId: learner?.studentId ?? null, ownerUserId: learner?.userId ?? null, schoolId, category, type: 'EXAM', language, internal: true }, drawn);
  }

  /**
   * Ends an internal exam for the PIN close: finishes it now when it still runs, and answers the
   * finished row (null when unknown or not an internal exam of that school).
   */
  async finishInternal(examId: number, schoolId: number): Promise<ExamRow | null> {
    const row = await this.repo.examById(examId);
    if (!row || !row.internal || row.schoolId !== schoolId) return null;
    if (row.status !== 'IN_PROGRESS') return row;
    const now = this.clock.now();
    return this.finishRow(row, now.getTime() > row.deadline.getTime() ? row.deadline : now);
  }

  /** Keeps a passed internal exam with the examinee's names. */
  async nameInternal(examId: number, firstName: string, lastName: string): Promise<boolean> {
    return this.repo.setExamineeNames(examId, firstName, lastName);
  }

  /** Deletes an internal exam (a failed attempt, or the school's delete from its list). */
  async deleteInternal(examId: number): Promise<boolean> {
    this.running.forget(examId);
    return this.repo.deleteInternalExam(examId);
  }

  /** A demo exam for anyone (`GET exam/demo/{LANG}`): category B, scored but kept in nobody's history. */
  async createDemo(language: ExamLanguage): Promise<Exam> {
    const drawn = this.draw('DEMO', await this.poolOf('B'));
    const token = generateToken();
    const exam = await this.start(
      { studentId: null, ownerUserId: null, schoolId: null, category: 'B', type: 'DEMO', language, internal: false, demoTokenHash: hashToken(token) },
      drawn,
    );
    return { ...exam, demoToken: token };
  }

  private draw(type: ExamType, { pool, groups }: { pool: PoolQuestion[]; groups: PoolGroups }): PoolQuestion[] {
    try {
      return type === 'QUALIFICATION' ? drawQualificationExam(pool, this.random) : drawCategoryExam(pool, this.random, groups);
    } catch (error) {
      if (error instanceof PoolTooSmallError) throw new AppError(409, 'msg.error.exam.questions.missing');
      throw error;
    }
  }

  private async start(
    meta: {
      studentId: number | null;
      ownerUserId: number | null;
      schoolId: number | null;
      category: Category;
      type: ExamType;
      language: ExamLanguage;
      internal: boolean;
      demoTokenHash?: string;
    },
    drawn: PoolQuestion[],
  ): Promise<Exam> {
    const now = this.clock.now();
    const row = await this.repo.insertExam(
      {
        studentId: meta.studentId,
        schoolId: meta.schoolId,
        category: meta.category,
        type: meta.type,
        language: meta.language,
        internal: meta.internal,
        demoTokenHash: meta.demoTokenHash ?? null,
        startDate: now,
        deadline: new Date(now.getTime() + EXAM_TOTAL_SECONDS * 1000),
        questionStartedAt: now,
        totalAnswers: drawn.length,
        pointsAll: meta.type === 'QUALIFICATION' ? drawn.length : drawn.reduce((sum, q) => sum + q.weight, 0),
      },
      drawn.map((q) => q.id),
    );
    const items: ExamItemRow[] = drawn.map((q, i) => ({ examId: row.id, ordinalNumber: i + 1, questionId: q.id, answer: null, changes: 0, approvedAt: null }));
    this.running.remember({ exam: row, ownerUserId: meta.ownerUserId, questionIds: items.map((i) => i.questionId) });
    return this.present(row, items);
  }

  /** Who may see an exam: its learner; a DEMO exam whoever holds its token. */
  private authorize(row: ExamRow, ownerUserId: number | null, caller: AuthContext | null, demoToken: string | undefined): void {
    if (row.type === 'DEMO') {
      if (!demoToken || !row.demoTokenHash || hashToken(demoToken) !== row.demoTokenHash) throw forbidden();
      return;
    }
    // The school's own internal exam: shown and answered only from the session it locks.
    if (row.internal && row.studentId === null && caller?.userType === 'SCHOOL' && caller.lockedByExamId === row.id) return;
    if (!caller || caller.userType !== 'STUDENT' || ownerUserId === null || ownerUserId !== caller.userId) throw forbidden();
  }

  /** The exam (from this instance's running exams when it is there), once the caller may see it. */
  private async loadWithQuestion(id: number, caller: AuthContext | null, demoToken: string | undefined, fromDatabase = false) {
    const running = fromDatabase ? undefined : this.running.get(id);
    const found = running
      ? { exam: running.exam, ownerUserId: running.ownerUserId, currentQuestionId: running.questionIds[running.exam.currentOrdinal - 1] ?? null, remembered: true }
      : await this.repo.examWithOwner(id).then((row) => (row ? { ...row, remembered: false } : null));
    // An unknown exam and another learner's exam answer alike.
    if (!found) throw forbidden();
    this.authorize(found.exam, found.ownerUserId, caller, demoToken);
    return found;
  }

  /** An exam with its questions (`GET exam/show/{id}`): to resume a running one or review a finished one. */
  async show(caller: AuthContext | null, id: number, demoToken?: string): Promise<Exam> {
    if (caller?.userType === 'SCHOOL') {
      const learners = await this.showToSchool(caller, id);
      if (learners) return learners;
    }
    // Read from the database: showing is how a learner resumes, also on another instance or tab.
    const found = await this.loadWithQuestion(id, caller, demoToken, true);
    const row = await this.finishIfOverdue(found.exam);
    const items = await this.repo.itemsOf(row.id);
    this.running.remember({ exam: row, ownerUserId: found.ownerUserId, questionIds: items.map((i) => i.questionId) });
    return this.present(row, items);
  }

  /**
   * A finished exam of the school's own learner (`GET exam/show/{id}` by a SCHOOL: its statistics view
   * of one student). A running exam, another school's learner's exam and an unknown id answer 403 alike.
   * Null for an exam without a learner (a demo, the school's own internal exam): the general rules decide.
   */
  private async showToSchool(caller: AuthContext, id: number): Promise<Exam | null> {
    const found = await this.repo.examWithOwner(id);
    if (!found) throw forbidden();
    if (found.exam.studentId === null || found.exam.type === 'DEMO') return null;
    await this.learnerVisibleTo(caller, found.exam.studentId);
    const row = await this.finishIfOverdue(found.exam);
    if (row.status === 'IN_PROGRESS') throw forbidden();
    return this.present(row, await this.repo.itemsOf(row.id));
  }

  /**
   * A learner's exams without questions (`GET exam/light/show/by/student/{id}`), for the learner or
   * the learner's school (its statistics view of one student).
   */
  async listLight(caller: AuthContext, studentId: number): Promise<ExamLight[]> {
    await this.learnerVisibleTo(caller, studentId);
    const rows = await this.repo.examsOfStudent(studentId);
    const out: ExamLight[] = [];
    for (const row of rows) out.push(toExamLight(await this.finishIfOverdue(row)));
    return out;
  }

  /**
   * Approves the answer of the current question (`POST exam/update/`), or ends the exam (`finish`).
   * Answers the progress while the exam goes on, the whole exam once it is finished.
   * Refuses answers to a finished exam, to another question than the current one, of the wrong kind,
   * or after the question's or the exam's time; a late answer is recorded as none.
   */
  async answer(caller: AuthContext | null, request: ExamAnswerRequest, fromDatabase = false): Promise<ExamAnswerResponse> {
    const found = await this.loadWithQuestion(request.id, caller, request.demoToken, fromDatabase);
    const row = await this.finishIfOverdue(found.exam);
    if (row.status !== 'IN_PROGRESS') throw new AppError(409, 'EXAM_FINISHED');
    const now = this.clock.now();
    // Ending early is allowed: the rest stays unanswered and scores 0.
    if (request.finish) return this.finishNow(row, now);
    if (request.ordinalNumber === undefined) throw badRequest([{ field: 'ordinalNumber', message: 'msg.validation.required', key: 'msg.validation.required' }]);
    if (request.ordinalNumber !== row.currentOrdinal || found.currentQuestionId === null) {
      // What this instance remembers may be behind the database (another instance or tab): ask it.
      if (found.remembered) return this.forgetAndRetry(caller, request);
      throw new AppError(409, 'WRONG_QUESTION');
    }
    const ordinal = request.ordinalNumber;
    const question = (await this.bank.questionsByIds([found.currentQuestionId])).get(found.currentQuestionId);
    if (!question) throw new AppError(409, 'WRONG_QUESTION');
    const answer = request.answer ?? null;
    if (answer !== null && !isAnswerFor(question.type, answer)) {
      throw badRequest([{ field: 'answer', message: 'msg.validation.invalid', key: 'msg.validation.invalid' }]);
    }
    const late = now.getTime() > row.questionStartedAt.getTime() + (questionSeconds(question) + ANSWER_GRACE_SECONDS) * 1000;
    const changes = request.changes ?? 0;
    const approved = await this.repo.approve(row.id, ordinal, late ? null : answer, changes, now);
    if (!approved) {
      if (found.remembered) return this.forgetAndRetry(caller, request);
      throw new AppError(409, 'WRONG_QUESTION');
    }
    this.running.advance(row.id, ordinal, now);
    const updated: ExamRow = { ...row, currentOrdinal: ordinal + 1, questionStartedAt: now };
    const last = updated.currentOrdinal > updated.totalAnswers;
    if (late) {
      if (last) await this.finishNow(updated, now);
      throw new AppError(409, 'QUESTION_TIME_OVER');
    }
    if (last) return this.finishNow(updated, now);
    return {
      id: updated.id,
      status: 'IN_PROGRESS',
      currentOrdinal: updated.currentOrdinal,
      questionStartedAt: now.toISOString(),
      serverTime: now.toISOString(),
      approved: { ordinalNumber: ordinal, answer, changes },
    };
  }

  private forgetAndRetry(caller: AuthContext | null, request: ExamAnswerRequest): Promise<ExamAnswerResponse> {
    this.running.forget(request.id);
    return this.answer(caller, request, true);
  }

  /** Removes demo exams older than a day (run periodically). */
  async purgeDemoExams(): Promise<number> {
    return this.repo.purgeDemoExams(new Date(this.clock.now().getTime() - DEMO_KEEP_HOURS * 3_600_000));
  }

  private async finishIfOverdue(row: ExamRow): Promise<ExamRow> {
    if (row.status !== 'IN_PROGRESS') return row;
    const now = this.clock.now();
    if (now.getTime() <= row.deadline.getTime() + ANSWER_GRACE_SECONDS * 1000) return row;
    return this.finishRow(row, row.deadline);
  }

  private async finishNow(row: ExamRow, now: Date): Promise<Exam> {
    const end = now.getTime() > row.deadline.getTime() ? row.deadline : now;
    const finished = await this.finishRow(row, end);
    return this.present(finished, await this.repo.itemsOf(finished.id));
  }

  private async finishRow(row: ExamRow, end: Date): Promise<ExamRow> {
    this.running.forget(row.id);
    const items = await this.repo.itemsOf(row.id);
    const questions = await this.bank.questionsByIds(items.map((i) => i.questionId));
    const score = scoreExam(
      row.type as ExamType,
      items.map((i) => {
        const q = questions.get(i.questionId);
        return { type: q?.type ?? 'STANDARD', weight: q?.weight ?? 0, correct: q?.correct ?? '', answer: i.approvedAt ? i.answer : null };
      }),
    );
    await this.repo.finish(row.id, { correctAnswers: score.correctAnswers, wrongAnswers: score.wrongAnswers, points: score.points, passed: score.passed }, end);
    return (await this.repo.examById(row.id)) ?? row;
  }

  /**
   * The exam as the browser gets it: correct answers and explanations only once it is finished. A
   * finished exam (check mode, where a learner marks questions) says which questions the learner
   * marked hard; a running one does not, so the hot path of starting an exam reads nothing more.
   */
  private async present(row: ExamRow, items: ExamItemRow[]): Promise<Exam> {
    const ids = items.map((i) => i.questionId);
    const finished = row.status === 'FINISHED';
    const [byId, texts, hardIds] = await Promise.all([
      this.bank.questionsByIds(ids),
      this.bank.textsOf(ids, row.language),
      finished && row.studentId !== null ? this.repo.hardExternalIds(row.studentId) : Promise.resolve([]),
    ]);
    return toExam(row, items, { byId, texts, hard: new Set(hardIds) }, this.clock.now());
  }
}
