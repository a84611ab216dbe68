import {
  hardQuestionAdd,
  hardQuestionIds,
  hardQuestionRemove,
  learningAnswer,
  learningCreate,
  learningCreateForSchool,
  learningMistakes,
  learningPractice,
  progressLearn,
  progressLearnReview,
  progressLearnStore,
  questionModules,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { LearningOrder, LearningService } from './learning.service.js';

/**
 * Learning calls (spec §7 "Exams and learning"): module lists, learning by module, learn progress,
 * the review order (ADR 011) and hard questions. Everything but the module list is the calling
 * learner's own; schools and instructors are refused (spec §6: hard questions are not for schools).
 */
export function registerLearningRoutes(app: App, learning: LearningService): void {
  endpointRoute(app, questionModules, async (request) => learning.modules(request.params.category));

  const orderOf = (order: 'official' | 'review' | undefined): LearningOrder => (order === 'review' ? 'REVIEW' : 'OFFICIAL');
  endpointRoute(app, learningCreate, async (request) => {
    const { studentId, category, lang, moduleId } = request.params;
    return learning.create(callerOf(request), { studentId, schoolId: null, category, language: lang, moduleId, order: orderOf(request.query.order) });
  });
  endpointRoute(app, learningCreateForSchool, async (request) => {
    const { studentId, schoolId, category, lang, moduleId } = request.params;
    return learning.create(callerOf(request), { studentId, schoolId, category, language: lang, moduleId, order: orderOf(request.query.order) });
  });

  endpointRoute(app, learningAnswer, async (request) => learning.answer(callerOf(request), request.body));

  endpointRoute(app, learningMistakes, async (request) => learning.mistakes(callerOf(request), request.params.studentId, request.params.category));

  endpointRoute(app, learningPractice, async (request) => {
    const { studentId, category, lang } = request.params;
    return learning.practice(callerOf(request), { studentId, category, language: lang, mode: request.body.mode, moduleIds: request.body.moduleIds });
  });

  endpointRoute(app, progressLearn, async (request) => learning.progress(callerOf(request), request.params.studentId));

  endpointRoute(app, progressLearnStore, async (request) =>
    learning.storeProgress(callerOf(request), {
      studentId: request.params.studentId,
      moduleId: request.params.module,
      questionNumber: request.params.question,
      max: request.params.max,
      category: request.params.category,
    }),
  );

  endpointRoute(app, progressLearnReview, async (request) => learning.review(callerOf(request), request.params.studentId, request.params.category));

  endpointRoute(app, hardQuestionIds, async (request) => learning.hardIds(callerOf(request), request.params.studentId));

  endpointRoute(app, hardQuestionAdd, async (request) => learning.addHard(callerOf(request), request.params.studentId, request.params.externalId));

  endpointRoute(app, hardQuestionRemove, async (request) => learning.removeHard(callerOf(request), request.params.studentId, request.params.externalId));
}
