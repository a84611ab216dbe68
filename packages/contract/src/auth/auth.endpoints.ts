import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { LoginForm, LoginUser, LoginUuidForm } from './auth.schemas.js';
import { AUTH_PATHS } from './auth.paths.js';

/** The login calls take the form-encoded body the original service's clients send (JSON too). */
const formOrJson = ['application/x-www-form-urlencoded', 'application/json'] as const;

const session = { tags: ['session'] } as const;

/** Session calls (spec §7): login/, loginUUID/, logout; the media token of the session. */
export const login = endpoint('POST', AUTH_PATHS.login, {
  consumes: formOrJson,
  body: LoginForm,
  responses: { 200: LoginUser },
  errors: [400, 401, 403, 418, 429],
  access: 'anonymous',
  ...session,
  summary: 'Log in with e-mail or phone number and password (form-encoded); answers the user and session id, and the media token in the X-Auth-Token header',
});

export const loginUuid = endpoint('POST', AUTH_PATHS.loginUuid, {
  consumes: formOrJson,
  body: LoginUuidForm,
  responses: { 200: LoginUser },
  errors: [400, 401, 403, 418],
  access: 'anonymous',
  ...session,
  summary: 'Exchange a one-time login token (form field uuid) for a session (media token in the X-Auth-Token header)',
});

export const logout = endpoint('POST', AUTH_PATHS.logout, {
  responses: { 200: z.object({ status: z.literal('LOGGED_OUT') }) },
  errors: [403],
  access: 'authenticated',
  paymentBlock: 'open',
  ...session,
  summary: 'End the session given in the jsessionid header',
});

export const mediaToken = endpoint('POST', AUTH_PATHS.mediaToken, {
  responses: { 204: z.null().describe('The token is in the X-Auth-Token header') },
  errors: [403],
  access: 'authenticated',
  paymentBlock: 'open',
  tags: ['media'],
  summary: 'Issue a fresh media token for the session (X-Auth-Token response header); the previous one stops working',
});

/** Every session endpoint, in the order the server registers them (media/token with the protected media). */
export const AUTH_ENDPOINTS = [login, loginUuid, logout, mediaToken] as const;
