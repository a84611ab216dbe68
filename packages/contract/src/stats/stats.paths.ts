/** The paths of the statistics endpoints (spec §7); see exams.paths.ts for why they stand apart. */
export const STATS_PATHS = {
  pdfExam: 'eprawko-rest/pdf/exam/{pesel}/{userId}/{examId}',
} as const;
