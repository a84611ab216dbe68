import { endpoint } from '../common/endpoint.js';
import { SchoolRegistrationRequest } from '../school/school.schemas.js';
import {
  ActivationLink,
  ActivationParams,
  ActivationRequest,
  ActivationResent,
  ActivationResult,
  BooleanAnswer,
  CouponCheckParams,
  CouponRegistrationRequest,
  EmailExistsRequest,
  PhoneExistsRequest,
  PhoneExistsResult,
  RegistrationResult,
  StudentRegistrationRequest,
} from './registration.schemas.js';
import { REGISTRATION_PATHS } from './registration.paths.js';

const anonymous = { access: 'anonymous', tags: ['registration'] } as const;
/** The existence checks: anonymous callers (the forms) and logged-in ones (a school adding people). */
const check = { access: 'optional', paymentBlock: 'open', tags: ['registration'] } as const;

/**
 * Registration calls (spec §7): student/create, student/create/coupon, checkIfEmailExists,
 * checkIfPhoneNumberExists, coupon/checkCoupon/{coupon}; activation through the mailed link
 * (activate/{uuid}, our path: the spec shows only the page); and the school's registration (school/create).
 * The server throttles the registrations and the resending of a link.
 */
export const studentCreate = endpoint('PUT', REGISTRATION_PATHS.studentCreate, {
  body: StudentRegistrationRequest,
  responses: { 200: RegistrationResult, 201: RegistrationResult },
  errors: [400, 404, 409, 429],
  ...anonymous,
  summary: 'Register a learner (NEW account, activation mail in the caller language); a repeated identical request answers 200 without a second mail',
});

export const studentCreateCoupon = endpoint('PUT', REGISTRATION_PATHS.studentCreateCoupon, {
  body: CouponRegistrationRequest,
  responses: { 200: RegistrationResult, 201: RegistrationResult },
  errors: [400, 404, 409, 429],
  ...anonymous,
  summary: 'Register a learner with a coupon; the activation link lets the learner set the password',
});

export const emailExistsCheck = endpoint('POST', REGISTRATION_PATHS.checkIfEmailExists, {
  body: EmailExistsRequest,
  responses: { 200: BooleanAnswer },
  errors: [400],
  ...check,
  summary: 'Whether an account uses the e-mail address',
});

export const phoneExistsCheck = endpoint('POST', REGISTRATION_PATHS.checkIfPhoneNumberExists, {
  body: PhoneExistsRequest,
  responses: { 200: PhoneExistsResult },
  errors: [400],
  ...check,
  summary: 'Whether an account uses the phone number; a foreign number answers international',
});

export const couponCheck = endpoint('GET', REGISTRATION_PATHS.checkCoupon, {
  params: CouponCheckParams,
  responses: { 200: BooleanAnswer },
  errors: [400],
  ...anonymous,
  summary: 'Whether a coupon can be used (known, unused, not expired)',
});

export const activationDescribe = endpoint('GET', REGISTRATION_PATHS.activate, {
  params: ActivationParams,
  responses: { 200: ActivationLink },
  errors: [400, 404, 410],
  ...anonymous,
  summary: 'Describe an activation link without using it',
});

export const activationActivate = endpoint('POST', REGISTRATION_PATHS.activate, {
  params: ActivationParams,
  body: ActivationRequest,
  responses: { 200: ActivationResult },
  errors: [400, 404, 410],
  ...anonymous,
  summary: 'Activate the account of a link (NEW -> ACTIVE); coupon accounts send their password and names',
});

export const activationResend = endpoint('POST', REGISTRATION_PATHS.activateResend, {
  params: ActivationParams,
  responses: { 202: ActivationResent },
  errors: [400, 404, 410, 429],
  ...anonymous,
  summary: 'Mail a fresh activation link for an account still waiting for activation',
});

export const schoolCreate = endpoint('POST', REGISTRATION_PATHS.schoolCreate, {
  body: SchoolRegistrationRequest,
  responses: { 201: RegistrationResult },
  errors: [400, 409, 429],
  access: 'anonymous',
  tags: ['school'],
  summary: 'Register a school: a NEW school account and the activation mail, as for learners',
  description: 'A used e-mail or phone answers 409 msg.validation.email.already.used / msg.validation.phone.already.used.',
});

/** The learner's registration endpoints, in the order the server registers them (registration module). */
export const REGISTRATION_ENDPOINTS = [
  studentCreate,
  studentCreateCoupon,
  emailExistsCheck,
  phoneExistsCheck,
  couponCheck,
  activationDescribe,
  activationActivate,
  activationResend,
] as const;

/** The school's registration (registered by the schools module). */
export const SCHOOL_REGISTRATION_ENDPOINTS = [schoolCreate] as const;
