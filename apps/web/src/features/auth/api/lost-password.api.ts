import { ActionCreated, ENDPOINTS } from '@osk/contract';
import { apiSend, type ApiResult } from '../../../lib/api/api-client';

/**
 * PUT action/create {type: RESET_PASSWORD, status: NEW, userEmail} (anonymous): the server mails a
 * single-use link to set a new password. 404 for an unknown address, 429 after too many mails.
 */
export function requestPasswordReset(userEmail: string): Promise<ApiResult<ActionCreated>> {
  return apiSend('PUT', ENDPOINTS.actionCreate, {
    json: { type: 'RESET_PASSWORD', status: 'NEW', userEmail: userEmail.trim() },
    parser: ActionCreated,
    sessionId: null,
  });
}
