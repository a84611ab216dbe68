/** The paths of the session endpoints (spec §7); see exams/exams.paths.ts for why they stand apart. */
export const AUTH_PATHS = {
  login: 'eprawko-rest/login/',
  loginUuid: 'eprawko-rest/loginUUID/',
  logout: 'eprawko-rest/logout',
  /** Our addition: a fresh media token (X-Auth-Token response header) for the caller's session. */
  mediaToken: 'eprawko-rest/media/token',
} as const;
