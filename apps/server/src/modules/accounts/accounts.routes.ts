import { z } from 'zod';
import {
  ActionCreated,
  ActionCreateRequest,
  ChangePasswordRequest,
  PasswordChanged,
  PhoneChangeRequest,
  PhoneChangeResult,
  ResetPasswordDone,
  ResetPasswordLink,
  ResetPasswordRequest,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { AccountsService } from './accounts.service.js';

const ResetLinkParams = z.object({
  uuid: z.string({ error: 'msg.validation.required' }).min(1, 'msg.validation.required').max(200, 'msg.validation.too.long'),
});

/** Password reset (action/create, action/resetPassword), password change and phone change (spec §7). */
export function registerAccountRoutes(app: App, accounts: AccountsService): void {
  app.put(
    '/api/eprawko-rest/action/create',
    {
      config: { access: 'anonymous', throttle: 'passwordReset' },
      schema: {
        tags: ['accounts'],
        summary: 'Ask for a password reset: creates a RESET_PASSWORD action and mails its single-use link',
        body: ActionCreateRequest,
        response: { 200: ActionCreated, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => accounts.requestPasswordReset(request.body, request.ip),
  );

  app.get(
    '/api/eprawko-rest/action/resetPassword/:uuid',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['accounts'],
        summary: 'Check a password reset link without using it',
        params: ResetLinkParams,
        response: { 200: ResetPasswordLink, ...errorResponses(400, 404) },
      },
    },
    async (request) => accounts.checkResetLink(request.params.uuid),
  );

  app.post(
    '/api/eprawko-rest/action/resetPassword',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['accounts'],
        summary: "Set a new password through a reset link; ends all the user's sessions",
        body: ResetPasswordRequest,
        response: { 200: ResetPasswordDone, ...errorResponses(400, 404) },
      },
    },
    async (request) => accounts.resetPassword(request.body),
  );

  app.post(
    '/api/eprawko-rest/changeUserPassword',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['accounts'],
        summary: "Change the caller's own password (the current password is asked; a wrong one answers 400 on currentPassword); ends the caller's other sessions",
        body: ChangePasswordRequest,
        response: { 200: PasswordChanged, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => accounts.changePassword(callerOf(request), request.body, request.ip),
  );

  app.post(
    '/api/eprawko-rest/changePhoneNumber',
    {
      config: { access: 'authenticated', paymentBlock: 'schoolSettings' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the phone number: first call sends an SMS code to the new number, second call with the code stores it',
        body: PhoneChangeRequest,
        response: { 200: PhoneChangeResult, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => accounts.changePhoneNumber(callerOf(request), request.body),
  );
}
