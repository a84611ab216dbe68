import { pdfExam } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { StatsService } from './stats.service.js';

/** Statistics calls (spec §7): the student exam report PDF. */
export function registerStatsRoutes(app: App, stats: StatsService): void {
  endpointRoute(app, pdfExam, async (request, reply) => {
    const { fileName, pdf } = await stats.examReport(callerOf(request), request.params);
    // A Buffer is sent as it is (Fastify does not serialize it); the schema documents the 200.
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      // The report carries a PESEL: never kept by a browser or proxy cache.
      .header('Cache-Control', 'no-store')
      .send(pdf);
  });
}
