import { defineModule } from '../../lib/modules.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { LessonReminders, lessonDayNoticesJob } from './lessons.reminders.js';
import { LessonsRepository } from './lessons.repository.js';
import { registerLessonRoutes } from './lessons.routes.js';
import { LessonsService } from './lessons.service.js';

/** The scheduler's lessons (ADR 018, 020), and the day-before digests and reminders (issue 22). */
export const lessonsModule = defineModule({
  name: 'lessons',
  needs: { outbox: outboxModule },
  build: (ctx, { outbox }) => {
    const smsEnabled = ctx.deps.sms !== null || ctx.deps.demo;
    const lessons = new LessonsService(new LessonsRepository(ctx.db), ctx.access, outbox, ctx.clock, {
      publicUrl: ctx.deps.publicUrl,
      smsEnabled,
      featureCards: ctx.deps.featureCards ?? ctx.deps.demo,
    });
    // The job's service travels with the lessons service (a manifest hands its jobs only its service).
    return Object.assign(lessons, { reminders: new LessonReminders(ctx.db, outbox, { smsEnabled }) });
  },
  routes: (api, lessons) => registerLessonRoutes(api, lessons),
  jobs: (lessons) => [lessonDayNoticesJob(lessons.reminders)],
});
