/** The paths of the readiness endpoints (issue 23, ADR 031); see exams/exams.paths.ts for why they stand apart. */
export const READINESS_PATHS = {
  /** Our addition: a learner's readiness in a category with its parts, per-module figures and where to go on. */
  readiness: 'eprawko-rest/readiness/{studentId}/{category}',
} as const;
