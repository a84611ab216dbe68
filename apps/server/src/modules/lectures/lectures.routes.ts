import { lectureProgress, lectureProgressStore, lectures as lectureList } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { LecturesService } from './lectures.service.js';

/**
 * Lecture calls (spec §7 "Lectures"): the learner's own list and progress, only while their lectures
 * are available. `{studentId}` is the learner's student id, `{userId}` their account's id (as the
 * other modules read them).
 */
export function registerLectureRoutes(app: App, lectures: LecturesService): void {
  endpointRoute(app, lectureList, async (request) => lectures.lectures(callerOf(request), request.params.studentId, request.language));

  endpointRoute(app, lectureProgress, async (request) => lectures.progress(callerOf(request), request.params.userId));

  endpointRoute(app, lectureProgressStore, async (request) => lectures.storeProgress(callerOf(request), request.body));
}
