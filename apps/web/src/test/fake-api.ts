import { API_BASE, ApiError, ENDPOINTS, type FieldError, type HttpMethod, type LoginUser, type School, type Student } from '@osk/contract';
import { afterEach, vi } from 'vitest';
import { setSessionUser } from '../lib/session/session.store';
import { loginUserFixture } from './app-test-utils';
import { definedAnswer, type AnswerOf, type EndpointName, type EndpointWith } from './fake-api-answers';
import { aSchool } from './school.fixture';
import { aStudent } from './student.fixture';

/**
 * The one fake of the API for the web's component tests. It works at the fetch level (method and
 * URL), so it does not care which client makes the call. Handlers are keyed by the contract's
 * endpoint names (ENDPOINTS) and a method; what a handler answers is typed by the contract's endpoint
 * definitions (fake-api-answers.ts) and checked against them at run time, and a plain answer goes out
 * with the definition's success status. A call no handler answers, or an answer that does not have
 * the agreed shape, fails the test with the method and URL.
 */

export type { AnswerOf, EndpointName, EndpointWith, HttpMethod };

/** The path parameters of an endpoint, from the `{name}`s of its path. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type ParamsOf<N extends EndpointName> = { [K in ParamNames<(typeof ENDPOINTS)[N]>]: string };

/** One call the fake received. */
export interface FakeCall {
  method: string;
  /** The endpoint that answered it (null: none did). */
  endpoint: EndpointName | null;
  /** The URL as the client passed it. */
  url: string;
  /** The path relative to API_BASE, without the query. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** A JSON body parsed; a FormData or URLSearchParams body as it was sent; undefined without one. */
  body: unknown;
  headers: Headers;
  /** Whether the request was sent to outlive the page. */
  keepalive: boolean;
  /** Date.now() when the call came (tests with fake timers look at when calls were made). */
  at: number;
}

/** What a handler receives. */
export interface FakeRequest<N extends EndpointName> extends FakeCall {
  endpoint: N;
  params: ParamsOf<N>;
}

/** An answer with a status (and headers) other than a plain 200 with the body. */
export class FakeReply<T> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** The fetch rejects as when the server cannot be reached. */
export const NETWORK_FAILURE = Symbol('network failure');

type Reply<T> = T | FakeReply<T> | FakeReply<ApiError> | Response | typeof NETWORK_FAILURE;
export type FakeHandler<N extends EndpointName, M extends HttpMethod> = (request: FakeRequest<N>) => Reply<AnswerOf<N, M>> | Promise<Reply<AnswerOf<N, M>>>;

/** A success answer with another status (201) or headers. */
export function withStatus<T>(status: number, body: T, headers: Record<string, string> = {}): FakeReply<T> {
  return new FakeReply(status, body, headers);
}

/** The API's error answer: {code, message, fields}. */
export function apiError(status: number, code: string, message: string = code, fields?: FieldError[]): FakeReply<ApiError> {
  return new FakeReply<ApiError>(status, fields ? { code, message, fields } : { code, message });
}

/** A 400 with invalid fields (each field's message is its key unless given). */
export function invalidFields(fields: Array<{ field: string; key: string; message?: string }>, code = 'msg.error.invalid.form'): FakeReply<ApiError> {
  return apiError(400, code, '', fields.map(({ field, key, message }) => ({ field, key, message: message ?? key })));
}

export const forbidden = (code = 'msg.error.forbidden'): FakeReply<ApiError> => apiError(403, code, 'Forbidden');
export const notFound = (code = 'msg.error.not.found'): FakeReply<ApiError> => apiError(404, code, 'not found');

