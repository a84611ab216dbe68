import type { PkkCourseForm, PkkUpdateFields } from '@osk/contract';

/**
 * The editable fields of /pkk/course/{id} (school document §2.2 "PKK edit", §5 "PKK"): held as the
 * inputs' strings so a half-typed number stays on screen; `toUpdateFields` turns them into the
 * contract's PkkUpdateFields.
 */
export interface CourseValues {
  startDate: string;
  endDate: string;
  instructorId: string | null;
  lecturerId: string | null;
  practicalClassHours: string;
  practicalClassMinutes: string;
  theoryClassHours: string;
  theoryClassMinutes: string;
  signerId: string | null;
}

export type CourseField = keyof CourseValues;

/** Values on first load: the last recorded course dates, the category's default hours (§9), the default signer. */
export function initialCourseValues(form: PkkCourseForm): CourseValues {
  const course = form.pkk.oskUpdate?.course;
  const signer = form.signers.find((s) => s.defaultSigner) ?? (form.signers.length === 1 ? form.signers[0] : undefined);
  return {
    startDate: course?.startDate?.slice(0, 10) ?? '',
    endDate: course?.endDate?.slice(0, 10) ?? '',
    instructorId: form.instructors.length === 1 && form.instructors[0] ? String(form.instructors[0].id) : null,
    lecturerId: form.theoryNeeded && form.lecturers.length === 1 && form.lecturers[0] ? String(form.lecturers[0].id) : null,
    practicalClassHours: String(form.defaults.practicalHours),
    practicalClassMinutes: '0',
    theoryClassHours: form.theoryNeeded ? String(form.defaults.theoryHours) : '0',
    theoryClassMinutes: '0',
    signerId: signer ? String(signer.id) : null,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d+$/;
const HOURS_MAX = 999;

function hoursError(value: string, required: boolean): string | null {
  const text = value.trim();
  if (text === '') return required ? 'msg.validation.required' : null;
  if (!WHOLE.test(text) || Number(text) > HOURS_MAX) return 'msg.validation.invalid';
  return null;
}

function minutesError(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/^-?\d+$/.test(text)) return 'msg.validation.invalid';
  const minutes = Number(text);
  return minutes < 0 || minutes > 59 ? 'msg.error.pkk.minutes.range' : null;
}

/**
 * The form's rules (§5): start date required; hours whole and at least 0; minutes 0 to 59; theory
 * hours required when the category needs theory; a signer chosen. Errors are message keys.
 */
export function validateCourse(values: CourseValues, theoryNeeded: boolean): Partial<Record<CourseField, string>> {
  const errors: Partial<Record<CourseField, string>> = {};
  if (values.startDate.trim() === '') errors.startDate = 'msg.validation.required';
  else if (!ISO_DATE.test(values.startDate)) errors.startDate = 'msg.validation.date.invalid';
  if (values.endDate.trim() !== '' && !ISO_DATE.test(values.endDate)) errors.endDate = 'msg.validation.date.invalid';
  const practical = hoursError(values.practicalClassHours, true);
  if (practical) errors.practicalClassHours = practical;
  const practicalMinutes = minutesError(values.practicalClassMinutes);
  if (practicalMinutes) errors.practicalClassMinutes = practicalMinutes;
  if (theoryNeeded) {
    const theory = hoursError(values.theoryClassHours, true);
    if (theory) errors.theoryClassHours = theory;
    const theoryMinutes = minutesError(values.theoryClassMinutes);
    if (theoryMinutes) errors.theoryClassMinutes = theoryMinutes;
  }
  if (!values.signerId) errors.signerId = 'msg.validation.required';
  return errors;
}

const whole = (value: string): number => (value.trim() === '' ? 0 : Number(value.trim()));

/** The contract's fields; no theory (hours, minutes, lecturer) when the category needs none. */
export function toUpdateFields(pkkId: number, values: CourseValues, theoryNeeded: boolean): PkkUpdateFields {
  return {
    pkkId,
    startDate: values.startDate,
    endDate: values.endDate.trim() === '' ? null : values.endDate,
    instructorId: values.instructorId ? Number(values.instructorId) : null,
    lecturerId: theoryNeeded && values.lecturerId ? Number(values.lecturerId) : null,
    practicalClassHours: whole(values.practicalClassHours),
    practicalClassMinutes: whole(values.practicalClassMinutes),
    theoryClassHours: theoryNeeded ? whole(values.theoryClassHours) : 0,
    theoryClassMinutes: theoryNeeded ? whole(values.theoryClassMinutes) : 0,
    signerId: Number(values.signerId),
  };
}

/** Whether a stored object has the shape of CourseValues (sessionStorage may hold anything). */
export function isCourseValues(value: unknown): value is CourseValues {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const text = ['startDate', 'endDate', 'practicalClassHours', 'practicalClassMinutes', 'theoryClassHours', 'theoryClassMinutes'];
  const optional = ['instructorId', 'lecturerId', 'signerId'];
  return text.every((k) => typeof v[k] === 'string') && optional.every((k) => v[k] === null || typeof v[k] === 'string');
}
