import { ActivationLink, ActivationResent, ActivationResult, ENDPOINTS, type ActivationRequest } from '@osk/contract';
import { apiGet, apiSend, type ApiResult } from '../../../lib/api/api-client';

function activationPath(token: string): string {
  return ENDPOINTS.activate.replace('{uuid}', encodeURIComponent(token));
}

/** GET activate/{uuid}: what an activation link is (nothing changes); throws ApiRequestError (404 forged, 410 expired). */
export function describeActivation(token: string): Promise<ActivationLink> {
  return apiGet(activationPath(token), { parser: ActivationLink, auth: false, sessionId: null });
}

/** POST activate/{uuid}: activates the account; coupon accounts send their password and names. */
export function activateAccount(token: string, body: ActivationRequest = {}): Promise<ApiResult<ActivationResult>> {
  return apiSend('POST', activationPath(token), { json: body, parser: ActivationResult, sessionId: null });
}

/** POST activate/{uuid}/resend: mails a fresh activation link. */
export function resendActivation(token: string): Promise<ApiResult<ActivationResent>> {
  return apiSend('POST', ENDPOINTS.activateResend.replace('{uuid}', encodeURIComponent(token)), { parser: ActivationResent, sessionId: null });
}