/** A file download (a PDF by default) with its file name. */
export function fileResponse(fileName: string, content = '%PDF-1.7 test', type = 'application/pdf'): Response {
  return new Response(content, { status: 200, headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"` } });
}

interface Route {
  endpoint: EndpointName;
  pattern: RegExp;
  names: string[];
}

const ROUTES: Route[] = (Object.entries(ENDPOINTS) as Array<[EndpointName, string]>)
  .map(([endpoint, template]) => {
    const names: string[] = [];
    const source = template
      .replace(/^\//, '')
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(name);
        // `pliki/{path}` takes the rest of the path; other parameters are one segment.
        return name === 'path' ? '(.+)' : '([^/]+)';
      })
      .join('');
    return { endpoint, pattern: new RegExp(`^${source}$`), names };
  })
  // A literal path wins over a template it also matches (pkk/query over pkk/{id}).
  .sort((a, b) => a.names.length - b.names.length);

function parseBody(body: RequestInit['body']): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** The answer as the server encodes it: JSON, or a text as it is where the definition produces text (school/name). */
function encodedAnswer(status: number, body: unknown, headers: Record<string, string>, produces: string | undefined): Response {
  if (body === undefined || status === 204) return new Response(null, { status, headers });
  if (status < 400 && produces?.startsWith('text/') && typeof body === 'string') return new Response(body, { status, headers: { 'Content-Type': `${produces}; charset=utf-8`, ...headers } });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

type AnyHandler = (request: FakeRequest<EndpointName>) => unknown;

/** What went wrong in the current test, in any fake API however it was installed. */
const problems: string[] = [];

/** A fake API installed as the global fetch; see the module comment. */
export class FakeApi {
  readonly requests: FakeCall[] = [];
  private readonly handlers = new Map<string, AnyHandler>();
  private readonly failures: Array<{ path: string; reply: FakeReply<ApiError> }> = [];
  /** The global fetch stand-in (a vi.fn, so tests can also look at its calls). */
  readonly fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => this.answer(input, init));

  /** Answers an endpoint's method with a value or a handler (replacing an earlier one). */
  on<M extends HttpMethod, N extends EndpointWith<M>>(endpoint: N, method: M, answer: FakeHandler<N, M> | Reply<AnswerOf<N, M>>): this {
    const handler = (typeof answer === 'function' ? answer : () => answer) as AnyHandler;
    this.handlers.set(`${method} ${endpoint}`, handler);
    return this;
  }

  get<N extends EndpointWith<'GET'>>(endpoint: N, answer: FakeHandler<N, 'GET'> | Reply<AnswerOf<N, 'GET'>>): this {
    return this.on(endpoint, 'GET', answer);
  }

  post<N extends EndpointWith<'POST'>>(endpoint: N, answer: FakeHandler<N, 'POST'> | Reply<AnswerOf<N, 'POST'>>): this {
    return this.on(endpoint, 'POST', answer);
  }

  put<N extends EndpointWith<'PUT'>>(endpoint: N, answer: FakeHandler<N, 'PUT'> | Reply<AnswerOf<N, 'PUT'>>): this {
    return this.on(endpoint, 'PUT', answer);
  }

  delete<N extends EndpointWith<'DELETE'>>(endpoint: N, answer: FakeHandler<N, 'DELETE'> | Reply<AnswerOf<N, 'DELETE'>>): this {
    return this.on(endpoint, 'DELETE', answer);
  }

  /** The next call at a path (relative to API_BASE, without the query), whatever its method, answers an error. */
  failNextAt(path: string, reply: FakeReply<ApiError>): this {
    this.failures.push({ path, reply });
    return this;
  }

  /** The calls of an endpoint (all calls without one), optionally of one method. */
  calls(endpoint?: EndpointName, method?: HttpMethod): FakeCall[] {
    return this.requests.filter((call) => (endpoint === undefined || call.endpoint === endpoint) && (method === undefined || call.method === method));
  }

  /** The bodies sent to an endpoint (optionally with one method). */
  bodies(endpoint: EndpointName, method?: HttpMethod): unknown[] {
    return this.calls(endpoint, method).map((call) => call.body);
  }

  /** Installs this fake as the global fetch. */
  install(): this {
    vi.stubGlobal('fetch', this.fetch);
    return this;
  }

  private fail(problem: string): never {
    problems.push(problem);
    throw new Error(`fake API: ${problem}`);
  }

  private async answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://localhost');
    const prefix = `${API_BASE}/`;
    const call: FakeCall = {
      method,
      endpoint: null,
      url,
      path: parsed.pathname.startsWith(prefix) ? parsed.pathname.slice(prefix.length) : parsed.pathname,
      params: {},
      query: parsed.searchParams,
      body: parseBody(init?.body),
      headers: new Headers(init?.headers),
      keepalive: init?.keepalive === true,
      at: Date.now(),
    };
    this.requests.push(call);
    if (!parsed.pathname.startsWith(prefix)) this.fail(`${method} ${url} is not a call of the API`);
    const matching = ROUTES.map((route) => ({ route, match: route.pattern.exec(call.path) })).filter((m) => m.match !== null);
    if (matching.length === 0) this.fail(`${method} ${url} is no endpoint of the contract`);
    // As the server routes: the first endpoint of that path that has the method (literal paths first).
    const chosen = matching.find(({ route }) => definedAnswer(route.endpoint, method) !== undefined) ?? matching[0];
    if (!chosen?.match || !this.handlers.has(`${method} ${chosen.route.endpoint}`)) {
      this.fail(`no handler for ${method} ${url} (${matching.map((m) => m.route.endpoint).join(' or ')})`);
    }
    const { route, match } = chosen;
    call.endpoint = route.endpoint;
    call.params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
    const failure = this.failures.findIndex((f) => f.path === call.path);
    const handler = this.handlers.get(`${method} ${route.endpoint}`) as AnyHandler;
    const reply = failure >= 0 ? this.failures.splice(failure, 1)[0]?.reply : await handler(call as FakeRequest<EndpointName>);
    if (reply === NETWORK_FAILURE) throw new TypeError('Failed to fetch');
    if (reply instanceof Response) return reply;
    const defined = definedAnswer(route.endpoint, method);
    const { status, body, headers } = reply instanceof FakeReply ? reply : new FakeReply(defined?.status ?? 200, reply);
    this.check(method, url, route.endpoint, status, body);
    return encodedAnswer(status, body, headers, defined?.produces);
  }

  /** A success answer must have the shape of the endpoint's answer, an error the API's error shape. */
  private check(method: string, url: string, endpoint: EndpointName, status: number, body: unknown): void {
    // A 204 has no body, whatever the handler answered; a file is answered as a Response (not checked).
    if (status === 204) return;
    const parser = status < 400 ? definedAnswer(endpoint, method)?.schemaFor(status) : ApiError;
    if (!parser) return;
    try {
      parser.parse(body);
    } catch (error) {
      this.fail(`the answer ${status} to ${method} ${url} does not have the contract's shape: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** A fresh fake API installed as the global fetch; the test fails afterwards if any call went wrong. */
export function fakeApi(): FakeApi {
  return new FakeApi().install();
}

/** The problems found so far (and forgets them): for the fake's own tests. */
export function takeFakeApiProblems(): string[] {
  return problems.splice(0);
}

afterEach(() => {
  const found = takeFakeApiProblems();
  if (found.length > 0) throw new Error(`the fake API was called in a way it does not know:\n${found.join('\n')}`);
});

/** The login answer of the school user the tests use (user 70). */
export const SCHOOL_USER = { id: 70, userName: 'osk@example.com', userType: 'SCHOOL', userSource: 'EPRAWKO' } as const;

/** Logs in a learner (user 7) and serves `student/show` with it. */
export function logInLearner(api: FakeApi, student: Partial<Student> = {}, user: Partial<LoginUser> = {}): Student {
  const me = aStudent(student);
  setSessionUser(loginUserFixture({ userType: 'STUDENT', ...user }) as LoginUser);
  api.get('studentShow', () => me);
  return me;
}

/** Logs in the school's user (70) and serves `school/show` with the school (5). */
export function logInSchool(api: FakeApi, school: Partial<School> = {}, user: Partial<LoginUser> = {}): School {
  const mine = aSchool(school);
  setSessionUser(loginUserFixture({ ...SCHOOL_USER, ...user }) as LoginUser);
  api.get('schoolShow', () => mine);
  return mine;
}
