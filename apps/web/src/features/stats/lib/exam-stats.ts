import { EXAM_MAX_POINTS, EXAM_PASS_POINTS, QUALIFICATION_PASS_MARK, type Category, type ExamLight } from '@osk/contract';

/** A finished exam as the statistics use it. */
export interface FinishedExam extends ExamLight {
  status: 'FINISHED';
  points: number;
}

/** The statistics of one category (Y and Z, the initial qualification tests, are their own groups). */
export interface CategoryStats {
  category: Category;
  qualification: boolean;
  /** Oldest first: the order of the points chart. */
  exams: FinishedExam[];
  passMark: number;
  maxPoints: number;
  passed: number;
  total: number;
  /** Whole percent of exams passed (0 without exams). */
  passRate: number;
}

/** Order in which category groups are offered (the licence order; Y and Z after the categories). */
const CATEGORY_ORDER: readonly Category[] = ['B', 'A', 'M', 'C', 'D', 'T', 'P', 'Y', 'Z'];

/** Whether an exam has its result. */
export function isFinished(exam: ExamLight): exam is FinishedExam {
  return exam.status === 'FINISHED' && exam.points !== null;
}

/** The pass mark of an exam: 68 points of a category exam, 21 of an initial qualification test (spec §9). */
export function passMarkOf(exam: Pick<ExamLight, 'type'>): number {
  return exam.type === 'QUALIFICATION' ? QUALIFICATION_PASS_MARK : EXAM_PASS_POINTS;
}

/** Whole percent of `part` in `whole`; 0 when there is nothing. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** Whether an exam is the hard-questions practice (shown in the table, not counted in the charts). */
export function isPractice(exam: Pick<ExamLight, 'type'>): boolean {
  return exam.type === 'HARD';
}

/**
 * The finished exams grouped by category, each group oldest first, groups in licence order. The
 * hard-questions practice is left out: it is not a state-style exam, so it counts in neither the pass
 * rate nor the points chart.
 */
export function statsByCategory(exams: readonly ExamLight[]): CategoryStats[] {
  const groups = new Map<Category, FinishedExam[]>();
  for (const exam of exams) {
    if (!isFinished(exam) || isPractice(exam)) continue;
    const list = groups.get(exam.category) ?? [];
    list.push(exam);
    groups.set(exam.category, list);
  }
  const out: CategoryStats[] = [];
  for (const [category, list] of groups) {
    const sorted = [...list].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    const last = sorted[sorted.length - 1];
    const passed = sorted.filter((e) => e.passed === true).length;
    out.push({
      category,
      qualification: last?.type === 'QUALIFICATION',
      exams: sorted,
      passMark: last ? passMarkOf(last) : EXAM_PASS_POINTS,
      maxPoints: Math.max(...sorted.map((e) => e.pointsAll), last?.type === 'QUALIFICATION' ? 0 : EXAM_MAX_POINTS),
      passed,
      total: sorted.length,
      passRate: percentOf(passed, sorted.length),
    });
  }
  return out.sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category));
}

/** Evenly spread tick values from 0 to `max` (at most `count` + 1 of them, `max` always included). */
export function axisTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0];
  const step = Math.max(1, Math.ceil(max / count / 5) * 5);
  const ticks: number[] = [];
  for (let v = 0; v < max; v += step) ticks.push(v);
  // The maximum itself is a tick; a tick too close below it would collide with its label.
  if (ticks.length > 1 && max - (ticks[ticks.length - 1] ?? 0) < step / 2) ticks.pop();
  ticks.push(max);
  return ticks;
}
