import { ASSIGN_DAYS_MAX, classifyPhone, newPasswordProblem, EMAIL_CHECK_MIN_LENGTH, PHONE_CHECK_MIN_LENGTH, SHORT_ACCESS_MAX_DAYS, STUDENT_REMARKS_MAX, type AccessType, type StudentCreationType } from '@osk/contract';
import { readWholeNumber } from '../../../lib/forms';

/** The creation form's values as typed (school document §3 creation request). */
export interface CreationValues {
  email: string;
  phoneNumber: string;
  password: string;
  repeatPassword: string;
  firstName: string;
  lastName: string;
  category: string;
  accessType: AccessType;
  /** SHORT access days as typed. */
  numberOfDays: string;
  withBook: boolean;
  withLectures: boolean;
  oskRemarks: string;
}

/** Form error keys: texts under schoolStudents.validation, or a catalogue key (msg.*). */
export type CreationErrorKey = 'email' | 'phone' | 'password' | 'repeat' | 'firstName' | 'lastName' | 'days' | 'remarks' | `msg.${string}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length >= 5 && v.length <= 254 && EMAIL.test(v);
}

/**
 * Phone (school document §5): a Polish number as people write it ("601 222 333", "+48 601-222-333")
 * or a foreign one (whether the school may use it is the server's answer), read as the server reads it.
 */
export function isValidPhone(value: string): boolean {
  return classifyPhone(value) !== 'INVALID';
}

/** Whether the existence check runs on blur: e-mail above 1 character, phone at 9 or more (school document §5). */
export function shouldCheck(type: StudentCreationType, value: string): boolean {
  const v = value.trim();
  return type === 'SCHOOL_REGULAR' ? v.length >= EMAIL_CHECK_MIN_LENGTH : v.length >= PHONE_CHECK_MIN_LENGTH;
}

/** SHORT access days: a whole number 1 to 999; "1,5" is refused as such (never read as 15). */
export function shortDaysError(value: string): 'days' | 'msg.validation.days.whole' | null {
  const read = readWholeNumber(value);
  if (!read.ok) return read.reason === 'decimal' ? 'msg.validation.days.whole' : 'days';
  return read.value >= 1 && read.value <= SHORT_ACCESS_MAX_DAYS ? null : 'days';
}

export function isValidShortDays(value: string): boolean {
  return shortDaysError(value) === null;
}

/** The creation form's errors by field (empty when the form may be sent). */
export function validateCreation(type: StudentCreationType, v: CreationValues): Partial<Record<keyof CreationValues, CreationErrorKey>> {
  const errors: Partial<Record<keyof CreationValues, CreationErrorKey>> = {};
  if (type === 'SCHOOL_REGULAR') {
    if (!isValidEmail(v.email)) errors.email = 'email';
    // The rule of every new password (issue 20): 8 characters, not a common password.
    const passwordProblem = newPasswordProblem(v.password);
    if (passwordProblem) errors.password = passwordProblem as `msg.${string}`;
    if (v.repeatPassword !== v.password) errors.repeatPassword = 'repeat';
  } else if (!isValidPhone(v.phoneNumber)) {
    errors.phoneNumber = 'phone';
  }
  if (!v.firstName.trim()) errors.firstName = 'firstName';
  if (!v.lastName.trim()) errors.lastName = 'lastName';
  const days = v.accessType === 'SHORT' ? shortDaysError(v.numberOfDays) : null;
  if (days) errors.numberOfDays = days;
  if (v.oskRemarks.length > STUDENT_REMARKS_MAX) errors.oskRemarks = 'remarks';
  return errors;
}

/** Days to assign as typed, or the catalogue key saying what is wrong with them. */
export type AssignDaysInput = { ok: true; days: number } | { ok: false; error: string };

/**
 * Days to assign as typed (school document §5): a whole non-zero number, positive to add (at most
 * ASSIGN_DAYS_MAX), negative to take back at most the `left` days the learner has. "1,5" is refused as
 * a decimal, never read as 15.
 */
export function parseAssignDays(value: string, left: number): AssignDaysInput {
  const read = readWholeNumber(value);
  if (!read.ok) return { ok: false, error: read.reason === 'decimal' ? 'msg.validation.days.whole' : 'msg.validation.days.assign' };
  const days = read.value;
  if (days === 0) return { ok: false, error: 'msg.validation.days.assign' };
  if (days > ASSIGN_DAYS_MAX) return { ok: false, error: 'msg.validation.days.assign.max' };
  if (-days > left) return { ok: false, error: 'msg.error.days.more.than.left' };
  return { ok: true, days };
}

/**
 * The resend dialog's rule (school document §5): a valid e-mail, and when the learner already has an
 * e-mail at least one of "update the address" and "send the message" ticked.
 */
export function resendError(email: string, hasEmail: boolean, updateEmail: boolean, resendEmail: boolean): 'email' | 'choice' | null {
  if (!isValidEmail(email)) return 'email';
  if (hasEmail && !updateEmail && !resendEmail) return 'choice';
  return null;
}
