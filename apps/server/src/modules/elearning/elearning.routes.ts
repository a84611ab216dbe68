import { courseByCategory, courseModules, courseSlide, courseSlides, courseSubjects, elearningProgress, elearningProgressStore, type CourseLanguage } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { ElearningService } from './elearning.service.js';

/**
 * E-learning calls (spec §7 "E-learning"), beside eprawko-rest at /api/learning/... (FACTS.md).
 * Course, module and subject lists are for every logged-in user (the hub shows them with a hint to
 * buy access); slides need the learner's learning access; positions are the learner's own.
 */
export function registerElearningRoutes(app: App, elearning: ElearningService): void {
  endpointRoute(app, courseByCategory, async (request) =>
    elearning.courses(callerOf(request), request.params.category, request.query.language ?? (request.language.toUpperCase() as CourseLanguage)),
  );

  endpointRoute(app, elearningProgress, async (request) => elearning.progress(callerOf(request), request.params.userId, request.params.courseId));

  endpointRoute(app, elearningProgressStore, async (request) => elearning.storeProgress(callerOf(request), request.body));

  endpointRoute(app, courseModules, async (request) => elearning.modules(callerOf(request), request.params.courseId));

  endpointRoute(app, courseSubjects, async (request) => elearning.subjects(callerOf(request), request.params.moduleId));

  endpointRoute(app, courseSlides, async (request) => elearning.slides(callerOf(request), request.params.subjectId, request.params.courseId));

  endpointRoute(app, courseSlide, async (request) => elearning.slide(callerOf(request), request.params.moduleId, request.params.lesson));
}
