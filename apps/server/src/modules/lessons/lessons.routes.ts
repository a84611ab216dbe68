import {
  calendarFeedCreate,
  calendarFeedFile,
  calendarFeedRead,
  calendarFeedRevoke,
  cardLessonsList,
  cardPdf,
  lessonCreate,
  lessonCopyCheck,
  lessonCopySave,
  lessonDelete,
  lessonOutcomeSet,
  lessonsList,
  lessonUpdate,
  lessonValidate,
  schedulerSettingsRead,
  type LessonPage,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { sendPdfDownload, type App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { LessonsService } from './lessons.service.js';
import { LessonCopier } from './lessons.copy.js';

/** The scheduler's lessons, calendar feeds and progress cards (school document §7 "Scheduler"). */
export function registerLessonRoutes(app: App, service: LessonsService): void {
  // Up to 2,000 lessons: the database builds the JSON (LessonPage), sent as it is.
  // A string with a JSON content type is sent untouched (the schema still documents the shape).
  endpointRoute(app, lessonsList, async (request, reply) => reply.type('application/json; charset=utf-8').send((await service.list(callerOf(request), request.query)) as unknown as LessonPage));

  endpointRoute(app, schedulerSettingsRead, async (request) => service.settings(callerOf(request)));

  endpointRoute(app, lessonValidate, async (request) => service.validate(callerOf(request), request.body));

  endpointRoute(app, lessonCreate, async (request, reply) => reply.status(201).send(await service.create(callerOf(request), request.body)));

  endpointRoute(app, lessonUpdate, async (request) => service.update(callerOf(request), request.params.id, request.body));

  endpointRoute(app, lessonDelete, async (request) => {
    await service.remove(callerOf(request), request.params.id);
    return { id: request.params.id, removed: true as const };
  });

  // Copies and series (issue 22): the dry run answers the plan, the copy saves all of it or nothing.
  const copier = new LessonCopier(service.copying());
  endpointRoute(app, lessonCopyCheck, async (request) => copier.check(callerOf(request), request.body, request.language));
  endpointRoute(app, lessonCopySave, async (request, reply) => reply.status(201).send(await copier.save(callerOf(request), request.body, request.language)));

  endpointRoute(app, lessonOutcomeSet, async (request) => service.setOutcome(callerOf(request), request.params.id, request.body));

  endpointRoute(app, calendarFeedRead, async (request) => service.feed(callerOf(request)));
  endpointRoute(app, calendarFeedCreate, async (request) => service.rotateFeed(callerOf(request)));
  endpointRoute(app, calendarFeedRevoke, async (request) => service.revokeFeed(callerOf(request)));

  // The feed's text is sent as it is (text/calendar), never indexed nor cached.
  endpointRoute(app, calendarFeedFile, async (request, reply) => {
    const body = await service.feedFile(request.params.token);
    return reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').serializer((x: unknown) => String(x)).send(body);
  });

  endpointRoute(app, cardLessonsList, async (request) => service.cardLessons(callerOf(request), request.query.studentId, request.query.instructorId));

  endpointRoute(app, cardPdf, async (request, reply) => sendPdfDownload(reply, await service.card(callerOf(request), request.body)));
}
