import type { FastifyServerOptions } from 'fastify';

/**
 * What the log may hold of a request (issue 20): the spec puts secrets and personal data in some URLs
 * (a PESEL and names in exam PDF paths, activation, reset and invitation tokens, the calendar feed
 * token, the media token and demo exam token in the query, coupon codes), and a failed query carries
 * its parameter values. The URL stays recognisable in the log (path and parameter names); the values
 * are replaced by REDACTED. Headers (session id, authorization, cookies) are never logged.
 */
export const REDACTED = '[redacted]';

/** Route parameters whose values are secrets or personal data, whatever their shape. */
const SECRET_PARAMS = new Set(['pesel', 'firstName', 'lastName', 'token', 'uuid', 'guardianId', 'code', 'coupon', 'email', 'login', 'phone', 'phoneNumber']);

/** Query parameters whose values may be logged (ids, paging, enums); any other value is redacted. */
const PLAIN_QUERY_PARAMS = new Set(['page', 'size', 'sort', 'lang', 'language', 'category', 'status', 'type', 'id', 'schoolId', 'studentId', 'userId', 'instructorId', 'carId', 'groupId', 'examId', 'moduleId', 'courseId', 'lectureId', 'year', 'month', 'week', 'day', 'date', 'dateFrom', 'dateTo', 'start', 'end', 'mode']);

/** 11 digits in a row (a PESEL), not part of a longer number. */
const PESEL_LIKE = /(?<!\d)\d{11}(?!\d)/g;
const HAS_PESEL = /(?<!\d)\d{11}(?!\d)/;
/** A path segment that looks like a generated token: long, made of URL-safe characters, letters and digits mixed. */
const TOKEN_LIKE = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_~.=-]{20,}$/;
const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An e-mail address anywhere in a text. */
const EMAIL_LIKE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Personal data in free text (an error message, a database error's detail): PESEL-like numbers and e-mail addresses. */
export function redactText(text: string): string {
  return text.replace(PESEL_LIKE, REDACTED).replace(EMAIL_LIKE, REDACTED);
}

function secretValuesOf(params: unknown): string[] {
  if (!params || typeof params !== 'object') return [];
  const out: string[] = [];
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (SECRET_PARAMS.has(name) && typeof value === 'string' && value !== '') out.push(value);
  }
  return out;
}

function redactSegment(segment: string, secrets: readonly string[]): string {
  if (segment === '') return segment;
  const decoded = safeDecode(segment);
  for (const secret of secrets) {
    if (decoded === secret) return REDACTED;
    // A parameter inside a segment (`:token.ics`): long enough not to hit unrelated text.
    if (secret.length >= 8 && decoded.includes(secret)) return decoded.replaceAll(secret, REDACTED);
  }
  if (TOKEN_LIKE.test(decoded) || UUID_LIKE.test(decoded)) return REDACTED;
  const clean = redactText(decoded);
  return clean === decoded ? segment : clean;
}

/**
 * A URL as the log may show it: each path segment that is a secret route parameter (by the matched
 * route's parameter names), looks like a token, or holds a PESEL is REDACTED; query parameter names
 * are kept, their values redacted unless the parameter is a plain one (page, ids, enums) holding no
 * PESEL.
 */
