import { z } from 'zod';

/** One invalid field of a request: its path (dot-joined) and a translated message. */
export const FieldError = z.object({ field: z.string(), message: z.string(), key: z.string().optional() });
export type FieldError = z.infer<typeof FieldError>;

/**
 * The one error shape of the API: `code` is the spec's message key (`msg.error.user.blocked`) or a
 * stable upper-case code; `message` is in the caller's language; `fields` lists invalid input.
 */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(FieldError).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Stable codes the server answers besides the spec's message keys. */
export const ErrorCode = {
  validation: 'VALIDATION_FAILED',
  notLoggedIn: 'NOT_LOGGED_IN',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
} as const;

/** A paged list (spec §3). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    size: z.number().int(),
    last: z.boolean(),
    number: z.number().int(),
    first: z.boolean(),
    empty: z.boolean(),
  });
}
