import type { EndpointDefinition } from './common/endpoint.js';
import { EXAM_ENDPOINTS } from './exams/exams.endpoints.js';
import { LEARNING_ENDPOINTS } from './learning/learning.endpoints.js';
import { QUESTION_BANK_ENDPOINTS } from './question-bank/question-bank.endpoints.js';
import { PAYMENT_ENDPOINTS } from './payments/payments.endpoints.js';
import { ORDER_ENDPOINTS } from './orders/orders.endpoints.js';
import { PKK_ENDPOINTS, PKK_SIGNING_ENDPOINTS } from './pkk/pkk.endpoints.js';
import { ELEARNING_ENDPOINTS } from './elearning/elearning.endpoints.js';
import { INTERNAL_EXAM_ENDPOINTS } from './exams/internal-exams.endpoints.js';
import { STATS_ENDPOINTS } from './stats/stats.endpoints.js';
import { READINESS_ENDPOINTS } from './readiness/readiness.endpoints.js';
import { SCHOOL_PROFILE_ENDPOINTS } from './school/school-profile.endpoints.js';
import { SCHOOL_STUDENT_ENDPOINTS } from './school/school-students.endpoints.js';
import { DEV_ENDPOINTS } from './dev/dev.endpoints.js';
import { REGISTRATION_ENDPOINTS, SCHOOL_REGISTRATION_ENDPOINTS } from './registration/registration.endpoints.js';
import { SCHOOL_LINK_ENDPOINTS } from './school-links/school-links.endpoints.js';
import { LESSON_ENDPOINTS, SCHOOL_RESOURCE_ENDPOINTS } from './scheduler/scheduler.endpoints.js';
import { AUTH_ENDPOINTS } from './auth/auth.endpoints.js';
import { PROFILE_ENDPOINTS } from './profile/profile.endpoints.js';
import { CONTACT_ENDPOINTS } from './contact/contact.endpoints.js';
import { PARTNER_SOCIAL_ENDPOINTS } from './school-links/partner-social.endpoints.js';
import { HEALTH_ENDPOINTS } from './common/health.endpoints.js';
import { MEDIA_ENDPOINTS } from './media/media.endpoints.js';
import { OPERATOR_ENDPOINTS } from './operator/operator.endpoints.js';
import { PRIVACY_ENDPOINTS } from './privacy/privacy.endpoints.js';

/**
 * Every endpoint the contract defines, domain by domain: the server registers exactly these routes
 * under API_BASE (a server test compares both ways).
 */
export const ENDPOINT_DEFINITIONS: readonly EndpointDefinition[] = [...EXAM_ENDPOINTS, ...LEARNING_ENDPOINTS, ...QUESTION_BANK_ENDPOINTS, ...STATS_ENDPOINTS, ...READINESS_ENDPOINTS, ...PAYMENT_ENDPOINTS, ...INTERNAL_EXAM_ENDPOINTS, ...ELEARNING_ENDPOINTS, ...ORDER_ENDPOINTS, ...DEV_ENDPOINTS, ...REGISTRATION_ENDPOINTS, ...SCHOOL_REGISTRATION_ENDPOINTS, ...SCHOOL_LINK_ENDPOINTS, ...LESSON_ENDPOINTS, ...SCHOOL_RESOURCE_ENDPOINTS, ...PKK_ENDPOINTS, ...PKK_SIGNING_ENDPOINTS, ...HEALTH_ENDPOINTS, ...MEDIA_ENDPOINTS, ...OPERATOR_ENDPOINTS, ...AUTH_ENDPOINTS, ...PROFILE_ENDPOINTS, ...SCHOOL_PROFILE_ENDPOINTS, ...SCHOOL_STUDENT_ENDPOINTS, ...CONTACT_ENDPOINTS, ...PARTNER_SOCIAL_ENDPOINTS, ...PRIVACY_ENDPOINTS];