export function redactUrl(url: string, params?: unknown): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const secrets = secretValuesOf(params);
  const safePath = path
    .split('/')
    .map((segment) => redactSegment(segment, secrets))
    .join('/');
  if (q === -1) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      const name = safeDecode(rawName.replaceAll('+', ' '));
      if (eq === -1) return rawName.replace(PESEL_LIKE, REDACTED);
      const value = pair.slice(eq + 1);
      const plain = PLAIN_QUERY_PARAMS.has(name) && value.length <= 40 && !HAS_PESEL.test(safeDecode(value));
      return `${rawName.replace(PESEL_LIKE, REDACTED)}=${plain ? value : REDACTED}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  params?: unknown;
  routeOptions?: { url?: string };
  socket?: { remotePort?: number };
}

/** The request as logged: method, redacted URL, the matched route's pattern, client address. */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  let params: unknown;
  let route: string | undefined;
  try {
    params = request.params;
    route = request.routeOptions?.url;
  } catch {
    // A request refused before routing (a bad URL) has no route.
  }
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url, params) : undefined,
    ...(route ? { route } : {}),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Properties of an error (and of the database errors it wraps) that hold no values of the query. */
const ERROR_FIELDS = ['code', 'status', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType', 'validationContext'] as const;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  query?: unknown;
  params?: unknown;
  detail?: unknown;
  cause?: unknown;
  constructor?: { name?: string };
  [key: string]: unknown;
}

/**
 * An error as logged: its type, message and stack, its code and the database error's constraint,
 * table and column, the failed query's SQL text; never the query's parameter values (a failed query's
 * message lists them), never the database's detail as such (it quotes the values of a violated key).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (typeof error === 'string') return redactText(error);
  if (!error || typeof error !== 'object') return error;
  const e = error as ErrorLike;
  const rawMessage = typeof e.message === 'string' ? e.message : '';
  const isFailedQuery = typeof e.query === 'string' && 'params' in e;
  // PostgreSQL quotes a refused value at the end of its message ('invalid input syntax for type integer: "abc"').
  const message = isFailedQuery ? `Failed query: ${e.query as string}` : redactText(rawMessage).replace(/^(invalid input [^:\n]*: )"[^\n]*"$/, `$1"${REDACTED}"`);
  const out: Record<string, unknown> = { type: e.constructor?.name ?? (typeof e.name === 'string' ? e.name : 'Error'), message };
  if (typeof e.stack === 'string') {
    const stack = rawMessage && e.stack.includes(rawMessage) ? e.stack.replace(rawMessage, message) : e.stack;
    out.stack = isFailedQuery ? stack.replace(/\nparams: [^\n]*/g, '') : redactText(stack);
  }
  if (isFailedQuery) out.query = e.query;
  for (const field of ERROR_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = typeof value === 'string' ? redactText(value) : value;
  }
  // "Key (pesel)=(44051401359) already exists." keeps the column list and loses the values.
  if (typeof e.detail === 'string') out.detail = e.detail.replace(/\)=\((?:[^()]|\([^()]*\))*\)/g, `)=(${REDACTED})`).replace(PESEL_LIKE, REDACTED);
  if (Array.isArray(e.fields)) out.fields = (e.fields as { field?: unknown; key?: unknown; message?: unknown }[]).map((f) => ({ field: f.field, key: f.key ?? f.message }));
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** The response as logged: its status only. */
function serializeReply(reply: { statusCode?: number }): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/** The redacting serializers, for the app's logger options. */
export const LOG_SERIALIZERS = { req: serializeRequest, res: serializeReply, err: serializeError, error: serializeError } as const;

/** The message of an error logged alone (`log.error(error)`): pino would take the raw message, which lists a failed query's values. */
function errorMessage(error: Error): string {
  const serialized = serializeError(error) as { message?: unknown };
  return typeof serialized.message === 'string' ? serialized.message : 'error';
}

/**
 * pino's hook before each log call: an error logged without a message of its own gets the redacted
 * message instead of its raw one.
 */
function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, second] = args;
  if (first instanceof Error && typeof second !== 'string') {
    method.apply(this, [first, errorMessage(first), ...args.slice(1)]);
    return;
  }
  method.apply(this, args);
}

/**
 * The app's logger options with the redacting serializers: `true` or an options object gets them
 * (over any serializers given); false (no log) stays false.
 */
export function withLogRedaction(logger: FastifyServerOptions['logger'] | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  const serializers = { ...(options.serializers ?? {}), ...LOG_SERIALIZERS } as unknown as NonNullable<typeof options.serializers>;
  return { ...options, serializers, hooks: { ...(options.hooks ?? {}), logMethod } };
}
