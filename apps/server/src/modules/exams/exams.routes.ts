import { examCreate, examCreateForSchool, examCreateOwn, examCreateQualification, examCreateQualificationForSchool, examDemo, examListLight, examShow, examUpdate } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { plainJsonSerializer, type App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { ExamsService } from './exams.service.js';

/** Exam calls (spec §7): creation of every kind, the demo, review, the list and answer approval. */
export function registerExamRoutes(app: App, exams: ExamsService): void {
  const plain = { serializerCompiler: plainJsonSerializer };

  for (const [endpoint, qualification] of [
    [examCreate, false],
    [examCreateQualification, true],
  ] as const) {
    endpointRoute(
      app,
      endpoint,
      async (request) => {
        const { studentId, category, lang } = request.params;
        return exams.create(callerOf(request), { studentId, schoolId: null, category, qualification, language: lang });
      },
      plain,
    );
  }
  for (const [endpoint, qualification] of [
    [examCreateForSchool, false],
    [examCreateQualificationForSchool, true],
  ] as const) {
    endpointRoute(
      app,
      endpoint,
      async (request) => {
        const { studentId, schoolId, category, lang } = request.params;
        return exams.create(callerOf(request), { studentId, schoolId, category, qualification, language: lang });
      },
      plain,
    );
  }

  endpointRoute(app, examCreateOwn, async (request) => exams.createOwn(callerOf(request), request.params.studentId, request.params.lang), plain);

  endpointRoute(app, examDemo, async (request) => exams.createDemo(request.params.lang), plain);

  endpointRoute(app, examShow, async (request) => exams.show(request.auth, request.params.id, request.query.demoToken), plain);

  endpointRoute(app, examListLight, async (request) => exams.listLight(callerOf(request), request.params.studentId));

  endpointRoute(app, examUpdate, async (request) => exams.answer(request.auth, request.body), plain);
}
