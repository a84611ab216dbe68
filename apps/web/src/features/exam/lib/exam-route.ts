import type { Category, Exam, ExamLanguage } from '@osk/contract';
import { ROUTES } from '../../../lib/routes';

/**
 * What the `{id}` of /exam/exam/{id} asks for (spec §2): a new exam of some kind, or an existing exam
 * to resume or review. Learning modes (learn…, categoryLearn…, qlearn…) and the school's internal
 * exam come with a later issue.
 */
export type ExamRoute =
  | { kind: 'demo' }
  /** A category exam; `category` null means the student's own category (`new`). */
  | { kind: 'category'; category: Category | null }
  | { kind: 'qualification'; category: 'Y' | 'Z' }
  | { kind: 'hard' }
  | { kind: 'existing'; id: number }
  | { kind: 'later' }
  | { kind: 'invalid' };

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
  if (id === 'internal' || /^learn\d+$/.test(id) || /^categoryLearn[A-Za-z]{1,2}\d+$/.test(id) || /^qlearn[YZ]\d+$/.test(id)) {
    return { kind: 'later' };
  }
  return { kind: 'invalid' };
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
