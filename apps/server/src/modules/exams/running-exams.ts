import type { ExamRow } from './exams.repository.js';

/** A running exam as this instance last saw it: the row, who may answer it, its questions in order. */
export interface RunningExam {
  exam: ExamRow;
  /** The user account of the exam's learner; null for a demo exam. */
  ownerUserId: number | null;
  /** Question ids by ordinal number − 1. */
  questionIds: readonly number[];
}

/** How many running exams one instance remembers before it forgets the oldest. */
export const RUNNING_EXAMS_CAPACITY = 20_000;

/**
 * Running exams this instance started or showed, so that approving an answer needs no read: the
 * database stays the authority. Approving is a compare-and-set on the exam's current question, so an
 * entry made stale by another instance (or a second tab) only makes that write miss; the service then
 * forgets the entry and decides again from the database. Nothing another instance needs lives here
 * (ARCHITECTURE.md, Scale).
 */
export class RunningExams {
  private readonly entries = new Map<number, RunningExam>();

  constructor(private readonly capacity: number = RUNNING_EXAMS_CAPACITY) {}

  get(id: number): RunningExam | undefined {
    return this.entries.get(id);
  }

  /** Remembers a running exam (a finished one is forgotten instead). */
  remember(entry: RunningExam): void {
    if (entry.exam.status !== 'IN_PROGRESS') {
      this.entries.delete(entry.exam.id);
      return;
    }
    this.entries.delete(entry.exam.id);
    this.entries.set(entry.exam.id, entry);
    // A Map iterates in insertion order: the first keys are the exams seen longest ago.
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Records an approved answer: the exam moved from `ordinal` to the next question at `now`. */
  advance(id: number, ordinal: number, now: Date): void {
    const entry = this.entries.get(id);
    if (!entry || entry.exam.currentOrdinal !== ordinal) {
      this.entries.delete(id);
      return;
    }
    entry.exam = { ...entry.exam, currentOrdinal: ordinal + 1, questionStartedAt: now };
  }

  forget(id: number): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
