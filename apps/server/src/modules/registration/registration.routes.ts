import {
  activationActivate,
  activationDescribe,
  activationResend,
  couponCheck,
  emailExistsCheck,
  phoneExistsCheck,
  studentCreate,
  studentCreateCoupon,
} from '@osk/contract';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { RegistrationService } from './registration.service.js';

/**
 * Registration calls (spec §7): student/create, student/create/coupon, checkIfEmailExists,
 * checkIfPhoneNumberExists, coupon/checkCoupon/{coupon}; and activation through the mailed link
 * (activate/{uuid}, our path: the spec shows only the page).
 */
export function registerRegistrationRoutes(app: App, registration: RegistrationService): void {
  endpointRoute(
    app,
    studentCreate,
    async (request, reply) => {
      const outcome = await registration.registerStudent(request.body, request.language);
      return reply.status(outcome.created ? 201 : 200).send(outcome.result);
    },
    { config: { throttle: 'registration' } },
  );

  endpointRoute(
    app,
    studentCreateCoupon,
    async (request, reply) => {
      const outcome = await registration.registerWithCoupon(request.body, request.language);
      return reply.status(outcome.created ? 201 : 200).send(outcome.result);
    },
    { config: { throttle: 'registration' } },
  );

  endpointRoute(app, emailExistsCheck, async (request) => registration.emailExists(request.body.email));

  endpointRoute(app, phoneExistsCheck, async (request) => registration.phoneExists(request.body.phoneNumber));

  endpointRoute(app, couponCheck, async (request) => registration.couponUsable(request.params.coupon));

  endpointRoute(app, activationDescribe, async (request) => registration.describeActivation(request.params.uuid));

  endpointRoute(app, activationActivate, async (request) => registration.activate(request.params.uuid, request.body));

  endpointRoute(
    app,
    activationResend,
    async (request, reply) => reply.status(202).send(await registration.resendActivation(request.params.uuid)),
    { config: { throttle: 'activationResend' } },
  );
}
