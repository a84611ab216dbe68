import { actionCreate, type ActionCreated } from '@osk/contract';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

/**
 * PUT action/create {type: RESET_PASSWORD, status: NEW, userEmail} (anonymous): the server mails a
 * single-use link to set a new password. 404 for an unknown address, 429 after too many mails.
 */
export function requestPasswordReset(userEmail: string): Promise<ApiResult<ActionCreated>> {
  return apiCall(actionCreate, { body: { type: 'RESET_PASSWORD', status: 'NEW', userEmail: userEmail.trim() } }, { sessionId: null });
}
