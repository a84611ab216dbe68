import { ENDPOINTS, LoginUser, type LoginForm } from '@osk/contract';
import { apiSend, type ApiResult } from '../../../lib/api/api-client';

/** POST login/ form-encoded (userName, password), as the original service's clients send it. */
export function login(form: LoginForm): Promise<ApiResult<LoginUser>> {
  return apiSend('POST', ENDPOINTS.login, {
    form: { userName: form.userName.trim(), password: form.password },
    parser: LoginUser,
    // A stale id from an earlier session must not ride along with a fresh login.
    sessionId: null,
  });
}
