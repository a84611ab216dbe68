import { z } from 'zod';
import { isValidPesel } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { StatsService } from './stats.service.js';

const id = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').positive('msg.validation.invalid').max(2_147_483_647, 'msg.validation.invalid');
const pesel = z.string().refine(isValidPesel, 'msg.validation.pesel');

/** Statistics calls (spec §7): the student exam report PDF. */
export function registerStatsRoutes(app: App, stats: StatsService): void {
  app.get(
    '/api/eprawko-rest/pdf/exam/:pesel/:userId/:examId',
    {
      // The learner (own exams, with a subscription) or the learner's school: checked by the service.
      config: { access: 'authenticated', paymentBlock: 'examResults' },
      schema: {
        tags: ['stats'],
        summary: 'The report of a finished exam as a PDF (application/pdf, named raport_egzaminu_{pesel}.pdf)',
        params: z.object({ pesel, userId: id, examId: id }),
        // A Buffer is sent as it is (Fastify does not serialize it); the schema documents the 200.
        response: { 200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('The report, application/pdf'), ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await stats.examReport(callerOf(request), request.params);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        // The report carries a PESEL: never kept by a browser or proxy cache.
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}
