import { login as loginEndpoint, type LoginForm, type LoginUser } from '@osk/contract';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

/** POST login/ form-encoded (userName, password), as the original service's clients send it. */
export function login(form: LoginForm): Promise<ApiResult<LoginUser>> {
  return apiCall(
    loginEndpoint,
    { body: { userName: form.userName.trim(), password: form.password } },
    // A stale id from an earlier session must not ride along with a fresh login.
    { sessionId: null },
  );
}
