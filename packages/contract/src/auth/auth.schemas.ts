import { z } from 'zod';
import { UserSource, UserType, UserStatus } from '../common/enums.js';

/**
 * Login form (spec §5, FACTS.md): form-encoded `userName` (e-mail or phone number) and `password`,
 * the field names existing clients of the original service send.
 */
export const LoginForm = z.object({
  userName: z
    .string({ error: 'msg.validation.login.required' })
    .trim()
    .min(1, 'msg.validation.login.required')
    .max(254, 'msg.validation.too.long'),
  password: z
    .string({ error: 'msg.validation.password.required' })
    .min(1, 'msg.validation.password.required')
    .max(256, 'msg.validation.too.long'),
});
export type LoginForm = z.infer<typeof LoginForm>;

/** One-time login token exchange (form field `uuid`). */
export const LoginUuidForm = z.object({
  uuid: z.string({ error: 'msg.validation.required' }).trim().min(1, 'msg.validation.required').max(200, 'msg.validation.too.long'),
});
export type LoginUuidForm = z.infer<typeof LoginUuidForm>;

/**
 * The logged-in user (spec §3, FACTS.md): `uuid` is the opaque session id the client sends back in the
 * `jsessionid` header.
 */
export const LoginUser = z.object({
  uuid: z.string(),
  id: z.int(),
  userName: z.string(),
  userType: UserType,
  userSource: UserSource,
  status: UserStatus,
  lastAccessed: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  internal: z.boolean(),
  startPage: z.string().nullable(),
  willBeBlockedAt: z.string().nullable(),
});
export type LoginUser = z.infer<typeof LoginUser>;

/** The client-side view of the user: the login object plus flags the client computes (spec §3). */
export type ClientUser = LoginUser & { locked: boolean; paymentBlocked: boolean };
