import { actionResetPassword, actionResetPasswordCheck, type ResetPasswordDone } from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

/** GET action/resetPassword/{uuid}: whether a reset link is still usable (it is not used up by this). */
export function useResetPasswordLink(token: string) {
  return useQuery({
    queryKey: ['action', 'resetPassword', token],
    queryFn: ({ signal }) => apiCall(actionResetPasswordCheck, { params: { uuid: token } }, { signal, auth: false, sessionId: null }),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST action/resetPassword {uuid, newPassword}: sets the new password and uses the link up. */
export function resetPassword(token: string, newPassword: string): Promise<ApiResult<ResetPasswordDone>> {
  return apiCall(actionResetPassword, { body: { uuid: token, newPassword } }, { sessionId: null });
}
