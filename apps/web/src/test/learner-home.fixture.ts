import type { LessonPage, Readiness } from '@osk/contract';
import type { FakeApi } from './fake-api';

/** The readiness of a learner who has done nothing yet (one module of 20 questions never seen). */
export function emptyReadiness(values: Partial<Readiness> = {}): Readiness {
  return {
    category: 'B',
    score: 0,
    knowledge: 0,
    exams: 0,
    knownQuestions: 0,
    totalQuestions: 20,
    recentExams: [],
    modules: [{ moduleId: 1, total: 20, seen: 0, known: 0, weak: 0, never: 20, due: 0 }],
    lastLearning: null,
    unfinishedExam: null,
    ...values,
  };
}

/** No lessons ahead. */
export const NO_LESSONS: LessonPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10, first: true, last: true, empty: true };

/** Serves what the learner home at /profile reads besides the learner: the readiness, the lessons ahead and the consents (issue 24). */
export function serveLearnerHome(api: FakeApi, readiness: Readiness = emptyReadiness()): FakeApi {
  return api.get('readiness', readiness).get('lessons', NO_LESSONS).get('accountConsents', []);
}
