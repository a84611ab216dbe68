/** The paths of the school's own data (school document §7 "School and students"); see exams/exams.paths.ts for why they stand apart. */
export const SCHOOL_PROFILE_PATHS = {
  schoolShow: 'eprawko-rest/school/show',
  schoolUpdate: 'eprawko-rest/school/update',
  schoolUpdatePin: 'eprawko-rest/school/updatePin',
  /** Our addition: the default password of temporary accounts (write-only). */
  schoolUpdateDefaultPassword: 'eprawko-rest/school/updateDefaultPassword',
  /** Our addition: books alert level, invoices, billing e-mail and scheduler settings. */
  schoolUpdateProperties: 'eprawko-rest/school/updateProperties',
  /** Our addition (issue 23): the readiness threshold of "gotowy do egzaminu". */
  schoolUpdateReadinessThreshold: 'eprawko-rest/school/updateReadinessThreshold',
  logoUpload: 'eprawko-rest/media/logo/upload/{schoolId}',
  /** Our addition: the school's logo image (public: shown to its learners). */
  logo: 'eprawko-rest/media/logo/{schoolId}',
} as const;
