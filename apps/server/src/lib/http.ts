import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '@osk/contract';

/** The Fastify instance with zod schemas as the type provider. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** Error responses a route documents, by status. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ApiError> {
  const out = {} as Record<S, typeof ApiError>;
  for (const status of statuses) out[status] = ApiError;
  return out;
}

/**
 * A serializer that writes the handler's answer as it is. For large answers on hot paths (an exam of
 * 32 questions) whose shape the handler's types already guarantee: checking it again with zod on every
 * answer cost more than the rest of the request. The route keeps its response schema for the
 * OpenAPI document.
 */
export function plainJsonSerializer(): (data: unknown) => string {
  return (data) => JSON.stringify(data);
}

/**
 * Answers a PDF the browser downloads as `fileName` (also spelled in UTF-8 for Polish letters). Never
 * kept by a browser or proxy cache: the documents carry personal data (a PESEL, a payment). A Buffer
 * is sent as it is (Fastify does not serialize it); the route's schema documents the 200.
 */
export function sendPdfDownload(reply: FastifyReply, file: { fileName: string; pdf: Buffer }): FastifyReply {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('Cache-Control', 'no-store')
    .send(file.pdf);
}
