import {
  checkDiscount,
  paymentCorrection,
  paymentDocument,
  paymentsOfUser,
  paynowCreate,
  paynowNotification,
  payWithCode,
  payWithDiscountCode,
  subscriptionsForSchool,
  subscriptionsForStudent,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { sendPdfDownload, type App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { PaymentsService } from './payments.service.js';

/**
 * Subscriptions and payments (spec §7): the catalogue, discount checks, prepaid and promotional codes,
 * checkout through Paynow, Paynow's signed notifications and the payment history.
 */
export function registerPaymentRoutes(app: App, payments: PaymentsService): void {
  endpointRoute(app, subscriptionsForStudent, async (request) => payments.subscriptionsFor(callerOf(request), request.params.id));

  endpointRoute(app, subscriptionsForSchool, async () => payments.subscriptionsForSchool());

  endpointRoute(app, checkDiscount, async (request) => payments.checkDiscount(request.params.code, request.params.amount));

  endpointRoute(app, payWithCode, async (request) => payments.useAccessCode(callerOf(request), request.params.userId, request.params.code, 'PREPAID'));

  endpointRoute(app, payWithDiscountCode, async (request) => payments.useAccessCode(callerOf(request), request.params.userId, request.params.code, 'PROMO'));

  endpointRoute(app, paynowCreate, async (request) => payments.createPayment(request.auth, request.body, request.ip));

  endpointRoute(app, paymentsOfUser, async (request) => payments.paymentsOf(callerOf(request), request.params.id));

  endpointRoute(app, paymentDocument, async (request, reply) => sendPdfDownload(reply, await payments.documentOf(callerOf(request), request.params.id)));

  endpointRoute(app, paymentCorrection, async (request, reply) => sendPdfDownload(reply, await payments.correctionOf(callerOf(request), request.params.id)));

  // The signature covers the exact bytes Paynow sent, so this route alone reads JSON as a raw buffer:
  // the parser is replaced only inside this encapsulated scope.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    endpointRoute(scope, paynowNotification, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers.signature;
      const outcome = await payments.handleNotification(raw, Array.isArray(header) ? header[0] : header);
      return reply.status(202).send({ outcome });
    });
  });
}
