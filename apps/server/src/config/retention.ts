/**
 * How long personal data are kept (issue 24): temporary exam accounts are anonymised this many days
 * after their last day; a learner account unused for `inactiveYears` is announced to its owner and,
 * unless used in the next `noticeDays`, anonymised. Set by RETENTION_TEMPORARY_DAYS,
 * RETENTION_INACTIVE_YEARS and RETENTION_NOTICE_DAYS (env.ts checks them; README, "Retention").
 */
export interface RetentionPolicy {
  temporaryAccountDays: number;
  inactiveYears: number;
  noticeDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { temporaryAccountDays: 30, inactiveYears: 3, noticeDays: 30 };

/** The retention policy from the checked environment. */
export function retentionFrom(env: { RETENTION_TEMPORARY_DAYS: number; RETENTION_INACTIVE_YEARS: number; RETENTION_NOTICE_DAYS: number }): RetentionPolicy {
  return { temporaryAccountDays: env.RETENTION_TEMPORARY_DAYS, inactiveYears: env.RETENTION_INACTIVE_YEARS, noticeDays: env.RETENTION_NOTICE_DAYS };
}
