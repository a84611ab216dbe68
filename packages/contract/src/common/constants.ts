/**
 * Business constants and timings named as in spec §9 of both documents.
 * Server and web import them from here so both sides agree.
 */

/** Interface languages; `pl` is the default and the fallback. */
export const LANGUAGES = ['pl', 'en', 'de', 'ru', 'ua'] as const;
/** One of the five interface languages. */
export type Language = (typeof LANGUAGES)[number];
/** The default and fallback language. */
export const DEFAULT_LANGUAGE: Language = 'pl';
/** Order in which the language switch offers the languages (spec §2). */
export const LANGUAGE_SWITCH_ORDER: readonly Language[] = ['pl', 'en', 'de', 'ua', 'ru'];

/** Client idle timings (spec §4 Session): warning after 545 s, logout 15 s later. */
export const IDLE_WARNING_SECONDS = 545;
/** Seconds between the idle warning and the forced logout. */
export const IDLE_LOGOUT_AFTER_WARNING_SECONDS = 15;

/** Server session lifetimes. */
export const SESSION_IDLE_MINUTES = 30;
/** Absolute session lifetime in hours, whatever the activity. */
export const SESSION_ABSOLUTE_HOURS = 12;
/** Failed logins in a row after which an account refuses logins for a while. */
export const LOGIN_MAX_FAILED_ATTEMPTS = 10;
/** How long a locked-out account refuses logins. */
export const LOGIN_LOCKOUT_MINUTES = 15;
/** Lifetime of a one-time login token exchanged at loginUUID/. */
export const LOGIN_TOKEN_MINUTES = 10;

/** Notifications: 2 s delay, at most 3 at once, top centre; code actions show 8000 ms. */
export const NOTIFICATION_AUTOCLOSE_MS = 2000;
export const NOTIFICATION_LIMIT = 3;
export const CODE_ACTION_NOTIFICATION_MS = 8000;

/** Cookie consent: banner for 30 s, cookie `agreeCookies` valid 3 months. */
export const COOKIE_BANNER_SECONDS = 30;
export const COOKIE_CONSENT_NAME = 'agreeCookies';
export const COOKIE_CONSENT_MONTHS = 3;

/** Offline cache version of the installable web app (spec §1). */
export const CACHE_VERSION = 'v7';

/** Scroll thresholds in px (spec §9); the back-to-top button shows past the middle one. */
export const SCROLL_THRESHOLDS_PX = [20, 300, 1200] as const;

/** Page sizes (spec §9). */
export const PAGE_SIZE = 10;
export const PAYMENTS_PAGE_SIZE = 5;
export const MAX_PAGE_LINKS = 10;

/** Dialog widths in px (spec §9). */
export const DIALOG_WIDTH = { sessionEnd: 300, register: 550, print: 400 } as const;

/** Home carousel interval (spec §9). */
export const HOME_CAROUSEL_MS = 7000;

/**
 * Minimum length of a new password: 8 (issue 20 raises the spec's 3, §5). Existing shorter passwords
 * still log in; new ones are also checked against the common passwords (password-rules.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Default learner category. */
export const DEFAULT_CATEGORY = 'B';

/**
 * Learner prices in grosz (spec §9): 40-day access 19 PLN (Polish only) or 29 PLN (all languages);
 * 120-day access 29 or 39 PLN; 90 days through a promotional code.
 */
export const LEARNER_PRICES = [
  { days: 40, polishOnly: 1900, allLanguages: 2900 },
  { days: 120, polishOnly: 2900, allLanguages: 3900 },
] as const;
/** Days of access granted by a promotional code. */
export const PROMO_CODE_DAYS = 90;

/**
 * School prices in grosz (spec §9 of the school document): LONG access 120 days at 18 PLN, 6 PLN with
 * a book; e-lectures add 5 PLN (23 or 11 PLN in total).
 */
export const SCHOOL_PRICES = {
  longAccessDays: 120,
  longAccess: 1800,
  longAccessWithBook: 600,
  lecturesAddOn: 500,
} as const;

/** Exam packages a school can buy (spec §9). */
export const EXAM_PACKAGES = [10, 50, 100] as const;
