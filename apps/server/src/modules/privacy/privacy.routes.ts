import { accountConsentMarketing, accountConsents, accountDelete, accountExport, accountExportPdf } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { sendPdfDownload, type App } from '../../lib/http.js';
import { accountExportPdf as renderPdf } from './account-export.pdf.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { PrivacyService } from './privacy.service.js';

/** The learner's data rights (RODO): the export of the caller's own data (JSON and a readable PDF), the consents, the deletion request. */
export function registerPrivacyRoutes(app: App, privacy: PrivacyService): void {
  endpointRoute(app, accountExport, async (request, reply) => {
    const { fileName, data } = await privacy.exportOf(callerOf(request));
    // A download, never kept by a browser or proxy cache: it is all of a person's data.
    void reply.header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'no-store');
    return data;
  });
  endpointRoute(app, accountExportPdf, async (request, reply) => {
    const { fileName, data } = await privacy.exportOf(callerOf(request));
    return sendPdfDownload(reply, { fileName: fileName.replace(/\.json$/, '.pdf'), pdf: await renderPdf(data) });
  });
  endpointRoute(app, accountConsents, async (request) => privacy.consentsOf(callerOf(request)));
  endpointRoute(app, accountConsentMarketing, async (request) => privacy.setMarketing(callerOf(request), request.body.given));
  endpointRoute(app, accountDelete, async (request) => privacy.requestDeletion(callerOf(request), request.body.currentPassword, request.ip));
}
