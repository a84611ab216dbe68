import { defineModule } from '../../lib/modules.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { LessonsRepository } from './lessons.repository.js';
import { registerLessonRoutes } from './lessons.routes.js';
import { LessonsService } from './lessons.service.js';

/** The scheduler's lessons (ADR 018, 020). */
export const lessonsModule = defineModule({
  name: 'lessons',
  needs: { outbox: outboxModule },
  build: (ctx, { outbox }) =>
    new LessonsService(new LessonsRepository(ctx.db), ctx.access, outbox, ctx.clock, {
      publicUrl: ctx.deps.publicUrl,
      smsEnabled: ctx.deps.sms !== null || ctx.deps.demo,
      featureCards: ctx.deps.featureCards ?? ctx.deps.demo,
    }),
  routes: (api, lessons) => registerLessonRoutes(api, lessons),
});
