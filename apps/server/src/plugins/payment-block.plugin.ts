import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAYMENT_BLOCKED_CODE } from '@osk/contract';
import { isPaymentBlockedCaller } from '../access/access.policy.js';
import type { Clock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';

const API = '/api/eprawko-rest';

/**
 * The API side of the payment block (school document §4): the calls behind the pages a blocked school
 * may not open (/school/changePin, /school/changeDefaultPassword, /school/changePhoneNumber,
 * /school/students..., /school/exams, /school/internalAccounts, /stats/, /exam/..., /payments).
 * Closing a running internal exam (exam/internal/close, state) stays open so that a block that falls
 * during an exam cannot leave the service locked. Route patterns as registered (method and URL).
 */
export const PAYMENT_BLOCK_GUARDED_ROUTES: readonly string[] = [
  // /school/changePin, /school/changeDefaultPassword, /school/changePhoneNumber
  `POST ${API}/school/updatePin`,
  `POST ${API}/school/updateDefaultPassword`,
  `POST ${API}/changePhoneNumber`,
  // /school/students, /school/students/create, /school/students/edit/, /school/internalAccounts
  `GET ${API}/student/count/school/v2/:schoolId`,
  `GET ${API}/student/show/school/v2/:schoolId`,
  `GET ${API}/student/show/school/internal/:schoolId`,
  `GET ${API}/student/show/id/:id`,
  `POST ${API}/student/update`,
  `POST ${API}/checkIfEmailExistsBySchool`,
  `POST ${API}/checkIfPhoneNumberExistsBySchool`,
  `POST ${API}/school/create/student`,
  `POST ${API}/school/create/student/temporal`,
  `PUT ${API}/school/attach/student`,
  `POST ${API}/school/assign/:days/days/to/student/:studentId/source/LEARN`,
  `POST ${API}/school/assign/days/to/student/:studentId/source/LECTURES`,
  `POST ${API}/school/assign/internal/exams/to/student/:studentId`,
  `POST ${API}/school/resend`,
  `POST ${API}/school/remove/student`,
  // /school/exams, /stats/
  `POST ${API}/exam/light/count/by/school`,
  `POST ${API}/exam/light/show/by/school`,
  `GET ${API}/exam/delete/:id`,
  `GET ${API}/exam/light/show/by/student/:studentId`,
  `GET ${API}/exam/show/:id`,
  `GET ${API}/pdf/exam/:pesel/:userId/:examId`,
  `GET ${API}/pdf/exam/:pesel/:firstName/:lastName/:userId/:examId/:dateMs/:printTime`,
  // /exam/internal, /exam/online
  `PUT ${API}/exam/internal/create/category/:category/lang/:lang`,
  // /payments
  `GET ${API}/payment/show/by/user/:id`,
  `GET ${API}/payment/document/:id`,
];

const GUARDED = new Set(PAYMENT_BLOCK_GUARDED_ROUTES);

/**
 * Refuses a payment-blocked school's guarded calls with 403 {@link PAYMENT_BLOCKED_CODE}, so the block
 * the web's navigation guard shows cannot be bypassed by calling the API. Runs after the access plugin
 * (it reads the caller it resolved); only SCHOOL callers are subject to the block.
 */
export const paymentBlockPlugin = fp(
  async (app: FastifyInstance, opts: { clock: Clock }) => {
    app.addHook('onRequest', async (request) => {
      if (request.is404 || !isPaymentBlockedCaller(request.auth, opts.clock.now())) return;
      if (GUARDED.has(`${request.method} ${request.routeOptions.url ?? ''}`)) throw new AppError(403, PAYMENT_BLOCKED_CODE);
    });
  },
  { name: 'payment-block', dependencies: ['access'] },
);
