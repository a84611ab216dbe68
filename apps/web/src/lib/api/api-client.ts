import { API_BASE, MEDIA_TOKEN_HEADER, PAYMENT_BLOCKED_CODE, SCHOOL_BLOCKED_PATH, SESSION_HEADER, type ApiError } from '@osk/contract';
import { currentLanguage } from '../i18n/i18n';
import { navigateTo } from '../navigation';
import { signedOutPath } from '../session/signed-out';
import { noteMediaToken } from '../session/media-token';
import { clearSessionUser, getSessionUser } from '../session/session.store';
import { ApiRequestError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from './api-request-error';

/**
 * The one HTTP client of the web app (spec §7). Every request carries Accept-Language (the server
 * answers messages in it) and, when logged in, the session id in the `jsessionid` header.
 * Reads throw (TanStack Query handles thrown errors); writes return their failure as a value so a
 * form can show it next to its fields.
 */

/** Anything with a zod-like `parse` (the contract schemas) validates an answer. */
export interface ResponseParser<T> {
  parse(input: unknown): T;
}

/** The outcome of a write call. */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

// The error type and codes live in a small module of their own, so that showing an error (api-error-message)
// does not bring the client with it into a page's first requests (issue 19).
export { ApiRequestError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from './api-request-error';
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface CommonOptions {
  signal?: AbortSignal;
  /** Overrides the stored session id (logout sends the id it is ending after clearing it locally). */
  sessionId?: string | null;
}

export interface GetOptions<T> extends CommonOptions {
  parser: ResponseParser<T>;
  /**
   * An authenticated read (the default): without a logged-in user, or when the server answers 403,
   * the user is forgotten and sent to /action/NOT_LOGGED_IN (spec §7).
   */
  auth?: boolean;
}

export interface SendOptions extends CommonOptions {
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (login, as the original service's clients send it). */
  form?: Record<string, string>;
  /** A multipart body (file uploads); the browser sets the Content-Type with its boundary. */
  multipart?: FormData;
}

/** The URL of an API path relative to API_BASE. */
export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\//, '')}`;
}

function buildHeaders(options: CommonOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const sessionId = options.sessionId !== undefined ? options.sessionId : getSessionUser()?.uuid;
  if (sessionId) headers.set(SESSION_HEADER, sessionId);
  return headers;
}

/** Keeps the media token a response carries (login, loginUUID, media/token) for `pliki` URLs. */
function captureMediaToken(response: Response, headers: Headers): void {
  const token = response.headers?.get(MEDIA_TOKEN_HEADER);
  if (token) noteMediaToken(token, headers.get(SESSION_HEADER));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Whether a body is the API's error shape. A plain check rather than the contract's zod schema,
 * because this client ships with the landing page and zod must not (see vite.config.ts).
 */
function isApiErrorBody(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const error = body as Record<string, unknown>;
  if (typeof error.code !== 'string' || typeof error.message !== 'string') return false;
  if (error.fields === undefined) return true;
  return (
    Array.isArray(error.fields) &&
    error.fields.every(
      (field: unknown) =>
        typeof field === 'object' &&
        field !== null &&
        typeof (field as Record<string, unknown>).field === 'string' &&
        typeof (field as Record<string, unknown>).message === 'string',
    )
  );
}

function errorFromBody(response: Response, body: unknown): ApiError {
  if (isApiErrorBody(body)) return body;
  return { code: `HTTP_${response.status}`, message: typeof body === 'string' ? body.slice(0, 300) : response.statusText };
}

function networkError(cause: unknown): ApiError {
  return { code: NETWORK_ERROR_CODE, message: cause instanceof Error ? cause.message : String(cause) };
}

/**
 * An authenticated read without a session (or one the server no longer knows): forget the user and go
 * to the end state of how the session ended; a read still on its way when the user logged out must
 * not turn their logout into "not logged in".
 */
function redirectNotLoggedIn(): void {
  clearSessionUser();
  const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
  const target = signedOutPath(here);
  if (target !== here) navigateTo(target, { replace: true });
}

/**
 * A 403 with msg.error.user.blocked.payments: the school is under payment block (school document
 * §4). The session stays; the school goes to the notice page instead of NOT_LOGGED_IN.
 */
function isPaymentBlockedAnswer(status: number, error: ApiError): boolean {
  return status === 403 && error.code === PAYMENT_BLOCKED_CODE;
}

function redirectPaymentBlocked(): void {
  navigateTo(SCHOOL_BLOCKED_PATH, { replace: true });
}

/** GET a resource and validate it; throws ApiRequestError on any failure. */
export async function apiGet<T>(path: string, options: GetOptions<T>): Promise<T> {
  const auth = options.auth ?? true;
  if (auth && !getSessionUser() && !options.sessionId) {
    redirectNotLoggedIn();
    throw new ApiRequestError(403, { code: 'NOT_LOGGED_IN', message: '' });
  }
  let response: Response;
  const headers = buildHeaders(options);
  try {
    response = await fetch(apiUrl(path), { method: 'GET', headers, signal: options.signal ?? null });
  } catch (cause) {
    throw new ApiRequestError(0, networkError(cause));
  }
  captureMediaToken(response, headers);
  const body = await readBody(response);
  if (!response.ok) {
    const error = errorFromBody(response, body);
    if (isPaymentBlockedAnswer(response.status, error)) redirectPaymentBlocked();
    else if (auth && response.status === 403) redirectNotLoggedIn();
    throw new ApiRequestError(response.status, error);
  }
  try {
    return options.parser.parse(body);
  } catch {
    throw new ApiRequestError(response.status, { code: INVALID_RESPONSE_CODE, message: '' });
  }
}

/** A write call; never throws for HTTP or network failures, it answers them as a value. */
export async function apiSend<T>(
  method: WriteMethod,
  path: string,
  options: SendOptions & { parser: ResponseParser<T> },
): Promise<ApiResult<T>>;
export async function apiSend(method: WriteMethod, path: string, options?: SendOptions): Promise<ApiResult<unknown>>;
export async function apiSend<T>(
  method: WriteMethod,
  path: string,
  options: SendOptions & { parser?: ResponseParser<T> } = {},
): Promise<ApiResult<T | unknown>> {
  const headers = buildHeaders(options);
  let body: string | URLSearchParams | FormData | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    body = new URLSearchParams(options.form);
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method, headers, body: body ?? null, signal: options.signal ?? null });
  } catch (cause) {
    return { ok: false, status: 0, error: networkError(cause) };
  }
  captureMediaToken(response, headers);
  const data = await readBody(response);
  if (!response.ok) {
    const error = errorFromBody(response, data);
    if (isPaymentBlockedAnswer(response.status, error)) redirectPaymentBlocked();
    return { ok: false, status: response.status, error };
  }
  if (!options.parser) return { ok: true, status: response.status, data };
  try {
    return { ok: true, status: response.status, data: options.parser.parse(data) };
  } catch {
    return { ok: false, status: response.status, error: { code: INVALID_RESPONSE_CODE, message: '' } };
  }
}

/** A file answered by the API. */
export interface DownloadedFile {
  blob: Blob;
  /** The name the server gives in Content-Disposition, if any. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then plain `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * GET a file (a PDF report) with the session header. Failures come back as values and a 403 does not
 * log the user out: a refused download (no subscription) is a message for the dialog that asked for it.
 */
export async function apiDownload(path: string, options: CommonOptions = {}): Promise<ApiResult<DownloadedFile>> {
  const headers = buildHeaders(options);
  headers.set('Accept', '*/*');
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method: 'GET', headers, signal: options.signal ?? null });
  } catch (cause) {
    return { ok: false, status: 0, error: networkError(cause) };
  }
  if (!response.ok) return { ok: false, status: response.status, error: errorFromBody(response, await readBody(response)) };
  try {
    return { ok: true, status: response.status, data: { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) } };
  } catch (cause) {
    return { ok: false, status: 0, error: networkError(cause) };
  }
}
