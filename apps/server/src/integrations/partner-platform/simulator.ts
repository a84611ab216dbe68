import { devPartnerPlatformLogin, PARTNER_LOGIN_FIELDS } from '@osk/contract';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { escapeHtml, simulatorPage } from '../html.js';

/**
 * Demo stand-in for the partner platform's login form: takes the form POST of the return button and
 * shows which login it received and whether the password matches the one stored for that partner user
 * (checked with `verify`). Registered only when DEMO is on.
 */
export function registerPartnerPlatformSimulator(app: App, verify: (login: string, password: string) => Promise<boolean>): void {
  endpointRoute(app, devPartnerPlatformLogin, async (request, reply) => {
    const login = request.body[PARTNER_LOGIN_FIELDS.login] ?? '';
    const password = request.body[PARTNER_LOGIN_FIELDS.password] ?? '';
    const accepted = login !== '' && password !== '' && (await verify(login, password));
    const body = `<h1>Platforma partnera</h1>
<span class="badge">SYMULATOR (tryb demo)</span>
<p data-testid="partner-received">Platforma partnera otrzymała login: <strong>${escapeHtml(login)}</strong></p>
<p data-testid="partner-password-check" class="${accepted ? 'ok' : 'bad'}">${accepted ? 'Hasło poprawne – użytkownik zostałby zalogowany.' : 'Hasło niepoprawne – logowanie odrzucone.'}</p>
<p>Ta strona zastępuje w trybie demonstracyjnym formularz logowania platformy e-learningowej partnera.</p>
<p><a href="/">Wróć do Prawko OSK</a></p>`;
    return reply
      .status(accepted ? 200 : 401)
      .type('text/html; charset=utf-8')
      .send(simulatorPage('Platforma partnera (symulator)', body));
  });
}
