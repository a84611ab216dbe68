import { actionCreate, actionResetPassword, actionResetPasswordCheck, changePhoneNumber, changeUserPassword } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { AccountsService } from './accounts.service.js';

/** Password reset (action/create, action/resetPassword), password change and phone change (spec §7). */
export function registerAccountRoutes(app: App, accounts: AccountsService): void {
  endpointRoute(app, actionCreate, async (request) => accounts.requestPasswordReset(request.body, request.ip), { config: { throttle: 'passwordReset' } });

  endpointRoute(app, actionResetPasswordCheck, async (request) => accounts.checkResetLink(request.params.uuid));

  endpointRoute(app, actionResetPassword, async (request) => accounts.resetPassword(request.body));

  endpointRoute(app, changeUserPassword, async (request) => accounts.changePassword(callerOf(request), request.body, request.ip));

  endpointRoute(app, changePhoneNumber, async (request) => accounts.changePhoneNumber(callerOf(request), request.body));
}
