import { activationActivate, activationDescribe, activationResend, type ActivationLink, type ActivationRequest, type ActivationResent, type ActivationResult } from '@osk/contract';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

/** GET activate/{uuid}: what an activation link is (nothing changes); throws ApiRequestError (404 forged, 410 expired). */
export function describeActivation(token: string): Promise<ActivationLink> {
  return apiCall(activationDescribe, { params: { uuid: token } }, { auth: false, sessionId: null });
}

/** POST activate/{uuid}: activates the account; coupon accounts send their password and names. */
export function activateAccount(token: string, body: ActivationRequest = {}): Promise<ApiResult<ActivationResult>> {
  return apiCall(activationActivate, { params: { uuid: token }, body }, { sessionId: null });
}

/** POST activate/{uuid}/resend: mails a fresh activation link. */
export function resendActivation(token: string): Promise<ApiResult<ActivationResent>> {
  return apiCall(activationResend, { params: { uuid: token } }, { sessionId: null });
}
