import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

/** The longest password accepted (argon2 hashes anything, but a form field has a bound). */
export const PASSWORD_MAX_LENGTH = 256;

let common: ReadonlySet<string> | undefined;

/** Whether a password is on the shipped list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter((p) => p.length > 0));
  return common.has(password.toLowerCase());
}

/**
 * What is wrong with a new password (issue 20, stricter than the spec's 3 characters): empty, shorter
 * than PASSWORD_MIN_LENGTH, too long, or a common password; undefined when it is acceptable. Only new
 * passwords are checked: existing accounts with shorter passwords still log in.
 */
export function newPasswordProblem(
  password: string,
  keys: { required: string; min: string } = { required: 'msg.validation.password.required', min: 'msg.validation.password.min' },
): string | undefined {
  if (password.length === 0) return keys.required;
  if (password.length < PASSWORD_MIN_LENGTH) return keys.min;
  if (password.length > PASSWORD_MAX_LENGTH) return 'msg.validation.too.long';
  if (isCommonPassword(password)) return 'msg.validation.password.common';
  return undefined;
}

/**
 * A new password as a schema field: the rule above as one ordinary (continuable) issue, so a form
 * still shows its other problems (e.g. the repeated password) at once. Not trimmed: spaces count.
 */
export function newPasswordSchema(keys?: { required: string; min: string }) {
  return z.string({ error: keys?.required ?? 'msg.validation.password.required' }).superRefine((value, ctx) => {
    const problem = newPasswordProblem(value, keys);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
