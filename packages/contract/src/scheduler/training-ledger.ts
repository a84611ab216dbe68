import { PKK_DEFAULT_HOURS } from '../pkk/pkk.schemas.js';
import { countsInLedger, trainingTotals, type InstructorCategory, type LessonType, type TrainingTotals } from './scheduler.schemas.js';

/**
 * The hours ledger of a learner (issue 22): the lessons marked HELD whose time is over, practice
 * (DRIVE) in hours of 60 minutes and theory (LECTURE) in hours of 45, against the category's minimum
 * (FACTS "Training minima", §9's default PKK hours). The progress card and the PKK pre-flight read it.
 */

/** A lesson as the ledger sees it. */
export interface LedgerLesson {
  lessonType: LessonType | string;
  startsAt: Date;
  endsAt: Date;
  outcome: string | null;
}

export interface TrainingLedger extends TrainingTotals {
  /** How many lessons counted (HELD and over). */
  heldLessons: number;
  /** The category's minimum in hours (0 for an unknown category). */
  minimumPracticalHours: number;
  minimumTheoryHours: number;
  /** Whether the counted hours reach the minimum. */
  practicalComplete: boolean;
  theoryComplete: boolean;
}

/** The category's minimum training hours (theory of 45 minutes, practice of 60); unknown: none. */
export function trainingMinimum(category: string): { theory: number; practical: number } {
  return PKK_DEFAULT_HOURS[category as InstructorCategory] ?? { theory: 0, practical: 0 };
}

/** The ledger of a learner's lessons at `now` for a category. */
export function trainingLedger(lessons: Iterable<LedgerLesson>, category: string, now: Date): TrainingLedger {
  const counted: Array<{ lessonType: LessonType; minutes: number }> = [];
  for (const l of lessons) {
    if (!countsInLedger(l, now)) continue;
    counted.push({ lessonType: l.lessonType === 'LECTURE' ? 'LECTURE' : 'DRIVE', minutes: (l.endsAt.getTime() - l.startsAt.getTime()) / 60_000 });
  }
  const totals = trainingTotals(counted);
  const minimum = trainingMinimum(category);
  return {
    ...totals,
    heldLessons: counted.length,
    minimumPracticalHours: minimum.practical,
    minimumTheoryHours: minimum.theory,
    practicalComplete: totals.practicalMinutes >= minimum.practical * 60,
    theoryComplete: totals.theoryMinutes >= minimum.theory * 45,
  };
}
