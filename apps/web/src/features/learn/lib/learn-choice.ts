import { findModule, isAccessActive, LANGUAGES, type Category, type Language, type LearnProgress, type ModuleReview, type Student } from '@osk/contract';
import { ROUTES } from '../../../lib/routes';

/** The road-rule categories a learner may learn (spec §1), AM as its id M. */
const ROAD_CATEGORIES: readonly Category[] = ['A', 'M', 'B', 'C', 'D', 'T', 'P'];

/**
 * The categories offered on /learn/choose: the road-rule ones, and the initial qualification for C
 * (Y) and D (Z) when the learner has (or had) that access, or it is the learner's own category.
 */
export function learnCategories(student: Pick<Student, 'category' | 'qualificationCAvailableTill' | 'qualificationDAvailableTill'>): Category[] {
  const list = [...ROAD_CATEGORIES];
  if (student.qualificationCAvailableTill !== null || student.category === 'Y') list.push('Y');
  if (student.qualificationDAvailableTill !== null || student.category === 'Z') list.push('Z');
  return list;
}

type AccessWindows = Pick<Student, 'learningAvailableTill' | 'qualificationCAvailableTill' | 'qualificationDAvailableTill'>;

/**
 * Whether learning a category is open today (spec §4, ADR 011): the initial qualification C (Y) and
 * D (Z) by their own till dates, every other category by learningAvailableTill (today or later).
 */
export function learningOpen(student: AccessWindows, category: Category, today: string): boolean {
  return isAccessActive(accessTillOf(student, category), today);
}

function accessTillOf(student: AccessWindows, category: Category): string | null {
  if (category === 'Y') return student.qualificationCAvailableTill;
  if (category === 'Z') return student.qualificationDAvailableTill;
  return student.learningAvailableTill;
}

/** Why learning a category is closed: it never was open (no till date at all), or it has ended. */
export type LearnAccessClosed = 'never' | 'expired';

/** Whether learning a category is closed today, and why (null: open). */
export function learnAccessClosed(student: AccessWindows, category: Category, today: string): LearnAccessClosed | null {
  const till = accessTillOf(student, category);
  if (till === null) return 'never';
  return isAccessActive(till, today) ? null : 'expired';
}

/**
 * The id of /exam/exam/{id} that learns a module: learn{m} in the learner's own category,
 * categoryLearn{cat}{m} in another one, qlearn{Y|Z}{m} in an initial qualification.
 */
export function learnScreenId(category: Category, ownCategory: Category, moduleId: number): string {
  if (category === 'Y' || category === 'Z') return `qlearn${category}${moduleId}`;
  if (category === ownCategory) return `learn${moduleId}`;
  return `categoryLearn${category}${moduleId}`;
}

/** The path of the learn screen of a module; `review` asks for the questions due for review first. */
export function learnScreenPath(category: Category, ownCategory: Category, moduleId: number, review = false): string {
  return `${ROUTES.examRun}/${learnScreenId(category, ownCategory, moduleId)}${review ? '?order=review' : ''}`;
}

/** A module's name in the interface language (Polish when the language is unknown). */
export function moduleName(moduleId: number, language: string): string | null {
  const names = findModule(moduleId)?.names;
  if (!names) return null;
  const key = LANGUAGES.find((l): l is Language => l === language) ?? 'pl';
  return names[key];
}

/** The stored position in a module of a category, if any. */
export function progressOf(progress: readonly LearnProgress[] | undefined, category: Category, moduleId: number): LearnProgress | null {
  return progress?.find((p) => p.category === category && p.moduleId === moduleId) ?? null;
}

/** How far into a module the learner got, in whole percent (questionNumber of max). */
export function progressPercent(point: Pick<LearnProgress, 'questionNumber' | 'max'> | null): number {
  if (!point || point.max <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((point.questionNumber / point.max) * 100)));
}

/** The review figures of a module, zero when it has none. */
export function reviewOf(review: readonly ModuleReview[] | undefined, moduleId: number): ModuleReview {
  return review?.find((r) => r.moduleId === moduleId) ?? { moduleId, weak: 0, due: 0, seen: 0 };
}

/**
 * Where a learner resumes a module (0-based index): the stored question number, kept inside the
 * module (a module may have shrunk since), or the start.
 */
export function resumeIndex(point: Pick<LearnProgress, 'questionNumber'> | null, count: number): number {
  if (!point || count <= 0) return 0;
  return Math.max(0, Math.min(count - 1, point.questionNumber - 1));
}

/** /learn/choose showing a category's modules (the learner's own category needs no parameter). */
export function learnChoosePath(category: Category, ownCategory: Category): string {
  return category === ownCategory ? ROUTES.learn : `${ROUTES.learn}?category=${category}`;
}

/** The practice modes of /learn/practice (issue 23), as the address spells them. */
export type PracticeParam = 'mistakes' | 'quiz' | 'exam';

/** The path of a practice: my mistakes, a quick quiz of some modules, or an exam of my mistakes. */
export function practicePath(mode: PracticeParam, category: Category, moduleIds: readonly number[] = []): string {
  const search = new URLSearchParams({ mode, category });
  if (mode === 'quiz') search.set('modules', moduleIds.join(','));
  return `${ROUTES.learn.replace('/choose', '/practice')}?${search.toString()}`;
}

/** The module ids of a quiz in the address (`modules=1,3`): positive whole numbers, each once. */
export function parseModuleIds(value: string | null): number[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((v) => Number(v.trim())).filter((n) => Number.isInteger(n) && n > 0))];
}
