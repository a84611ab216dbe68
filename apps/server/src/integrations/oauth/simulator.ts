import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { App } from '../../lib/http.js';
import { escapeHtml, simulatorPage } from '../html.js';
import { listenSimulator } from '../simulator-server.js';
import { OAUTH_SIMULATOR_BASE } from './config.js';

/** The client the simulator knows, and where it is mounted. */
export interface OAuthSimulatorOptions {
  clientId: string;
  clientSecret: string;
  basePath?: string;
  /** Milliseconds since the epoch; the simulator keeps its own time, like a real provider. */
  now?: () => number;
}

const CODE_SECONDS = 600;
const TOKEN_SECONDS = 3600;
const MAX = 2000;

const text = z.string().max(MAX).optional();
const AuthorizeQuery = z.object({ client_id: text, redirect_uri: text, state: text, scope: text, response_type: text });
const ConsentForm = AuthorizeQuery.extend({ email: text, first_name: text, last_name: text, decision: text });
const TokenParams = z.object({ client_id: text, client_secret: text, redirect_uri: text, code: text });
const MeQuery = z.object({ fields: text, access_token: text, appsecret_proof: text });

interface Identity {
  sub: string;
  email: string;
  fn: string;
  ln: string;
}
interface CodePayload extends Identity {
  k: 'code';
  cid: string;
  ru: string;
  exp: number;
  n: string;
}
interface TokenPayload extends Identity {
  k: 'token';
  exp: number;
}

function graphError(message: string, code: number) {
  return { error: { message, type: 'OAuthException', code } };
}

/** A stable numeric id per e-mail, as Facebook gives app-scoped numeric ids. */
function subjectOf(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  return (BigInt(`0x${digest.subarray(0, 7).toString('hex')}`) + 10_000_000_000_000n).toString();
}

/**
 * A local OAuth 2.0 provider speaking Facebook's protocol, for demo mode and tests: a login dialog
 * (consent page with the identity to share), the code-for-token exchange, and the Graph `me` profile.
 * Codes and tokens are HMAC-signed with the client secret, so nothing is stored except the ids of
 * codes already exchanged (a code is single-use, as at Facebook).
 */
