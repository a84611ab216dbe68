import type { ApiError } from '@osk/contract';

/** Code of the error made up on the client when the server cannot be reached. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/** Code of the error made up on the client when an answer does not have the agreed shape. */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

/** Thrown by reads; carries the status and the server's error body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: ApiError;

  constructor(status: number, error: ApiError) {
    super(error.message || error.code);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
  }
}
