import { EXAM_PATHS } from './exams/exams.paths.js';
import { LEARNING_PATHS } from './learning/learning.paths.js';
import { QUESTION_BANK_PATHS } from './question-bank/question-bank.paths.js';
import { PAYMENT_PATHS } from './payments/payments.paths.js';
import { ORDER_PATHS } from './orders/orders.paths.js';
import { PKK_PATHS } from './pkk/pkk.paths.js';
import { ELEARNING_PATHS } from './elearning/elearning.paths.js';
import { INTERNAL_EXAM_PATHS } from './exams/internal-exams.paths.js';
import { STATS_PATHS } from './stats/stats.paths.js';
import { READINESS_PATHS } from './readiness/readiness.paths.js';
import { SCHOOL_PROFILE_PATHS } from './school/school-profile.paths.js';
import { SCHOOL_STUDENT_PATHS } from './school/school-students.paths.js';
import { DEV_PATHS } from './dev/dev.paths.js';
import { REGISTRATION_PATHS } from './registration/registration.paths.js';
import { SCHOOL_LINK_PATHS } from './school-links/school-links.paths.js';
import { SCHEDULER_PATHS } from './scheduler/scheduler.paths.js';
import { AUTH_PATHS } from './auth/auth.paths.js';
import { PROFILE_PATHS } from './profile/profile.paths.js';
import { CONTACT_PATHS } from './contact/contact.paths.js';
import { PARTNER_SOCIAL_PATHS } from './school-links/partner-social.paths.js';
import { HEALTH_PATHS } from './common/health.paths.js';
import { MEDIA_PATHS } from './media/media.paths.js';
import { OPERATOR_PATHS } from './operator/operator.paths.js';
import { PRIVACY_PATHS } from './privacy/privacy.paths.js';

/**
 * The endpoint table: every path the web calls, relative to `API_BASE`. Paths and their spelling are
 * the spec's (§7 of both documents); parameters are `{name}`. The domains whose endpoints the contract
 * defines (common/endpoint.ts) take their paths from the same table as the definitions (`*.paths.ts`).
 */
export const API_BASE = '/api';

/** Paths of the API, relative to API_BASE. */
export const ENDPOINTS = {
  ...HEALTH_PATHS,
  // [endpoints: session]
  ...AUTH_PATHS,
  ...CONTACT_PATHS,
  // [endpoints: exams]
  ...EXAM_PATHS,
  // [endpoints: learning]
  ...LEARNING_PATHS,
  ...QUESTION_BANK_PATHS,
  // [endpoints: stats]
  ...STATS_PATHS,
  // [endpoints: readiness]
  ...READINESS_PATHS,
  // [endpoints: payments]
  ...PAYMENT_PATHS,
  // [endpoints: scheduler]
  ...SCHEDULER_PATHS,
  // [endpoints: pkk]
  ...PKK_PATHS,
  // [endpoints: orders]
  ...ORDER_PATHS,
  // [endpoints: elearning]
  ...ELEARNING_PATHS,
  // [endpoints: media]
  ...MEDIA_PATHS,
  // [endpoints: school]
  ...SCHOOL_PROFILE_PATHS,
  // [endpoints: school-students]
  ...SCHOOL_STUDENT_PATHS,
  // [endpoints: internal-exams]
  ...INTERNAL_EXAM_PATHS,
  // [endpoints: registration]
  /** With the school's registration (school/create). */
  ...REGISTRATION_PATHS,
  // [endpoints: profile]
  ...PROFILE_PATHS,
  // [endpoints: school-links]
  ...SCHOOL_LINK_PATHS,
  ...PARTNER_SOCIAL_PATHS,
  // [endpoints: privacy]
  ...PRIVACY_PATHS,
  // [endpoints: operator]
  ...OPERATOR_PATHS,
  // [endpoints: dev]
  ...DEV_PATHS,
} as const;

/** The header carrying the session id on authenticated calls. */
export const SESSION_HEADER = 'jsessionid';
/** The response header carrying the media token for `pliki` URLs. */
export const MEDIA_TOKEN_HEADER = 'X-Auth-Token';
