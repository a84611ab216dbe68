import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translateMessage, isMessageKey, type ApiError, type FieldError, type Language } from '@osk/contract';
import { AppError } from '../lib/errors.js';
import { languageFromHeader } from '../lib/language.js';

function translatedFields(fields: FieldError[] | undefined, language: Language): FieldError[] | undefined {
  return fields?.map((f) => ({ field: f.field, key: f.key ?? f.message, message: translateMessage(f.key ?? f.message, language), ...(f.conflict ? { conflict: f.conflict } : {}) }));
}

function body(code: string, language: Language, fields?: FieldError[]): ApiError {
  const out: ApiError = { code, message: translateMessage(code, language) };
  const translated = translatedFields(fields, language);
  if (translated) out.fields = translated;
  return out;
}

/** The headers of an answer the framework sends before any hook of ours ran. */
function frameworkAnswerHeaders(server: FastifyInstance | undefined, requestId: string | null): Record<string, string> {
  return { ...(server?.securityHeaders ?? {}), 'cache-control': 'no-store', ...(requestId ? { 'x-request-id': requestId } : {}) };
}

/**
 * Errors Fastify raises before any route or hook runs (a URL that is not valid percent-encoding, a
 * path parameter over the router's length): the same `{code, message, fields}` shape, the security
 * headers and the request id, 400 (414 for the length), nothing of the request echoed.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = languageFromHeader(request.headers['accept-language']);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  const fields: FieldError[] | undefined = status === 500 ? undefined : [{ field: 'url', message: tooLong ? 'msg.validation.too.long' : 'msg.validation.invalid' }];
  void reply
    .headers(frameworkAnswerHeaders(request.server, request.id))
    .status(status)
    .send(body(status === 500 ? 'msg.error.internal' : 'msg.error.invalid.form', language, fields));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a request line or headers over the
 * parser's limit, malformed HTTP): the error shape and the security headers written on the socket.
 * `this` is the Fastify instance (Fastify binds it).
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const overflow = error.code === 'HPE_HEADER_OVERFLOW';
  const status = timeout ? 408 : overflow ? 431 : 400;
  const acceptLanguage = Buffer.isBuffer(error.rawPacket) ? /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(error.rawPacket.toString('latin1'))?.[1] : undefined;
  const language = languageFromHeader(acceptLanguage);
  const fields: FieldError[] | undefined = timeout ? undefined : [{ field: overflow ? 'url' : 'request', message: overflow ? 'msg.validation.too.long' : 'msg.validation.invalid' }];
  const payload = JSON.stringify(body('msg.error.invalid.form', language, fields));
  const headers = { ...frameworkAnswerHeaders(this, null), 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(payload)), connection: 'close' };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${payload}`);
  }
  socket.destroy(error);
}

/**
 * The one error handler: every error leaves as `{code, message, fields?}` in the caller's language,
 * 400 with the field list for invalid input, and never a stack trace.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const language = request.language ?? 'pl';
      // An error answer is never stored by a cache, whatever the route had set before it failed.
      reply.header('cache-control', 'no-store');
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        const answer = body(error.code, language, error.fields);
        if (error.freeSlots) answer.freeSlots = error.freeSlots;
        return reply.status(error.status).send(answer);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: FieldError[] = error.validation.map((issue) => {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const raw = issue.message ?? '';
          const key = isMessageKey(raw) ? raw : 'msg.validation.invalid';
          return { field: path || error.validationContext || 'body', message: key, key };
        });
        return reply.status(400).send(body('msg.error.invalid.form', language, fields));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send(body('msg.error.internal', language));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Framework-level client errors: bad JSON, wrong content type, body too large.
        const code = status === 429 ? 'msg.error.rate.limited' : status === 404 ? 'msg.error.not.found' : 'msg.error.invalid.form';
        const fields: FieldError[] | undefined = status === 400 || status === 415 ? [{ field: 'body', message: 'msg.validation.invalid' }] : undefined;
        return reply.status(status).send(body(code, language, fields));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body('msg.error.internal', language));
    });
  },
  { name: 'error-handler' },
);
