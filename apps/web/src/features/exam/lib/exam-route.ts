import { ALL_MODULE_IDS, QUALIFICATION_C_MODULES, QUALIFICATION_D_MODULES, type Category, type Exam, type ExamLanguage } from '@osk/contract';
import { ROUTES } from '../../../lib/routes';

/**
 * What the `{id}` of /exam/exam/{id} asks for (spec §2): a new exam of some kind, or an existing exam
 * to resume or review, or learning by module (learn…, categoryLearn…, qlearn…), or the school's
 * internal exam (`internal`, whose start screen the internal-exams feature provides).
 */
export type ExamRoute =
  | { kind: 'demo' }
  /** A category exam; `category` null means the student's own category (`new`). */
  | { kind: 'category'; category: Category | null }
  | { kind: 'qualification'; category: 'Y' | 'Z' }
  | { kind: 'hard' }
  | { kind: 'existing'; id: number }
  | LearnRoute
  | { kind: 'internal' }
  | { kind: 'later' }
  | { kind: 'invalid' };

/**
 * Learning a module: `learn{module}` in the learner's own category (`category` null),
 * `categoryLearn{cat}{module}` in another category, `qlearn{Y|Z}{module}` in an initial qualification.
 */
export type LearnRoute = { kind: 'learn'; category: Category | null; moduleId: number };

/** The kinds that create a new exam. */
export type NewExamRoute = Extract<ExamRoute, { kind: 'demo' | 'category' | 'qualification' | 'hard' }>;

const CATEGORY_EXAM: Readonly<Record<string, Category>> = { A: 'A', AM: 'M', M: 'M', B: 'B', C: 'C', D: 'D', T: 'T', P: 'P' };
const MAX_ID = 2_147_483_647;

/** Reads the `{id}` of the exam route. */
export function parseExamRoute(id: string): ExamRoute {
  if (id === 'demo') return { kind: 'demo' };
  if (id === 'new') return { kind: 'category', category: null };
  if (id === 'newY') return { kind: 'qualification', category: 'Y' };
  if (id === 'newZ') return { kind: 'qualification', category: 'Z' };
  if (id === 'hard') return { kind: 'hard' };
  const category = /^newCategory([A-Za-z]{1,2})$/.exec(id)?.[1]?.toUpperCase();
  if (category !== undefined) {
    if (category === 'Y' || category === 'Z') return { kind: 'qualification', category };
    const known = CATEGORY_EXAM[category];
    return known ? { kind: 'category', category: known } : { kind: 'invalid' };
  }
  if (/^\d{1,10}$/.test(id)) {
    const numeric = Number(id);
    return numeric >= 1 && numeric <= MAX_ID ? { kind: 'existing', id: numeric } : { kind: 'invalid' };
  }
  const learn = parseLearnRoute(id);
  if (learn) return learn;
  if (id === 'internal') return { kind: 'internal' };
  return { kind: 'invalid' };
}

/** Whether a module belongs to a category's set: the qualification sets for Y and Z, road rules (1-32) otherwise. */
function moduleFits(category: Category | null, moduleId: number): boolean {
  if (category === 'Y') return QUALIFICATION_C_MODULES.has(moduleId);
  if (category === 'Z') return QUALIFICATION_D_MODULES.has(moduleId);
  // The own category is known only once the learner is loaded: any module of the bank may fit it.
  if (category === null) return ALL_MODULE_IDS.has(moduleId);
  return moduleId >= 1 && moduleId <= 32;
}

/** The learn forms of the id; null when the id is not one of them, invalid for a module or category that does not exist. */
function parseLearnRoute(id: string): ExamRoute | null {
  let category: Category | null;
  let moduleText: string;
  let match = /^learn(\d{1,4})$/.exec(id);
  if (match) {
    category = null;
    moduleText = match[1] ?? '';
  } else if ((match = /^categoryLearn([A-Za-z]{1,2})(\d{1,4})$/.exec(id))) {
    const code = (match[1] ?? '').toUpperCase();
    const known = code === 'Y' || code === 'Z' ? code : CATEGORY_EXAM[code];
    if (!known) return { kind: 'invalid' };
    category = known;
    moduleText = match[2] ?? '';
  } else if ((match = /^qlearn([YZ])(\d{1,4})$/.exec(id))) {
    category = match[1] === 'Y' ? 'Y' : 'Z';
    moduleText = match[2] ?? '';
  } else {
    return null;
  }
  const moduleId = Number(moduleText);
  return moduleFits(category, moduleId) ? { kind: 'learn', category, moduleId } : { kind: 'invalid' };
}

/** The `{id}` that opens learning a module (the inverse of the learn forms of parseExamRoute). */
export function learnRouteId(route: LearnRoute): string {
  if (route.category === null) return `learn${route.moduleId}`;
  if (route.category === 'Y' || route.category === 'Z') return `qlearn${route.category}${route.moduleId}`;
  return `categoryLearn${route.category}${route.moduleId}`;
}

/** The `{id}` that creates an exam of a kind (the inverse of parseExamRoute for new exams). */
export function examRouteId(route: NewExamRoute): string {
  switch (route.kind) {
    case 'demo':
      return 'demo';
    case 'hard':
      return 'hard';
    case 'qualification':
      return route.category === 'Y' ? 'newY' : 'newZ';
    case 'category':
      return route.category === null ? 'new' : `newCategory${route.category}`;
  }
}

/**
 * The kind of exam to create again for "repeat": what the exam was started as when this tab knows it,
 * otherwise what its type and category tell.
 */
export function repeatRouteOf(exam: Pick<Exam, 'type' | 'category'>, startedAs: NewExamRoute | null): NewExamRoute {
  if (startedAs) return startedAs;
  if (exam.type === 'DEMO') return { kind: 'demo' };
  if (exam.type === 'HARD') return { kind: 'hard' };
  if (exam.type === 'QUALIFICATION') return { kind: 'qualification', category: exam.category === 'Z' || exam.category === 'D' ? 'Z' : 'Y' };
  return { kind: 'category', category: exam.category };
}

/** Whether a kind of exam needs a logged-in student (everything but the demo). */
export function needsStudent(route: NewExamRoute): boolean {
  return route.kind !== 'demo';
}

/** The path of an exam screen, with the exam language to start a new exam in. */
export function examScreenPath(id: string | number, language?: ExamLanguage): string {
  return `${ROUTES.examRun}/${id}${language ? `?lang=${language}` : ''}`;
}
