import { z } from 'zod';
import { Category } from '../common/enums.js';

/** Per module of the category: its active questions and what the learner did with them in learning. */
export const ModuleReadiness = z.object({
  moduleId: z.int(),
  /** Active questions of the category in the module. */
  total: z.int(),
  /** Answered at least once in learning. */
  seen: z.int(),
  /** Known: answered right at least twice and not failed since. */
  known: z.int(),
  /** Weak: the last answer was wrong. */
  weak: z.int(),
  /** Never answered in learning (total - seen). */
  never: z.int(),
  /** Answered before and due for review now (weak ones included). */
  due: z.int(),
});
export type ModuleReadiness = z.infer<typeof ModuleReadiness>;

/** An exam as the readiness shows it. */
export const ReadinessExam = z.object({
  id: z.int(),
  category: Category,
  points: z.int(),
  pointsAll: z.int(),
  passed: z.boolean(),
  endDate: z.string(),
});
export type ReadinessExam = z.infer<typeof ReadinessExam>;

/**
 * `GET readiness/{studentId}/{category}` (issue 23, ADR 031): the learner's readiness ("Szansa
 * zdania") with its two parts, the per-module picture, the last exams, and where to go on (the last
 * module learnt and an unfinished exam).
 */
export const Readiness = z.object({
  category: Category,
  /** 0-100. */
  score: z.int(),
  /** The knowledge part, 0-100: the share of the exam's points of the questions known. */
  knowledge: z.int(),
  /** The exam part, 0-100: the mean share of points of the last five exams (missing ones 0). */
  exams: z.int(),
  knownQuestions: z.int(),
  totalQuestions: z.int(),
  /** The last exams of the category (at most five), newest first. */
  recentExams: z.array(ReadinessExam),
  modules: z.array(ModuleReadiness),
  /** The module and question where the learner last stopped learning (any category), or null. */
  lastLearning: z
    .object({ category: Category, moduleId: z.int(), questionNumber: z.int(), max: z.int(), updatedAt: z.string() })
    .nullable(),
  /** An exam still running (to resume), or null. */
  unfinishedExam: z.object({ id: z.int(), category: Category, deadline: z.string() }).nullable(),
  /**
   * The readiness threshold of the learner's school (issue 23): from this score on the learner is
   * marked "gotowy do egzaminu"; null: no school or none set. Optional for older answers.
   */
  schoolThreshold: z.int().nullable().optional(),
});
export type Readiness = z.infer<typeof Readiness>;
