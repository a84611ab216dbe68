import { EMAIL_CHECK_MIN_LENGTH } from '@osk/contract';
import { serverFieldErrors } from '../../../lib/forms';
import { checkEmailExists } from '../api/registration.api';

/** The error of an address an account already uses. */
export const EMAIL_USED = 'msg.validation.email.already.used';

/** What the check needs of a registration form (Mantine's form, whatever its values' shape). */
export interface EmailCheckForm {
  setFieldValue: (path: 'userExists', value: boolean) => void;
  setFieldError: (path: string, error: string) => void;
  clearFieldError: (path: string) => void;
  errors: Record<string, unknown>;
}

/**
 * On leaving the e-mail field of a registration (spec §5): asks whether an account uses the address
 * (from EMAIL_CHECK_MIN_LENGTH characters), keeps the answer in the form's `userExists`, marks the
 * field while it is used and clears that mark once it is free, and shows the server's reason for an
 * invalid address. An answer about an address the learner has changed since is dropped.
 */
export async function checkEmailOnBlur(form: EmailCheckForm, path: string, read: () => string, busy: (checking: boolean) => void): Promise<void> {
  const email = read();
  if (email.length < EMAIL_CHECK_MIN_LENGTH) return;
  busy(true);
  const result = await checkEmailExists(email);
  busy(false);
  if (read() !== email) return;
  if (result.ok) {
    form.setFieldValue('userExists', result.data);
    if (result.data) form.setFieldError(path, EMAIL_USED);
    else if (form.errors[path] === EMAIL_USED) form.clearFieldError(path);
  } else if (result.status === 400) {
    form.setFieldError(path, serverFieldErrors(result.error.fields).email ?? 'msg.validation.email.invalid');
  }
}
