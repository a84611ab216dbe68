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
