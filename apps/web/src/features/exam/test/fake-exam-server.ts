import type { Exam, ExamExecution, ExamQuestion } from '@osk/contract';
import { apiError, FakeApi, NETWORK_FAILURE, notFound, type FakeHandler } from '../../../test/fake-api';
import { makeQuestion, type QuestionKind } from './exam-fixtures';

/**
 * A small stand-in for the exam calls of the server, for component tests: it keeps one exam, hides
 * the correct answers while it runs, accepts answers in order only, moves on like the server does,
 * and scores the exam at the end. Tests drive time through the (fake) Date.now().
 */
export class FakeExamServer {
  /** Answers of the next POSTs to exam/update/ to fail with (status 0: network error). */
  readonly failNextUpdates: Array<{ status: number; code: string }> = [];
  private exam: Exam;
  private readonly questions: ExamQuestion[];

  constructor(
    kinds: QuestionKind[],
    readonly options: { id?: number; type?: Exam['type']; demoToken?: string; startedAt?: number; serverOffsetMs?: number } = {},
  ) {
    this.questions = kinds.map((kind, i) => makeQuestion(i + 1, kind));
    const start = options.startedAt ?? Date.now();
    this.exam = {
      id: options.id ?? 77,
      category: 'B',
      type: options.type ?? 'DEMO',
      language: 'PL',
      status: 'IN_PROGRESS',
      execution: this.questions.map((question, i) => ({ question, answer: null, correct: null, ordinalNumber: i + 1, changes: 0, approved: false })),
      startDate: new Date(start).toISOString(),
      endDate: null,
      deadline: new Date(start + 1_500_000).toISOString(),
      currentOrdinal: 1,
      questionStartedAt: new Date(start).toISOString(),
      serverTime: new Date(start).toISOString(),
      correctAnswers: null,
      wrongAnswers: null,
      totalAnswers: kinds.length,
      points: null,
      pointsAll: this.questions.reduce((sum, q) => sum + q.weight, 0),
      passed: null,
      internal: false,
      ...(options.demoToken ? { demoToken: options.demoToken } : {}),
    };
  }

  private serverNow(): number {
    return Date.now() + (this.options.serverOffsetMs ?? 0);
  }

  /** Moves the current question (as if it had been shown at another time). */
  setCurrent(ordinal: number, questionStartedAt: number, answers: Array<string | null> = []): void {
    this.exam = {
      ...this.exam,
      currentOrdinal: ordinal,
      questionStartedAt: new Date(questionStartedAt).toISOString(),
      execution: this.exam.execution.map((item, i) =>
        i < ordinal - 1 ? { ...item, answer: answers[i] ?? null, approved: true } : item,
      ),
    };
  }

  /** The exam as the browser sees it: no correct answers while it runs. */
  view(): Exam {
    const finished = this.exam.status === 'FINISHED';
    const execution: ExamExecution[] = this.exam.execution.map((item) => ({
      ...item,
      question: finished ? item.question : { ...item.question, correct: null, explenation: null, legalSource: null },
      correct: finished ? item.answer !== null && item.answer === item.question.correct : null,
    }));
    const { demoToken: _token, ...rest } = this.exam;
    return { ...rest, execution, serverTime: new Date(this.serverNow()).toISOString() };
  }

  private finish(): void {
    let points = 0;
    let correct = 0;
    for (const item of this.exam.execution) {
      if (item.answer !== null && item.answer === item.question.correct) {
        correct += 1;
        points += item.question.weight;
      }
    }
    this.exam = {
      ...this.exam,
      status: 'FINISHED',
      currentOrdinal: null,
      questionStartedAt: null,
      endDate: new Date(this.serverNow()).toISOString(),
      points,
      correctAnswers: correct,
      wrongAnswers: this.exam.totalAnswers - correct,
      passed: points >= Math.min(68, this.exam.pointsAll),
    };
  }

  private readonly created = (): Exam => this.view();

  /** How long the answers to exam/update/ take (on the test's clock). */
  updateDelayMs = 0;

  private readonly update: FakeHandler<'examUpdate', 'POST'> = async (request) => {
    if (this.updateDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.updateDelayMs));
    return this.applyUpdate(request);
  };

  private applyUpdate({ body }: Parameters<FakeHandler<'examUpdate', 'POST'>>[0]): ReturnType<FakeHandler<'examUpdate', 'POST'>> {
    const failure = this.failNextUpdates.shift();
    if (failure) return failure.status === 0 ? NETWORK_FAILURE : apiError(failure.status, failure.code);
    const request = body as { ordinalNumber?: number; answer?: string | null; finish?: boolean; changes?: number };
    if (this.exam.status === 'FINISHED') return apiError(409, 'EXAM_FINISHED', 'finished');
    if (request.finish) {
      this.finish();
      return this.view();
    }
    if (request.ordinalNumber !== this.exam.currentOrdinal) return apiError(409, 'WRONG_QUESTION', 'wrong');
    const ordinal = request.ordinalNumber;
    this.exam = {
      ...this.exam,
      execution: this.exam.execution.map((item) =>
        item.ordinalNumber === ordinal ? { ...item, answer: request.answer ?? null, changes: request.changes ?? 0, approved: true } : item,
      ),
      currentOrdinal: ordinal + 1,
      questionStartedAt: new Date(this.serverNow()).toISOString(),
    };
    if (ordinal + 1 > this.exam.totalAnswers) {
      this.finish();
      return this.view();
    }
    // Like the server: while the exam goes on, only its progress comes back.
    const view = this.view();
    return {
      id: view.id,
      status: view.status,
      currentOrdinal: view.currentOrdinal,
      questionStartedAt: view.questionStartedAt,
      serverTime: view.serverTime,
      approved: { ordinalNumber: ordinal, answer: request.answer ?? null, changes: request.changes ?? 0 },
    };
  }

  readonly api = new FakeApi()
    .get('examDemo', () => ({ ...this.view(), demoToken: this.options.demoToken ?? 'demo-token-1' }))
    .get('examShow', ({ params }) => (Number(params.id) === this.exam.id ? this.view() : notFound()))
    .put('examCreate', this.created)
    .put('examCreateForSchool', this.created)
    .put('examCreateQualification', this.created)
    .put('examCreateOwn', this.created)
    .put('examInternalCreate', this.created)
    .put('examInternalCreateForStudent', this.created)
    .post('examUpdate', this.update);

  readonly requests = this.api.requests;
  readonly fetch = this.api.fetch;

  /** The bodies of the answer approvals sent so far. */
  updates(): unknown[] {
    return this.api.bodies('examUpdate', 'POST');
  }
}
