import type { FieldError, FreeSlot } from '@osk/contract';

/**
 * The one error type of the server. `code` is a message key of the contract catalogue
 * (translated for the caller by the error handler) or a stable upper-case code.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields?: FieldError[],
    /** A refused lesson booking's nearest free times (issue 22). */
    readonly freeSlots?: FreeSlot[],
  ) {
    super(code);
  }
}

/** 400 with the invalid fields. */
export function badRequest(fields: FieldError[], code = 'msg.error.invalid.form'): AppError {
  return new AppError(400, code, fields);
}

/** 403 for a missing or expired session. */
export function notLoggedIn(): AppError {
  return new AppError(403, 'msg.error.not.logged.in');
}

/** 403 for a caller who may not touch the data. */
export function forbidden(): AppError {
  return new AppError(403, 'msg.error.forbidden');
}

/** 404. */
export function notFound(): AppError {
  return new AppError(404, 'msg.error.not.found');
}
