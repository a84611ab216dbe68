import type { FastifyReply } from 'fastify';
import { API_BASE, devTrustedProfileDecide, devTrustedProfilePage, endpointPath, PKK_SIGNED_XML_MAX_BYTES, pkkDemoCertificate, pkkTrustedProfileResult, pkkTrustedProfileStart } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { escapeHtml, simulatorPage } from '../../integrations/html.js';
import type { PkkSigningService, SimulatorView } from './pkk-signing.service.js';

/**
 * Signing support of PKK updates (our additions): the trusted-profile round trip and, in demo mode
 * only, demo certificates and the simulator of the state's trusted-profile signing page.
 */
export function registerPkkSigningRoutes(app: App, signing: PkkSigningService, options: { demo: boolean; publicUrl: string }): void {
  // A document of up to 1 MB, JSON-escaped (quotes, non-ASCII), does not fit Fastify's default 1 MiB body.
  endpointRoute(app, pkkTrustedProfileStart, async (request) => signing.startTrustedProfile(callerOf(request), request.body), { bodyLimit: 8 * PKK_SIGNED_XML_MAX_BYTES });
  endpointRoute(app, pkkTrustedProfileResult, async (request) => signing.trustedProfileResult(callerOf(request), request.params.token));

  // Demo mode only, not registered at all outside it: the demo certificate and the trusted-profile simulator.
  if (!options.demo) return;

  endpointRoute(app, pkkDemoCertificate, async (request) => signing.demoCertificate(callerOf(request), request.body.signerId));

  // The page posts to itself and is then redirected to the app: CSP form-action must allow both.
  const appOrigin = new URL(options.publicUrl).origin;
  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOrigin}; base-uri 'none'; frame-ancestors 'none'`)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        simulatorPage(
          'Podpisz dokument profilem zaufanym (symulator)',
          `<h1>Podpisz dokument profilem zaufanym</h1>\n<span class="badge">SYMULATOR – tryb demonstracyjny, podpis nie ma mocy prawnej</span>\n${body}`,
        ),
      );
  const message = (reply: FastifyReply, status: number, text: string, link?: string) =>
    page(reply, status, `<p class="${status >= 400 ? 'bad' : 'ok'}">${escapeHtml(text)}</p>${link ? `<p><a href="${escapeHtml(link)}">Wróć do aplikacji</a></p>` : ''}`);
  const refusal = (reply: FastifyReply, view: Exclude<SimulatorView, { kind: 'PENDING' }>) => {
    switch (view.kind) {
      case 'NOT_FOUND':
        return message(reply, 404, 'Nie znaleziono dokumentu do podpisu.');
      case 'EXPIRED':
        return message(reply, 410, 'Czas na podpisanie dokumentu minął. Wróć do aplikacji i rozpocznij podpisywanie ponownie.');
      case 'DECIDED':
        return message(reply, 409, view.status === 'SIGNED' ? 'Dokument został już podpisany.' : 'Podpisywanie zostało anulowane.', view.returnTo);
    }
  };

  endpointRoute(app, devTrustedProfilePage, async (request, reply) => {
    const view = await signing.simulatorView(request.params.token);
    if (view.kind !== 'PENDING') return refusal(reply, view);
    const s = view.summary;
    const row = (label: string, value: string, testId: string) => `<tr><th scope="row">${escapeHtml(label)}</th><td data-testid="${testId}">${escapeHtml(value || '—')}</td></tr>`;
    const body = `<p>Podpisujący: <strong data-testid="tp-signer">${escapeHtml(view.signerName)}</strong></p>
<p>Dokument: aktualizacja profilu kandydata na kierowcę (PKK)</p>
<table style="width:100%; border-collapse: collapse; font-size: .95rem; line-height: 1.6">
${row('Numer PKK', s.pkkNumber, 'tp-pkk-number')}
${row('Ośrodek', `${s.schoolName}${s.registryNumber ? ` (${s.registryNumber})` : ''}`, 'tp-school')}
${row('Kategoria', s.category, 'tp-category')}
${row('Rozpoczęcie kursu', s.startDate, 'tp-start')}
${row('Zakończenie kursu', s.endDate, 'tp-end')}
${row('Zajęcia praktyczne', s.practical, 'tp-practical')}
${row('Zajęcia teoretyczne', s.theory, 'tp-theory')}
${row('Instruktor', s.instructor, 'tp-instructor')}
${row('Wykładowca', s.lecturer, 'tp-lecturer')}
${row('Aktualizujący', s.updater, 'tp-updater')}
</table>
<form method="post" action="${API_BASE}/${endpointPath(devTrustedProfileDecide, { token: view.token })}">
<div class="actions">
<button type="submit" name="action" value="sign" data-testid="tp-sign">Podpisz</button>
<button type="submit" name="action" value="cancel" class="secondary" data-testid="tp-cancel">Anuluj</button>
</div>
</form>`;
    return page(reply, 200, body);
  });

  endpointRoute(app, devTrustedProfileDecide, async (request, reply) => {
    const decision = await signing.simulatorDecide(request.params.token, request.body.action);
    if (decision.kind === 'REDIRECT') return reply.header('cache-control', 'no-store').redirect(decision.location, 303);
    if (decision.kind === 'DECIDED') return message(reply, 409, 'Ten dokument został już obsłużony.', decision.returnTo);
    return refusal(reply, decision);
  });
}
