import { pdfExam } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { sendPdfDownload, type App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { StatsService } from './stats.service.js';

/** Statistics calls (spec §7): the student exam report PDF. */
export function registerStatsRoutes(app: App, stats: StatsService): void {
  endpointRoute(app, pdfExam, async (request, reply) => sendPdfDownload(reply, await stats.examReport(callerOf(request), request.params)));
}
