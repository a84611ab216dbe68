/** The path of the health check (our addition); see exams/exams.paths.ts for why it stands apart. */
export const HEALTH_PATHS = {
  health: 'health',
} as const;
