import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { commonPasswordList } from './common-passwords.js';

/** The longest password accepted (argon2 hashes anything, but a form field has a bound). */
export const PASSWORD_MAX_LENGTH = 256;

let common: ReadonlySet<string> | undefined;

/** Whether a password is on the shipped list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswordList());
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

/** The repeated password of a form that sets one (its match is checked by repeatPasswordMatches). */
export const RepeatPassword = z.string({ error: 'msg.validation.passwords.must.match' }).max(PASSWORD_MAX_LENGTH, 'msg.validation.too.long');

/** A form with a repeated password, as far as the check below reads it (the raw input may lack any part). */
interface RepeatedPasswordForm {
  readonly repeatPassword?: unknown;
  readonly password?: unknown;
  readonly user?: { readonly password?: unknown };
}

/**
 * The arguments of the form's `.refine` that checks the repeated password equals the password
 * (`passwordOf` says where the form has it). The check runs even when other fields are invalid, so
 * the form shows every problem at once.
 */
/* #__NO_SIDE_EFFECTS__ */
export function repeatPasswordMatches(passwordOf: (form: RepeatedPasswordForm) => unknown) {
  const options = {
    path: ['repeatPassword'],
    message: 'msg.validation.passwords.must.match',
    when: (payload: { value: unknown }) => {
      const form = payload.value as RepeatedPasswordForm | undefined;
      return typeof form?.repeatPassword === 'string' && typeof passwordOf(form) === 'string';
    },
  };
  return [(form: RepeatedPasswordForm) => form.repeatPassword === passwordOf(form), options] as const;
}
