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
import type { FastifyReply } from 'fastify';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { RegistrationOutcome, RegistrationService } from './registration.service.js';

/** A new account answers 201; a repeated request answered again, 200. */
function sendOutcome(reply: FastifyReply, outcome: RegistrationOutcome): FastifyReply {
  return reply.status(outcome.created ? 201 : 200).send(outcome.result);
}

/**
 * Registration calls (spec §7): student/create, student/create/coupon, checkIfEmailExists,
 * checkIfPhoneNumberExists, coupon/checkCoupon/{coupon}; and activation through the mailed link
 * (activate/{uuid}, our path: the spec shows only the page).
 */
export function registerRegistrationRoutes(app: App, registration: RegistrationService): void {
  endpointRoute(app, studentCreate, async (request, reply) => sendOutcome(reply, await registration.registerStudent(request.body, request.language)), {
    config: { throttle: 'registration' },
  });

  endpointRoute(app, studentCreateCoupon, async (request, reply) => sendOutcome(reply, await registration.registerWithCoupon(request.body, request.language)), {
    config: { throttle: 'registration' },
  });

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
