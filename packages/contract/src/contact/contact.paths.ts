/** The path of the public contact form (spec §7); see exams/exams.paths.ts for why it stands apart. */
export const CONTACT_PATHS = {
  contact: 'eprawko-rest/contact',
} as const;
