import { defineModule } from '../../lib/modules.js';
import { LecturesRepository } from './lectures.repository.js';
import { registerLectureRoutes } from './lectures.routes.js';
import { LecturesService } from './lectures.service.js';

/** Recorded lectures (ADR 015). */
export const lecturesModule = defineModule({
  name: 'lectures',
  needs: {},
  build: (ctx) => new LecturesService(new LecturesRepository(ctx.db), ctx.clock),
  routes: (api, lectures) => registerLectureRoutes(api, lectures),
});
