import {
  ActivationLink,
  BooleanAnswer,
  ActivationParams,
  ActivationRequest,
  ActivationResent,
  ActivationResult,
  CouponCheckParams,
  CouponRegistrationRequest,
  EmailExistsRequest,
  PhoneExistsRequest,
  PhoneExistsResult,
  RegistrationResult,
  StudentRegistrationRequest,
} from '@osk/contract';
import { errorResponses, type App } from '../../lib/http.js';
import type { RegistrationService } from './registration.service.js';

/**
 * Registration calls (spec §7): student/create, student/create/coupon, checkIfEmailExists,
 * checkIfPhoneNumberExists, coupon/checkCoupon/{coupon}; and activation through the mailed link
 * (activate/{uuid}, our path: the spec shows only the page).
 */
export function registerRegistrationRoutes(app: App, registration: RegistrationService): void {
  app.put(
    '/api/eprawko-rest/student/create',
    {
      config: { access: 'anonymous', throttle: 'registration' },
      schema: {
        tags: ['registration'],
        summary: 'Register a learner (NEW account, activation mail in the caller language); a repeated identical request answers 200 without a second mail',
        body: StudentRegistrationRequest,
        response: { 200: RegistrationResult, 201: RegistrationResult, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await registration.registerStudent(request.body, request.language);
      return reply.status(outcome.created ? 201 : 200).send(outcome.result);
    },
  );

  app.put(
    '/api/eprawko-rest/student/create/coupon',
    {
      config: { access: 'anonymous', throttle: 'registration' },
      schema: {
        tags: ['registration'],
        summary: 'Register a learner with a coupon; the activation link lets the learner set the password',
        body: CouponRegistrationRequest,
        response: { 200: RegistrationResult, 201: RegistrationResult, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await registration.registerWithCoupon(request.body, request.language);
      return reply.status(outcome.created ? 201 : 200).send(outcome.result);
    },
  );

  app.post(
    '/api/eprawko-rest/checkIfEmailExists',
    {
      config: { access: 'optional', paymentBlock: 'open' },
      schema: {
        tags: ['registration'],
        summary: 'Whether an account uses the e-mail address',
        body: EmailExistsRequest,
        response: { 200: BooleanAnswer, ...errorResponses(400) },
      },
    },
    async (request) => registration.emailExists(request.body.email),
  );

  app.post(
    '/api/eprawko-rest/checkIfPhoneNumberExists',
    {
      config: { access: 'optional', paymentBlock: 'open' },
      schema: {
        tags: ['registration'],
        summary: 'Whether an account uses the phone number; a foreign number answers international',
        body: PhoneExistsRequest,
        response: { 200: PhoneExistsResult, ...errorResponses(400) },
      },
    },
    async (request) => registration.phoneExists(request.body.phoneNumber),
  );

  app.get(
    '/api/eprawko-rest/coupon/checkCoupon/:coupon',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['registration'],
        summary: 'Whether a coupon can be used (known, unused, not expired)',
        params: CouponCheckParams,
        response: { 200: BooleanAnswer, ...errorResponses(400) },
      },
    },
    async (request) => registration.couponUsable(request.params.coupon),
  );

  app.get(
    '/api/eprawko-rest/activate/:uuid',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['registration'],
        summary: 'Describe an activation link without using it',
        params: ActivationParams,
        response: { 200: ActivationLink, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => registration.describeActivation(request.params.uuid),
  );

  app.post(
    '/api/eprawko-rest/activate/:uuid',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['registration'],
        summary: 'Activate the account of a link (NEW -> ACTIVE); coupon accounts send their password and names',
        params: ActivationParams,
        body: ActivationRequest,
        response: { 200: ActivationResult, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => registration.activate(request.params.uuid, request.body),
  );

  app.post(
    '/api/eprawko-rest/activate/:uuid/resend',
    {
      config: { access: 'anonymous', throttle: 'activationResend' },
      schema: {
        tags: ['registration'],
        summary: 'Mail a fresh activation link for an account still waiting for activation',
        params: ActivationParams,
        response: { 202: ActivationResent, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request, reply) => reply.status(202).send(await registration.resendActivation(request.params.uuid)),
  );
}
