import { drawPracticeExam, practiceExamSize, QUIZ_QUESTION_COUNT, type Learning } from '@osk/contract';
import type { OfflineModule } from './offline-store';

/** Where a question of an offline quiz comes from (its answer is queued under that module). */
export interface QuizSource {
  category: OfflineModule['category'];
  moduleId: number;
  studentId: number;
}

/**
 * A quick quiz from the downloaded modules (issue 23: practice offline, recorded as practice like the
 * online quiz, through learning/answer): QUIZ_QUESTION_COUNT questions drawn at random from all of
 * them, no question twice; with each question the module it came from.
 */
export function offlineQuiz(modules: readonly OfflineModule[], random: () => number = Math.random): { learning: Learning; sources: Map<number, QuizSource> } | null {
  const first = modules[0];
  if (!first) return null;
  const pool = new Map<number, { item: Learning['execution'][number]; source: QuizSource }>();
  for (const m of modules) {
    for (const item of m.learning.execution) pool.set(item.question.id, { item, source: { category: m.category, moduleId: m.moduleId, studentId: m.studentId } });
  }
  const all = [...pool.values()];
  for (let i = 0; i < Math.min(QUIZ_QUESTION_COUNT, all.length); i += 1) {
    const j = i + Math.floor(random() * (all.length - i));
    [all[i], all[j]] = [all[j] as (typeof all)[number], all[i] as (typeof all)[number]];
  }
  const picked = all.slice(0, QUIZ_QUESTION_COUNT);
  return {
    learning: {
      ...first.learning,
      moduleId: first.moduleId,
      max: picked.length,
      order: 'OFFICIAL',
      execution: picked.map(({ item }, i) => ({ ...item, ordinalNumber: i + 1 })),
    },
    sources: new Map(picked.map(({ item, source }) => [item.question.id, source])),
  };
}

/**
 * A practice exam from the downloaded modules of the first module's category (issue 23: a practice exam
 * offline, recorded as practice): drawn by the official split (20 basic and 12 specialist questions of
 * 3, 2 and 1 points), of each kind what the downloaded modules hold, so a few modules give a shorter
 * exam of the same proportions; `size` is the whole exam's number of questions.
 */
export function offlinePracticeExam(
  modules: readonly OfflineModule[],
  random: () => number = Math.random,
): { learning: Learning; sources: Map<number, QuizSource>; size: number } | null {
  const first = modules[0];
  if (!first) return null;
  const pool = new Map<number, { item: Learning['execution'][number]; source: QuizSource; type: Learning['execution'][number]['question']['type']; weight: number }>();
  for (const m of modules) {
    if (m.category !== first.category) continue;
    for (const item of m.learning.execution) {
      pool.set(item.question.id, { item, source: { category: m.category, moduleId: m.moduleId, studentId: m.studentId }, type: item.question.type, weight: item.question.weight });
    }
  }
  const picked = drawPracticeExam(first.category, [...pool.values()], random);
  if (picked.length === 0) return null;
  return {
    learning: { ...first.learning, moduleId: first.moduleId, max: picked.length, order: 'OFFICIAL', execution: picked.map(({ item }, i) => ({ ...item, ordinalNumber: i + 1 })) },
    sources: new Map(picked.map(({ item, source }) => [item.question.id, source])),
    size: practiceExamSize(first.category),
  };
}
