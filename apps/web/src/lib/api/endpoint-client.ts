import { endpointPath, type EndpointBody, type EndpointDefinition, type EndpointParams, type EndpointQuery, type EndpointResponse } from '@osk/contract';
import { apiGet, apiSend, type ApiResult, type ResponseParser } from './api-client';

/**
 * The typed caller of the contract's endpoints (issue 21, item 3): the definition gives the path, the
 * method and the answer's schema; the call gives the path parameters, the query and the body. Reads
 * (GET) throw like apiGet, writes answer an ApiResult like apiSend.
 */

/** What a call gives: each part only when the endpoint has it. */
export type EndpointInput<D extends EndpointDefinition> = ([keyof EndpointParams<D>] extends [never] ? { params?: undefined } : { params: EndpointParams<D> }) &
  ('query' extends keyof D ? { query?: EndpointQuery<D> } : { query?: undefined }) &
  ('body' extends keyof D ? { body: EndpointBody<D> } : { body?: undefined });

interface CallOptions<T> {
  signal?: AbortSignal;
  /** Overrides the stored session id (as apiGet and apiSend take it). */
  sessionId?: string | null;
  /** Reads: an authenticated read (the default) forgets the user on 403 (see apiGet). */
  auth?: boolean;
  /** A parser other than the definition's success schema (a lenient list, say). */
  parser?: ResponseParser<T>;
}

function buildUrl(endpoint: EndpointDefinition, params: object | undefined, query: object | undefined): string {
  const path = endpointPath(endpoint, (params ?? {}) as EndpointParams<EndpointDefinition>);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>)) {
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) search.append(name, String(item));
    else if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The URL of a call relative to API_BASE (for a download): the filled path and the query's given values. */
export function endpointUrl<D extends EndpointDefinition>(endpoint: D, input: Pick<EndpointInput<D>, 'params' | 'query'>): string {
  return buildUrl(endpoint, input.params, input.query);
}

function successParser<D extends EndpointDefinition>(endpoint: D): ResponseParser<EndpointResponse<D>> {
  const schema = endpoint.responses[200] ?? Object.values(endpoint.responses)[0];
  if (!schema) throw new Error(`${endpoint.path}: no success answer`);
  return schema as ResponseParser<EndpointResponse<D>>;
}

/** The body as the endpoint takes it first: a form when its first media type is a form (login), else JSON. */
function bodyOf(endpoint: EndpointDefinition, body: unknown): { json?: unknown; form?: Record<string, string> } {
  if (body === undefined) return {};
  if (endpoint.consumes?.[0] === 'application/x-www-form-urlencoded') return { form: body as Record<string, string> };
  return { json: body };
}

/** The parser of a call whose answer has nothing to read (an empty 200): the call answers null. */
export const IgnoredBody: ResponseParser<null> = { parse: () => null };

/** The query of a call from a list's query string (`status=ACTIVE&pageNumber=2`). */
export function queryOfText(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** A read endpoint (GET). */
export type ReadEndpoint = EndpointDefinition & { method: 'GET' };

/** The read of apiCall, for wrappers generic over the endpoint (their answer type stays resolved). */
export function apiRead<D extends ReadEndpoint, T = EndpointResponse<D>>(endpoint: D, input: EndpointInput<D>, options: CallOptions<T> = {}): Promise<T> {
  return apiCall(endpoint, input, options) as Promise<T>;
}

/** A call's answer: reads throw ApiRequestError on any failure, writes answer failures as values. */
export type EndpointCall<D extends EndpointDefinition, T> = D['method'] extends 'GET' ? Promise<T> : Promise<ApiResult<T>>;

/** Calls an endpoint of the contract: the path filled from `params`, `query` appended, `body` as JSON. */
export function apiCall<D extends EndpointDefinition, T = EndpointResponse<D>>(endpoint: D, input: EndpointInput<D>, options: CallOptions<T> = {}): EndpointCall<D, NoInfer<T>> {
  const parser = options.parser ?? (successParser(endpoint) as ResponseParser<T>);
  const url = buildUrl(endpoint, input.params, input.query);
  const common = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.sessionId !== undefined ? { sessionId: options.sessionId } : {}),
  };
  // The conditional answer type cannot be narrowed by the method's value; each branch answers its own.
  if (endpoint.method === 'GET') return apiGet(url, { parser, ...common, ...(options.auth !== undefined ? { auth: options.auth } : {}) }) as EndpointCall<D, T>;
  return apiSend(endpoint.method, url, { parser, ...common, ...bodyOf(endpoint, input.body) }) as EndpointCall<D, T>;
}