export function registerOAuthSimulator(app: App, options: OAuthSimulatorOptions): void {
  const base = options.basePath ?? OAUTH_SIMULATOR_BASE;
  const now = options.now ?? Date.now;
  const usedCodes = new Map<string, number>();

  const sign = (payload: CodePayload | TokenPayload): string => {
    const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${data}.${createHmac('sha256', options.clientSecret).update(data).digest('base64url')}`;
  };
  const verify = (value: string | undefined): CodePayload | TokenPayload | null => {
    if (!value) return null;
    const [data, mac, extra] = value.split('.');
    if (!data || !mac || extra !== undefined) return null;
    const expected = createHmac('sha256', options.clientSecret).update(data).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as CodePayload | TokenPayload;
      return payload.exp > now() / 1000 ? payload : null;
    } catch {
      return null;
    }
  };
  const dialogError = (message: string) => simulatorPage('Błąd logowania (symulator)', `<h1>Błąd logowania</h1><span class="badge">SYMULATOR DOSTAWCY OAUTH</span><p class="bad">${escapeHtml(message)}</p>`);
  const checkRequest = (q: z.infer<typeof AuthorizeQuery>): string | null => {
    if (q.client_id !== options.clientId) return 'Nieznana aplikacja (client_id).';
    if (q.response_type !== 'code') return 'Obsługiwany jest tylko response_type=code.';
    if (!q.redirect_uri || !/^https?:\/\/[^\s]+$/.test(q.redirect_uri)) return 'Nieprawidłowy adres powrotu (redirect_uri).';
    return null;
  };

  app.get(
    `${base}/authorize`,
    { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: the OAuth provider login dialog', querystring: AuthorizeQuery } },
    async (request, reply) => {
      const q = request.query;
      const problem = checkRequest(q);
      reply.type('text/html; charset=utf-8');
      if (problem) return reply.status(400).send(dialogError(problem));
      const hidden = (['client_id', 'redirect_uri', 'state', 'scope', 'response_type'] as const)
        .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q[name] ?? '')}">`)
        .join('\n');
      const scopes = (q.scope ?? '').split(/[ ,]+/).filter(Boolean).map(escapeHtml).join(', ');
      const body = `<h1>Zaloguj się przez Facebook</h1>
<span class="badge">SYMULATOR DOSTAWCY OAUTH (tryb demo)</span>
<p>Aplikacja <strong>Prawko OSK</strong> prosi o dostęp do: <strong data-testid="oauth-scope">${scopes}</strong>.</p>
<form method="post" action="${escapeHtml(`${base}/authorize`)}">
${hidden}
<label for="email">Adres e-mail konta</label>
<input id="email" name="email" type="email" value="jan.facebook@example.com" required>
<label for="first_name">Imię</label>
<input id="first_name" name="first_name" type="text" value="Jan">
<label for="last_name">Nazwisko</label>
<input id="last_name" name="last_name" type="text" value="Facebookowy">
<div class="actions">
<button type="submit" name="decision" value="allow" data-testid="oauth-allow">Kontynuuj</button>
<button type="submit" name="decision" value="deny" class="secondary" data-testid="oauth-deny">Anuluj</button>
</div>
</form>`;
      return reply.send(simulatorPage('Logowanie (symulator dostawcy OAuth)', body));
    },
  );

  app.post(
    `${base}/authorize`,
    { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: the answer of the login dialog', consumes: ['application/x-www-form-urlencoded'], body: ConsentForm } },
    async (request, reply) => {
      const form = request.body;
      const problem = checkRequest(form);
      if (problem || !form.redirect_uri || !form.client_id) return reply.status(400).type('text/html; charset=utf-8').send(dialogError(problem ?? 'Błędne żądanie.'));
      const back = new URL(form.redirect_uri);
      if (form.state !== undefined) back.searchParams.set('state', form.state);
      if (form.decision !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_code', '200');
        back.searchParams.set('error_description', 'Permissions error');
        back.searchParams.set('error_reason', 'user_denied');
        return reply.redirect(back.toString(), 302);
      }
      const email = (form.email ?? '').trim();
      if (!z.email().safeParse(email).success) return reply.status(400).type('text/html; charset=utf-8').send(dialogError('Podaj prawidłowy adres e-mail.'));
      const code = sign({
        k: 'code',
        sub: subjectOf(email),
        email,
        fn: (form.first_name ?? '').trim().slice(0, 100),
        ln: (form.last_name ?? '').trim().slice(0, 100),
        cid: form.client_id,
        ru: form.redirect_uri,
        exp: Math.floor(now() / 1000) + CODE_SECONDS,
        n: randomBytes(12).toString('base64url'),
      });
      back.searchParams.set('code', code);
      return reply.redirect(back.toString(), 302);
    },
  );

  const exchange = async (params: z.infer<typeof TokenParams>) => {
    if (params.client_id !== options.clientId || params.client_secret !== options.clientSecret) {
      return { status: 400, body: graphError('Error validating client secret.', 1) };
    }
    const payload = verify(params.code);
    if (!payload || payload.k !== 'code' || payload.cid !== params.client_id) {
      return { status: 400, body: graphError('Invalid verification code format.', 100) };
    }
    if (payload.ru !== params.redirect_uri) {
      return { status: 400, body: graphError('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request', 100) };
    }
    const nowSeconds = now() / 1000;
    for (const [id, exp] of usedCodes) if (exp < nowSeconds) usedCodes.delete(id);
    if (usedCodes.has(payload.n)) return { status: 400, body: graphError('This authorization code has been used.', 100) };
    usedCodes.set(payload.n, payload.exp);
    const accessToken = sign({ k: 'token', sub: payload.sub, email: payload.email, fn: payload.fn, ln: payload.ln, exp: Math.floor(nowSeconds) + TOKEN_SECONDS });
    return { status: 200, body: { access_token: accessToken, token_type: 'bearer', expires_in: TOKEN_SECONDS } };
  };

  /** The token exchange's answer, the same for its query (GET) and form (POST) spelling. */
  const answerExchange = async (params: z.infer<typeof TokenParams>, reply: FastifyReply) => {
    const result = await exchange(params);
    return reply.status(result.status).send(result.body);
  };

  app.get(
    `${base}/access_token`,
    { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: exchange a code for an access token', querystring: TokenParams } },
    async (request, reply) => answerExchange(request.query, reply),
  );
  app.post(
    `${base}/access_token`,
    { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: exchange a code for an access token (form)', body: TokenParams } },
    async (request, reply) => answerExchange(request.body, reply),
  );

  app.get(
    `${base}/me`,
    { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: the profile an access token grants', querystring: MeQuery } },
    async (request, reply) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : request.query.access_token;
      const payload = verify(token);
      if (!token || !payload || payload.k !== 'token') return reply.status(400).send(graphError('Invalid OAuth access token.', 190));
      if (request.query.appsecret_proof !== undefined) {
        const expected = createHmac('sha256', options.clientSecret).update(token).digest('hex');
        if (request.query.appsecret_proof !== expected) return reply.status(400).send(graphError('Invalid appsecret_proof provided in the API argument', 100));
      }
      const all: Record<string, string> = { id: payload.sub, email: payload.email, first_name: payload.fn, last_name: payload.ln, name: `${payload.fn} ${payload.ln}`.trim() };
      const fields = (request.query.fields ?? 'id,name').split(',').map((f) => f.trim());
      const out: Record<string, string> = { id: payload.sub };
      for (const field of fields) {
        const value = all[field];
        if (value) out[field] = value;
      }
      return reply.send(out);
    },
  );
}

/** Runs the simulator as its own HTTP server (tests listen on port 0); answers its base URL. */
export async function listenOAuthSimulator(options: OAuthSimulatorOptions & { host?: string }): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const { origin, close } = await listenSimulator((app) => registerOAuthSimulator(app, options), options.host);
  return { baseUrl: `${origin}${options.basePath ?? OAUTH_SIMULATOR_BASE}`, close };
}
