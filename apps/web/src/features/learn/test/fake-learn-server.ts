import type { Category, ExamQuestion, LearnProgress, Learning, MistakesSummary, ModuleCount, ModuleReview, Practice, PracticeMode, Student } from '@osk/contract';
import { apiError, FakeApi, type FakeCall } from '../../../test/fake-api';
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

/**
 * A stand-in for the learning calls of the server in component tests: one learner, modules with
 * counts, stored positions, review counts, a module's questions, answers and hard questions. It
 * keeps what the calls change, so a test can leave a module and come back.
 */
export class FakeLearnServer {
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
  /** The learner's mistakes (questions last answered wrong), most recent first (issue 23). */
  mistakes: ExamQuestion[] = [];
  /** What an exam of the mistakes still lacks. */
  examMissing = 32;
  /** The question bank a quick quiz draws from (by module). */
  bank: ExamQuestion[] = Array.from({ length: 36 }, (_, i) => learnQuestion(100 + i, 'NONE', (i % 3) + 1));
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

  /** The calls of one kind, by a piece of their URL. */
  calls(fragment: string): FakeCall[] {
    return this.requests.filter((r) => r.url.includes(fragment));
  }

  readonly api = new FakeApi()
    .get('studentShow', () => this.student)
    .get('questionModules', () => this.modules)
    .get('progressLearnStore', ({ params }) => {
      const entry: LearnProgress = { moduleId: Number(params.module), questionNumber: Number(params.question), max: Number(params.max), category: params.category as Category };
      this.progress = [...this.progress.filter((p) => p.moduleId !== entry.moduleId || p.category !== entry.category), entry];
      return entry;
    })
    .get('progressLearnReview', () => this.review)
    .get('progressLearn', () => this.progress)
    .put('learningCreate', ({ params, query }) => {
      const failure = this.failCreate.shift();
      if (failure) return apiError(failure.status, failure.code);
      return this.learning(params.category as Category, Number(params.moduleId), params.lang, query.get('order') === 'review');
    })
    .post('learningAnswer', ({ body }) => {
      const request = body as { questionId: number; answer: string };
      const question = this.questions.find((q) => q.id === request.questionId);
      return { correct: question?.correct === request.answer, box: 0, dueAt: '2026-11-22T10:00:00.000Z' };
    })
    .get('learningMistakes', ({ params }): MistakesSummary => {
      const modules = new Map<number, number>();
      for (const q of this.mistakes) modules.set(q.module?.moduleId ?? 0, (modules.get(q.module?.moduleId ?? 0) ?? 0) + 1);
      return { category: params.category as Category, total: this.mistakes.length, modules: [...modules].map(([moduleId, count]) => ({ moduleId, count })), exam: { size: 32, missing: this.examMissing } };
    })
    .put('learningPractice', ({ params, body }): Practice => {
      const request = body as { mode: PracticeMode; moduleIds?: number[] };
      const picked = request.mode === 'QUIZ' ? this.bank.filter((q) => request.moduleIds?.includes(q.module?.moduleId ?? 0)).slice(0, 10) : this.mistakes;
      return {
        category: params.category as Category,
        mode: request.mode,
        language: params.lang as Practice['language'],
        max: picked.length,
        execution: picked.map((question, i) => ({ question, answer: null, correct: null, ordinalNumber: i + 1, changes: 0, approved: false })),
      };
    })
    .get('hardQuestionIds', () => this.hard)
    .get('hardQuestionAdd', ({ params }) => {
      this.hard = [...new Set([...this.hard, Number(params.externalId)])].sort((a, b) => a - b);
      return this.hard;
    })
    .get('hardQuestionRemove', ({ params }) => {
      this.hard = this.hard.filter((id) => id !== Number(params.externalId));
      return this.hard;
    })
    .get('examListLight', []);

  readonly requests = this.api.requests;
  readonly fetch = this.api.fetch;
}
