import type { Category, ExamQuestion, LearnProgress, Learning, ModuleCount, ModuleReview, Student } from '@osk/contract';
import { jsonResponse } from '../../../test/app-test-utils';
import { aStudent } from '../../../test/student.fixture';

/** A question of a learned module: basic (TAK) with an image or a film, or specialist (B) without a medium. */
export function learnQuestion(index: number, kind: 'IMAGE' | 'VIDEO' | 'NONE' | 'SPECIALIST' = 'NONE', moduleId = 3): ExamQuestion {
  const specialist = kind === 'SPECIALIST';
  const media = kind === 'IMAGE' ? `/api/questions/media/q${index}.jpg` : kind === 'VIDEO' ? `/api/questions/media/q${index}.mp4` : null;
  return {
    id: 100 + index,
    externalId: 7000 + index,
    number: 7000 + index,
    questionText: `Pytanie do nauki ${index}?`,
    answerA: specialist ? `Wariant A${index}` : null,
    answerB: specialist ? `Wariant B${index}` : null,
    answerC: specialist ? `Wariant C${index}` : null,
    correct: specialist ? 'B' : 'TAK',
    explenation: `Wyjaśnienie ${index}`,
    legalSource: `art. ${index} PoRD`,
    media,
    madiaType: kind === 'IMAGE' ? 'IMAGE' : kind === 'VIDEO' ? 'VIDEO' : null,
    mediaExists: media !== null,
    type: specialist ? 'SPECIALISTIC' : 'STANDARD',
    weight: specialist ? 2 : 3,
    part: specialist ? 'SPECJALISTYCZNA' : 'PODSTAWOWA',
    time: specialist ? 50 : 15,
    tools: null,
    hard: false,
    version: 1,
    lastUpdateDate: '2026-11-01T00:00:00.000Z',
    module: { moduleId, name: null },
  };
}

interface Recorded {
  method: string;
  url: string;
  body: unknown;
  keepalive: boolean;
}

/**
 * A stand-in for the learning calls of the server in component tests: one learner, modules with
 * counts, stored positions, review counts, a module's questions, answers and hard questions. It
 * keeps what the calls change, so a test can leave a module and come back.
 */
export class FakeLearnServer {
  readonly requests: Recorded[] = [];
  student: Student;
  modules: ModuleCount[] = [
    { id: 1, count: 40 },
    { id: 3, count: 4 },
    { id: 7, count: 0 },
  ];
  progress: LearnProgress[] = [];
  review: ModuleReview[] = [];
  questions: ExamQuestion[] = [learnQuestion(1, 'IMAGE'), learnQuestion(2, 'SPECIALIST'), learnQuestion(3, 'VIDEO'), learnQuestion(4)];
  hard: number[] = [];
  /** Status and code the next learning/create answers with (then it answers normally). */
  readonly failCreate: Array<{ status: number; code: string }> = [];

  constructor(student: Partial<Student> = {}) {
    this.student = aStudent({ id: 31, learningAvailableTill: '2099-01-01', ...student });
  }

  private learning(category: Category, moduleId: number, language: string, review: boolean): Learning {
    return {
      category,
      moduleId,
      language: language as Learning['language'],
      max: this.questions.length,
      order: review ? 'REVIEW' : 'OFFICIAL',
      execution: (review ? [...this.questions].reverse() : this.questions).map((question, i) => ({
        question: { ...question, hard: this.hard.includes(question.externalId) },
        answer: null,
        correct: null,
        ordinalNumber: i + 1,
        changes: 0,
        approved: false,
      })),
    };
  }

  /** The calls of one kind, by a piece of their path. */
  calls(fragment: string): Recorded[] {
    return this.requests.filter((r) => r.url.includes(fragment));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.requests.push({ method, url, body, keepalive: init?.keepalive === true });
    const path = url.replace(/^\/api\/eprawko-rest\//, '');
    let m: RegExpExecArray | null;
    if (path === 'student/show') return jsonResponse(200, this.student);
    if ((m = /^questions\/getModules\/(\w+)$/.exec(path))) return jsonResponse(200, this.modules);
    if ((m = /^progress\/learn\/store\/(\d+)\/(\d+)\/(\d+)\/(\d+)\/(\w+)$/.exec(path))) {
      const entry: LearnProgress = { moduleId: Number(m[2]), questionNumber: Number(m[3]), max: Number(m[4]), category: m[5] as Category };
      this.progress = [...this.progress.filter((p) => p.moduleId !== entry.moduleId || p.category !== entry.category), entry];
      return jsonResponse(200, entry);
    }
    if ((m = /^progress\/learn\/review\/(\d+)\/(\w+)$/.exec(path))) return jsonResponse(200, this.review);
    if ((m = /^progress\/learn\/(\d+)$/.exec(path))) return jsonResponse(200, this.progress);
    if (method === 'PUT' && (m = /^learning\/create\/studentId\/(\d+)\/category\/(\w+)\/lang\/(\w+)\/moduleId\/(\d+)(\?order=review)?$/.exec(path))) {
      const failure = this.failCreate.shift();
      if (failure) return jsonResponse(failure.status, { code: failure.code, message: failure.code });
      return jsonResponse(200, this.learning(m[2] as Category, Number(m[4]), m[3] ?? 'PL', m[5] !== undefined));
    }
    if (method === 'POST' && path === 'learning/answer') {
      const request = body as { questionId: number; answer: string };
      const question = this.questions.find((q) => q.id === request.questionId);
      return jsonResponse(200, { correct: question?.correct === request.answer, box: 0, dueAt: '2026-11-22T10:00:00.000Z' });
    }
    if ((m = /^questions\/student\/ids\/(\d+)$/.exec(path))) return jsonResponse(200, this.hard);
    if ((m = /^questions\/student\/(add|remove)\/(\d+)\/(\d+)$/.exec(path))) {
      const externalId = Number(m[3]);
      this.hard = m[1] === 'add' ? [...new Set([...this.hard, externalId])].sort((a, b) => a - b) : this.hard.filter((id) => id !== externalId);
      return jsonResponse(200, this.hard);
    }
    if (path.startsWith('exam/light/show/by/student/')) return jsonResponse(200, []);
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
  };
}
