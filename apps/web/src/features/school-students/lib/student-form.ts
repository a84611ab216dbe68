import { EMAIL_CHECK_MIN_LENGTH, PHONE_CHECK_MIN_LENGTH, SHORT_ACCESS_MAX_DAYS, STUDENT_REMARKS_MAX, type AccessType, type StudentCreationType } from '@osk/contract';

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

/** Form error keys: texts under schoolStudents.validation. */
export type CreationErrorKey = 'email' | 'phone' | 'password' | 'repeat' | 'firstName' | 'lastName' | 'days' | 'remarks';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Phone (school document §5): optional country prefix (+NN, 00NN or NN), optional space, then 9 digits or 3-3-3 with dashes. */
export const SCHOOL_PHONE_PATTERN = /^(?:(?:\+\d{2}|00\d{2}|\d{2}) ?)?(?:\d{9}|\d{3}-\d{3}-\d{3})$/;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length >= 5 && v.length <= 254 && EMAIL.test(v);
}

export function isValidPhone(value: string): boolean {
  return SCHOOL_PHONE_PATTERN.test(value.trim());
}

/** Whether the existence check runs on blur: e-mail above 1 character, phone at 9 or more (school document §5). */
export function shouldCheck(type: StudentCreationType, value: string): boolean {
  const v = value.trim();
  return type === 'SCHOOL_REGULAR' ? v.length >= EMAIL_CHECK_MIN_LENGTH : v.length >= PHONE_CHECK_MIN_LENGTH;
}

/** SHORT access days: a whole number 1 to 999 (at most 3 digits). */
export function isValidShortDays(value: string): boolean {
  if (!/^\d{1,3}$/.test(value.trim())) return false;
  const days = Number(value);
  return days >= 1 && days <= SHORT_ACCESS_MAX_DAYS;
}

/** The creation form's errors by field (empty when the form may be sent). */
export function validateCreation(type: StudentCreationType, v: CreationValues): Partial<Record<keyof CreationValues, CreationErrorKey>> {
  const errors: Partial<Record<keyof CreationValues, CreationErrorKey>> = {};
  if (type === 'SCHOOL_REGULAR') {
    if (!isValidEmail(v.email)) errors.email = 'email';
    if (v.password.length < 3) errors.password = 'password';
    if (v.repeatPassword !== v.password) errors.repeatPassword = 'repeat';
  } else if (!isValidPhone(v.phoneNumber)) {
    errors.phoneNumber = 'phone';
  }
  if (!v.firstName.trim()) errors.firstName = 'firstName';
  if (!v.lastName.trim()) errors.lastName = 'lastName';
  if (v.accessType === 'SHORT' && !isValidShortDays(v.numberOfDays)) errors.numberOfDays = 'days';
  if (v.oskRemarks.length > STUDENT_REMARKS_MAX) errors.oskRemarks = 'remarks';
  return errors;
}

/** Days to assign as typed: a whole non-zero number (negative takes days back), else null. */
export function parseAssignDays(value: string): number | null {
  const v = value.trim();
  if (!/^-?\d{1,4}$/.test(v)) return null;
  const days = Number(v);
  return days === 0 || Math.abs(days) > 3650 ? null : days;
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
