/** The paths of the learner's data rights (RODO, issue 24); see exams/exams.paths.ts for why they stand apart. */
export const PRIVACY_PATHS = {
  accountExport: 'eprawko-rest/account/export',
  accountExportPdf: 'eprawko-rest/account/export/pdf',
  accountConsents: 'eprawko-rest/account/consents',
  accountConsentMarketing: 'eprawko-rest/account/consents/marketing',
  accountDelete: 'eprawko-rest/account/delete',
} as const;
