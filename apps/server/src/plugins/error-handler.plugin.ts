import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translateMessage, isMessageKey, type ApiError, type FieldError, type Language } from '@osk/contract';
import { AppError } from '../lib/errors.js';
import { languageFromHeader } from '../lib/language.js';

function translatedFields(fields: FieldError[] | undefined, language: Language): FieldError[] | undefined {
  return fields?.map((f) => ({ field: f.field, key: f.key ?? f.message, message: translateMessage(f.key ?? f.message, language) }));
}

function body(code: string, language: Language, fields?: FieldError[]): ApiError {
  const out: ApiError = { code, message: translateMessage(code, language) };
  const translated = translatedFields(fields, language);
  if (translated) out.fields = translated;
  return out;
}

/**
 * Errors Fastify raises before any route or hook runs (a URL that is not valid percent-encoding, a
 * malformed content type): the same `{code, message}` shape, 400, nothing of the request echoed.
 */
export function frameworkErrorHandler(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send(body('msg.error.invalid.form', languageFromHeader(request.headers['accept-language'])));
}

/**
 * The one error handler: every error leaves as `{code, message, fields?}` in the caller's language,
 * 400 with the field list for invalid input, and never a stack trace.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const language = request.language ?? 'pl';
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        return reply.status(error.status).send(body(error.code, language, error.fields));
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
