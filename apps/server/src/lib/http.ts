import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
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
