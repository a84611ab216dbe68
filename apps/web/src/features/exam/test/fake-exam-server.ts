import type { Exam, ExamExecution, ExamQuestion } from '@osk/contract';
import { jsonResponse } from '../../../test/app-test-utils';
import { makeQuestion, type QuestionKind } from './exam-fixtures';

interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A small stand-in for the exam calls of the server, for component tests: it keeps one exam, hides
 * the correct answers while it runs, accepts answers in order only, moves on like the server does,
 * and scores the exam at the end. Tests drive time through the (fake) Date.now().
 */
export class FakeExamServer {
  readonly requests: Recorded[] = [];
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

  /** The fetch stand-in. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.requests.push({ method, url, body });
    if (method === 'GET' && url.includes('/exam/demo/')) {
      return jsonResponse(200, { ...this.view(), demoToken: this.options.demoToken ?? 'demo-token-1' });
    }
    if (method === 'GET' && url.includes(`/exam/show/${this.exam.id}`)) return jsonResponse(200, this.view());
    if (method === 'PUT' && url.includes('/exam/')) return jsonResponse(200, this.view());
    if (method === 'POST' && url.endsWith('/exam/update/')) {
      const failure = this.failNextUpdates.shift();
      if (failure) {
        if (failure.status === 0) throw new TypeError('Failed to fetch');
        return jsonResponse(failure.status, { code: failure.code, message: failure.code });
      }
      const request = body as { ordinalNumber?: number; answer?: string | null; finish?: boolean; changes?: number };
      if (this.exam.status === 'FINISHED') return jsonResponse(409, { code: 'EXAM_FINISHED', message: 'finished' });
      if (request.finish) {
        this.finish();
        return jsonResponse(200, this.view());
      }
      if (request.ordinalNumber !== this.exam.currentOrdinal) return jsonResponse(409, { code: 'WRONG_QUESTION', message: 'wrong' });
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
        return jsonResponse(200, this.view());
      }
      // Like the server: while the exam goes on, only its progress comes back.
      const view = this.view();
      return jsonResponse(200, {
        id: view.id,
        status: view.status,
        currentOrdinal: view.currentOrdinal,
        questionStartedAt: view.questionStartedAt,
        serverTime: view.serverTime,
        approved: { ordinalNumber: ordinal, answer: request.answer ?? null, changes: request.changes ?? 0 },
      });
    }
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
  };

  /** The bodies of the answer approvals sent so far. */
  updates(): unknown[] {
    return this.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/exam/update/')).map((r) => r.body);
  }
}
