import {
  EXAM_LOCKED_CODE,
  endpointRouteUrl,
  examDelete,
  examInternalClose,
  examInternalCreate,
  examInternalCreateForStudent,
  examInternalState,
  examLightCountBySchool,
  examLightShowBySchool,
  examShow,
  examUpdate,
  logout,
  pdfInternalExam,
} from '@osk/contract';
import { AppError } from '../../lib/errors.js';
import { plainJsonSerializer, sendPdfDownload, type App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { callerOf } from '../../plugins/access.plugin.js';
import type { InternalExamsService } from './internal-exams.service.js';

/**
 * The calls a session locked by an internal exam may still make (school document §4): the exam's own
 * calls (show, answer), the state, the PIN close and the logout. Any other call of that session
 * answers 403 msg.error.exam.locked; a checked user read (a GET) therefore logs the web client out.
 */
const ALLOWED_WHILE_LOCKED: ReadonlySet<string> = new Set([examShow, examUpdate, examInternalState, examInternalClose, logout].map(endpointRouteUrl));

/** The school's internal exams (school document §2.2, §4, §5, §7). */
export function registerInternalExamRoutes(app: App, internalExams: InternalExamsService): void {
  // The session lock: runs after the access check has resolved the caller, for every route of the API.
  app.addHook('onRequest', async (request) => {
    const locked = request.auth?.lockedByExamId ?? null;
    if (locked === null) return;
    const url = request.routeOptions.url;
    if (url !== undefined && ALLOWED_WHILE_LOCKED.has(url)) return;
    throw new AppError(403, EXAM_LOCKED_CODE);
  });

  const plain = { serializerCompiler: plainJsonSerializer };
  endpointRoute(app, examInternalCreate, async (request) => internalExams.start(callerOf(request), request.params.category, request.params.lang), plain);

  endpointRoute(app, examInternalCreateForStudent, async (request) => internalExams.startForLearner(callerOf(request), request.params.studentId, request.params.lang), plain);

  endpointRoute(app, examInternalState, async (request) => internalExams.state(callerOf(request)));

  endpointRoute(app, examInternalClose, async (request) => internalExams.close(callerOf(request), request.body));

  endpointRoute(app, examLightCountBySchool, async (request) => internalExams.count(callerOf(request), request.body));

  endpointRoute(app, examLightShowBySchool, async (request) => internalExams.list(callerOf(request), request.body));

  endpointRoute(app, examDelete, async (request) => {
    await internalExams.delete(callerOf(request), request.params.id);
    return { deleted: true as const };
  });

  endpointRoute(app, pdfInternalExam, async (request, reply) => sendPdfDownload(reply, await internalExams.report(callerOf(request), request.params)));
}
