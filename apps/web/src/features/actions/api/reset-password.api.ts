import { ENDPOINTS, ResetPasswordDone, ResetPasswordLink } from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, type ApiResult } from '../../../lib/api/api-client';

function linkPath(token: string): string {
  return `${ENDPOINTS.actionResetPassword}/${encodeURIComponent(token)}`;
}

/** GET action/resetPassword/{uuid}: whether a reset link is still usable (it is not used up by this). */
export function useResetPasswordLink(token: string) {
  return useQuery({
    queryKey: ['action', 'resetPassword', token],
    queryFn: ({ signal }) => apiGet(linkPath(token), { parser: ResetPasswordLink, signal, auth: false, sessionId: null }),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST action/resetPassword {uuid, newPassword}: sets the new password and uses the link up. */
export function resetPassword(token: string, newPassword: string): Promise<ApiResult<ResetPasswordDone>> {
  return apiSend('POST', ENDPOINTS.actionResetPassword, { json: { uuid: token, newPassword }, parser: ResetPasswordDone, sessionId: null });
}
