/**
 * The endpoint table: every path the web calls, relative to `API_BASE`. Paths and their spelling are
 * the spec's (§7 of both documents); parameters are `{name}`.
 */
export const API_BASE = '/api';

/** Paths of the API, relative to API_BASE. */
export const ENDPOINTS = {
  health: 'health',
  login: 'eprawko-rest/login/',
  loginUuid: 'eprawko-rest/loginUUID/',
  logout: 'eprawko-rest/logout',
  studentShow: 'eprawko-rest/student/show',
  contact: 'eprawko-rest/contact',
  // [endpoints: registration]
  // [endpoints: profile]
  // [endpoints: school-links]
} as const;

/** The header carrying the session id on authenticated calls. */
export const SESSION_HEADER = 'jsessionid';
/** The response header carrying the media token for `pliki` URLs. */
export const MEDIA_TOKEN_HEADER = 'X-Auth-Token';
