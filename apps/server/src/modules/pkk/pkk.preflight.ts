import { PKK_DEFAULT_HOURS, pkkNeedsTheory, trainingLedger, type InstructorCategory, type PreflightFinding, type PreflightResult } from '@osk/contract';

/**
 * The pre-flight check of a PKK course update as pure rules (school document §5): data in, findings
 * out. No database and no clock here: the update service gathers the people, the learner's lessons
 * and today's date and passes them in.
 */

/** The course fields the rules look at. */
export interface PreflightFields {
  startDate: string;
  endDate?: string | null | undefined;
  instructorId?: number | null | undefined;
  lecturerId?: number | null | undefined;
  practicalClassHours: number;
  practicalClassMinutes: number;
  theoryClassHours: number;
  theoryClassMinutes: number;
}

/** An instructor or lecturer as the rules need them. */
export interface PreflightPerson {
  firstName: string;
  lastName: string;
  status: string;
  categories: string[];
}

/** The learner matched to the profile, with the lessons recorded in the course's window. */
export interface PreflightLearner {
  id: number;
  firstName: string;
  lastName: string;
  /** With what happened (`outcome`): only HELD lessons count (issue 22). */
  lessons: ReadonlyArray<{ lessonType: string; startsAt: Date; endsAt: Date; outcome: string | null }>;
}

export interface PreflightInput {
  /** The profile's requested category. */
  category: string;
  fields: PreflightFields;
  /** null: none chosen; undefined: chosen but not one of the school's. */
  instructor: PreflightPerson | null | undefined;
  /** As `instructor`; ignored when the category needs no theory. */
  lecturer: PreflightPerson | null | undefined;
  /** Today in Warsaw, yyyy-MM-dd. */
  today: string;
  /** The moment the check runs (a lesson counts once it has ended). */
  now: Date;
  /** The one learner matching the candidate, or null (none or several). */
  learner: PreflightLearner | null;
}

export const fullName = (p: { firstName: string; lastName: string }): string => `${p.firstName} ${p.lastName}`;

/** "29" or "29:30" (hours and minutes for messages). */
export function hoursText(totalMinutes: number): string {
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return m ? `${h}:${String(m).padStart(2, '0')}` : String(h);
}

/** The category's minimum hours (PKK_DEFAULT_HOURS; unknown categories: none). */
export function pkkMinimumHours(category: string): { theory: number; practical: number } {
  return PKK_DEFAULT_HOURS[category as InstructorCategory] ?? { theory: 0, practical: 0 };
}

/** The last day whose lessons count: the course's end when it is already past, otherwise today. */
export function recordedUntil(fields: Pick<PreflightFields, 'endDate'>, today: string): string {
  return fields.endDate && fields.endDate < today ? fields.endDate : today;
}

const holds = (person: PreflightPerson, category: string): boolean => person.status === 'ACTIVE' && person.categories.includes(category);

/** The pre-flight result for the input: findings in a fixed order, ok when none is an ERROR. */
export function preflightCheck(input: PreflightInput): PreflightResult {
  const { category, fields: f, today } = input;
  const minimum = pkkMinimumHours(category);
  const needsTheory = pkkNeedsTheory(category);
  const findings: PreflightFinding[] = [];
  const add = (code: PreflightFinding['code'], severity: PreflightFinding['severity'], message: string, values: Record<string, string | number> = {}) => findings.push({ code, severity, message, values });
  const practical = f.practicalClassHours * 60 + f.practicalClassMinutes;
  const theory = f.theoryClassHours * 60 + f.theoryClassMinutes;
  if (practical < minimum.practical * 60) add('BELOW_MINIMUM_PRACTICAL', 'ERROR', 'msg.pkk.preflight.below.minimum.practical', { hours: hoursText(practical), minimum: minimum.practical, category });
  if (needsTheory) {
    if (theory < minimum.theory * 60) add('BELOW_MINIMUM_THEORY', 'ERROR', 'msg.pkk.preflight.below.minimum.theory', { hours: hoursText(theory), minimum: minimum.theory, category });
  } else if (theory > 0 || f.lecturerId) add('THEORY_NOT_NEEDED', 'ERROR', 'msg.pkk.preflight.theory.not.needed', { category });
  const { instructor, lecturer } = input;
  if (instructor === null) add('INSTRUCTOR_REQUIRED', 'ERROR', 'msg.pkk.preflight.instructor.required');
  else if (!instructor || !holds(instructor, category)) add('INSTRUCTOR_CATEGORY', 'ERROR', 'msg.pkk.preflight.instructor.category', { name: instructor ? fullName(instructor) : `#${f.instructorId}`, category });
  if (needsTheory) {
    if (lecturer === null) add('LECTURER_REQUIRED', 'ERROR', 'msg.pkk.preflight.lecturer.required');
    else if (!lecturer || !holds(lecturer, category)) add('LECTURER_CATEGORY', 'ERROR', 'msg.pkk.preflight.lecturer.category', { name: lecturer ? fullName(lecturer) : `#${f.lecturerId}`, category });
  }
  if (f.endDate && f.endDate < f.startDate) add('END_BEFORE_START', 'ERROR', 'msg.pkk.preflight.end.before.start');
  if (f.startDate > today || (f.endDate && f.endDate > today)) add('DATE_IN_FUTURE', 'ERROR', 'msg.pkk.preflight.date.in.future');
  let learner: PreflightResult['learner'] = null;
  if (input.learner) {
    // The hours ledger: lessons marked HELD and over, counted as the progress card counts them (one function in the contract).
    const totals = trainingLedger(input.learner.lessons, category, input.now);
    learner = { id: input.learner.id, name: fullName(input.learner), practicalMinutes: totals.practicalMinutes, theoryMinutes: totals.theoryMinutes };
    if (practical > totals.practicalMinutes) add('MORE_THAN_RECORDED_PRACTICAL', 'WARNING', 'msg.pkk.preflight.more.than.recorded.practical', { hours: hoursText(practical), recorded: hoursText(totals.practicalMinutes), learner: learner.name });
    if (theory > totals.theoryMinutes) add('MORE_THAN_RECORDED_THEORY', 'WARNING', 'msg.pkk.preflight.more.than.recorded.theory', { hours: hoursText(theory), recorded: hoursText(totals.theoryMinutes), learner: learner.name });
  } else add('NO_RECORDED_LESSONS', 'INFO', 'msg.pkk.preflight.no.recorded.lessons');
  return { ok: !findings.some((x) => x.severity === 'ERROR'), findings, learner, minimum: { theoryHours: minimum.theory, practicalHours: minimum.practical } };
}
