import { SchoolPropertiesRequest, type Category, type School } from '@osk/contract';
import { schemaResolver } from '@mantine/form';

/** The numeric scheduler settings with the limits the contract's SchoolSettings sets (school document §3). */
export const NUMBER_SETTINGS = [
  { key: 'passingPercent', min: 0, max: 100 },
  { key: 'startHour', min: 0, max: 23 },
  { key: 'endHour', min: 1, max: 24 },
  { key: 'scheduleForMonths', min: 1, max: 24 },
  { key: 'minutesForLesson', min: 15, max: 240 },
  { key: 'cancelationByEmployeeInMinutes', min: 0, max: 10_080 },
  { key: 'cancelationByStudentInMinutes', min: 0, max: 10_080 },
] as const;
export type NumberSettingKey = (typeof NUMBER_SETTINGS)[number]['key'];

/** Categories a school may offer its learners to pick (Y and Z are qualifications, not offered here). */
export const PICKABLE_CATEGORIES: readonly Category[] = ['A', 'M', 'B', 'C', 'D', 'T', 'P'];

/** ISO weekdays, Monday first (weeks start on Monday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The properties form's values: number inputs give '' when empty, checkbox groups give strings. */
export interface PropertiesValues {
  booksAlertLevel: number | string;
  sendInvoicesToMainEmail: boolean;
  billingEmail: string;
  sendInvoices: boolean;
  settings: Record<NumberSettingKey, number | string> & {
    categoriesToPick: string[];
    generateScheduleForFreeDays: boolean;
    daysOfWork: string[];
    ableToChangeCategory: boolean;
  };
}

/** The school's current properties as form values. */
export function toPropertiesValues(school: School): PropertiesValues {
  const { settings } = school;
  return {
    booksAlertLevel: school.booksAlertLevel,
    sendInvoicesToMainEmail: school.sendInvoicesToMainEmail,
    billingEmail: school.billingEmail ?? '',
    sendInvoices: school.sendInvoices,
    settings: {
      passingPercent: settings.passingPercent,
      startHour: settings.startHour,
      endHour: settings.endHour,
      scheduleForMonths: settings.scheduleForMonths,
      minutesForLesson: settings.minutesForLesson,
      cancelationByEmployeeInMinutes: settings.cancelationByEmployeeInMinutes,
      cancelationByStudentInMinutes: settings.cancelationByStudentInMinutes,
      categoriesToPick: [...settings.categoriesToPick],
      generateScheduleForFreeDays: settings.generateScheduleForFreeDays,
      daysOfWork: settings.daysOfWork.map(String),
      ableToChangeCategory: settings.ableToChangeCategory,
    },
  };
}

/** An empty number input is no number (not 0), so the contract refuses it. */
const numberOrNothing = (value: number | string): number | undefined => (value === '' ? undefined : Number(value));

/** The request body of `school/updateProperties` from the form's values. */
export function toPropertiesRequest(values: PropertiesValues): SchoolPropertiesRequest {
  const numbers = Object.fromEntries(NUMBER_SETTINGS.map(({ key }) => [key, numberOrNothing(values.settings[key])])) as Record<NumberSettingKey, number>;
  return {
    booksAlertLevel: numberOrNothing(values.booksAlertLevel) as number,
    sendInvoicesToMainEmail: values.sendInvoicesToMainEmail,
    billingEmail: values.billingEmail,
    sendInvoices: values.sendInvoices,
    settings: {
      ...numbers,
      categoriesToPick: values.settings.categoriesToPick as Category[],
      generateScheduleForFreeDays: values.settings.generateScheduleForFreeDays,
      daysOfWork: values.settings.daysOfWork.map(Number).sort((a, b) => a - b),
      ableToChangeCategory: values.settings.ableToChangeCategory,
    },
  };
}

const resolveProperties = schemaResolver(SchoolPropertiesRequest, { sync: true });

/**
 * Errors of the properties form: the contract's rules (books alert level 10-50 and the settings'
 * limits) and the working day ending after it starts. Setting errors that are not message keys
 * become `school.props.range` (shown with the field's limits).
 */
export function validateProperties(values: PropertiesValues): Record<string, string> {
  const request = toPropertiesRequest(values);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(resolveProperties(request))) {
    if (typeof message !== 'string') continue;
    errors[path] = path.startsWith('settings.') && !message.startsWith('msg.') ? 'school.props.range' : message;
  }
  if (errors.booksAlertLevel) errors.booksAlertLevel = 'msg.validation.books.alert.level';
  const { startHour, endHour } = request.settings;
  if (!errors['settings.startHour'] && !errors['settings.endHour'] && endHour <= startHour) errors['settings.endHour'] = 'school.props.hours';
  return errors;
}

