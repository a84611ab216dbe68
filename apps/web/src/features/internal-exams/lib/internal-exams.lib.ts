import { EXAM_NAME_FILTER_MIN, isValidPesel, PRINT_TIME_NONE, PRINT_TIME_STEP_MINUTES, type ExamLanguage } from '@osk/contract';

/** The exam languages as offered on the internal exam's start screens, each in its own language. */
export const EXAM_LANGUAGE_LABELS: Record<ExamLanguage, string> = { PL: 'Polski', EN: 'English', DE: 'Deutsch', UA: 'Українська' };

/** A name filter as sent: from 3 characters (school document §5), otherwise none. */
export function appliedNameFilter(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed.length >= EXAM_NAME_FILTER_MIN ? trimmed : undefined;
}

/** The print times offered: every 10 minutes of a day (school document §9). */
export function printTimeOptions(step = PRINT_TIME_STEP_MINUTES): string[] {
  const out: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    out.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return out;
}

/** The print dialog's values. */
export interface PrintValues {
  firstName: string;
  lastName: string;
  pesel: string;
  /** yyyy-mm-dd */
  date: string;
  /** HH:mm or '' (none). */
  time: string;
}

/** The print dialog's rules: names, PESEL and date required; time optional on the 10-minute step. */
export function printErrors(values: PrintValues): Partial<Record<keyof PrintValues, string>> {
  const errors: Partial<Record<keyof PrintValues, string>> = {};
  if (values.firstName.trim() === '') errors.firstName = 'msg.validation.firstName.required';
  if (values.lastName.trim() === '') errors.lastName = 'msg.validation.lastName.required';
  const pesel = values.pesel.trim();
  if (pesel === '') errors.pesel = 'msg.validation.required';
  else if (!isValidPesel(pesel)) errors.pesel = 'msg.validation.pesel';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || Number.isNaN(Date.parse(`${values.date}T12:00:00Z`))) errors.date = 'msg.validation.required';
  if (values.time !== '' && !printTimeOptions().includes(values.time)) errors.time = 'msg.validation.print.time';
  return errors;
}

/** The print date as epoch ms (noon UTC of the chosen day, so the Warsaw day is the same) and the time parameter. */
export function printParams(values: PrintValues): { dateMs: number; printTime: string } {
  return { dateMs: Date.parse(`${values.date}T12:00:00Z`), printTime: values.time === '' ? PRINT_TIME_NONE : values.time };
}
