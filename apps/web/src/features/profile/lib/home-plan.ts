import type { Category, ModuleReadiness, Readiness } from '@osk/contract';
import { ROUTES } from '../../../lib/routes';

/**
 * The learner home's plan (issue 23): where "continue" goes and today's suggested work, from the
 * readiness answer. Pure, so that the rules are tested without drawing.
 */

/** The id of /exam/exam/{id} that learns a module (as /learn/choose builds it). */
function learnScreenId(category: Category, ownCategory: Category, moduleId: number): string {
  if (category === 'Y' || category === 'Z') return `qlearn${category}${moduleId}`;
  if (category === ownCategory) return `learn${moduleId}`;
  return `categoryLearn${category}${moduleId}`;
}

/** The learn screen of a module; `review` starts with the weak and due questions. */
export function learnPath(category: Category, ownCategory: Category, moduleId: number, review = false): string {
  return `${ROUTES.examRun}/${learnScreenId(category, ownCategory, moduleId)}${review ? '?order=review' : ''}`;
}

/** Where "continue" leads: the running exam first, then the module where learning stopped. */
export type ContinueTarget =
  | { kind: 'exam'; examId: number; path: string }
  | { kind: 'learning'; category: Category; moduleId: number; questionNumber: number; max: number; path: string }
  | { kind: 'start'; path: string };

export function continueTarget(readiness: Pick<Readiness, 'unfinishedExam' | 'lastLearning'>, ownCategory: Category): ContinueTarget {
  const exam = readiness.unfinishedExam;
  if (exam) return { kind: 'exam', examId: exam.id, path: `${ROUTES.examRun}/${exam.id}` };
  const last = readiness.lastLearning;
  if (last) {
    return { kind: 'learning', category: last.category, moduleId: last.moduleId, questionNumber: last.questionNumber, max: last.max, path: learnPath(last.category, ownCategory, last.moduleId) };
  }
  return { kind: 'start', path: ROUTES.learn };
}

/** One piece of today's work: questions of a module and the link that starts them. */
export interface WorkItem {
  kind: 'review' | 'new';
  moduleId: number;
  count: number;
  path: string;
}

/** Share of a module known (0-1); a module without questions counts as fully known. */
function knownShare(m: ModuleReadiness): number {
  return m.total === 0 ? 1 : m.known / m.total;
}

/**
 * Today's suggested work: the questions due for review first (the module with the most of them, in
 * the review order; `due` says how many in all), then the unseen questions of the weakest module (the
 * smallest share known among the modules with questions never seen; ties by the module's order).
 */
export function todaysWork(readiness: Pick<Readiness, 'modules' | 'category'>, ownCategory: Category): { due: number; items: WorkItem[] } {
  const { modules, category } = readiness;
  const items: WorkItem[] = [];
  const due = modules.reduce((sum, m) => sum + m.due, 0);
  const mostDue = modules.reduce<ModuleReadiness | null>((best, m) => (m.due > 0 && (!best || m.due > best.due) ? m : best), null);
  if (mostDue) items.push({ kind: 'review', moduleId: mostDue.moduleId, count: mostDue.due, path: learnPath(category, ownCategory, mostDue.moduleId, true) });
  const weakest = modules.reduce<ModuleReadiness | null>((best, m) => (m.never > 0 && (!best || knownShare(m) < knownShare(best)) ? m : best), null);
  if (weakest) items.push({ kind: 'new', moduleId: weakest.moduleId, count: weakest.never, path: learnPath(category, ownCategory, weakest.moduleId) });
  return { due, items };
}
