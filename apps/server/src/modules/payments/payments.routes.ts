import { z } from 'zod';
import { CodeUseResult, Payment, PaymentRedirect, PaymentRequest, SchoolSubscription, Subscription } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { PaymentsService } from './payments.service.js';

const idField = z.coerce
  .number({ error: 'msg.validation.invalid' })
  .int('msg.validation.invalid')
  .positive('msg.validation.invalid')
  .max(2_147_483_647, 'msg.validation.invalid');
const codeField = z
  .string({ error: 'msg.warn.cant.use.code' })
  .trim()
  .min(1, 'msg.warn.cant.use.code')
  .max(32, 'msg.warn.cant.use.code')
  .regex(/^[A-Za-z0-9_-]+$/, 'msg.warn.cant.use.code');

const IdParams = z.object({ id: idField });
const DiscountParams = z.object({
  code: codeField,
  amount: z.coerce
    .number({ error: 'msg.payments.amount.invalid' })
    .int('msg.payments.amount.invalid')
    .positive('msg.payments.amount.invalid')
    .max(100_000_000, 'msg.payments.amount.invalid'),
});
const CodeUseParams = z.object({ code: codeField, userId: idField });
const NotificationAnswer = z.object({ outcome: z.enum(['applied', 'ignored']) });

/**
 * Subscriptions and payments (spec §7): the catalogue, discount checks, prepaid and promotional codes,
 * checkout through Paynow, Paynow's signed notifications and the payment history.
 */
export function registerPaymentRoutes(app: App, payments: PaymentsService): void {
  app.get(
    '/api/eprawko-rest/subscription/show/for/student/:id',
    {
      config: { access: 'student', learnerParam: 'id' },
      schema: {
        tags: ['payments'],
        summary: "The subscriptions on sale, for the caller's own student record (id = Student.id); partner-platform and internal accounts cannot buy (403)",
        params: IdParams,
        response: { 200: z.array(Subscription), ...errorResponses(400, 403) },
      },
    },
    async (request) => payments.subscriptionsFor(callerOf(request), request.params.id),
  );

  app.get(
    '/api/eprawko-rest/subscription/show/for/school',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags: ['payments'],
        summary: 'The school offer: learner accesses a school buys in a quantity (LONG/SHORT, with a book, with e-lectures)',
        response: { 200: z.array(SchoolSubscription), ...errorResponses(403) },
      },
    },
    async () => payments.subscriptionsForSchool(),
  );

  app.get(
    '/api/eprawko-rest/coupon/checkDiscount/:code/:amount',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['payments'],
        summary: 'The amount (grosz) after a discount code; an unusable code answers the amount unchanged',
        params: DiscountParams,
        response: { 200: z.number().int(), ...errorResponses(400, 403) },
      },
    },
    async (request) => payments.checkDiscount(request.params.code, request.params.amount),
  );

  app.get(
    '/api/eprawko-rest/subscription/codes/pay/with/:code/for/:userId',
    {
      // Learners and schools (a school's code adds its days to the school's stock); others 403.
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['payments'],
        summary:
          "Use a prepaid code for the caller's own account: a learner's access from the later of today and the current end; a school's days of learning added to its stock (days = the stock after)",
        params: CodeUseParams,
        response: { 200: CodeUseResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => payments.useAccessCode(callerOf(request), request.params.userId, request.params.code, 'PREPAID'),
  );

  app.get(
    '/api/eprawko-rest/subscription/discount/pay/with/:code/for/:userId',
    {
      config: { access: 'student' },
      schema: {
        tags: ['payments'],
        summary: "Use a promotional code (90-day access) for the caller's own account",
        params: CodeUseParams,
        response: { 200: CodeUseResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => payments.useAccessCode(callerOf(request), request.params.userId, request.params.code, 'PROMO'),
  );

  app.post(
    '/api/eprawko-rest/paynow/create',
    {
      // Optional so that a visitor hears "registration is required to buy" rather than "not logged in".
      config: { access: 'optional', paymentBlock: 'open' },
      schema: {
        tags: ['payments'],
        summary: 'Start a payment: the server prices it, records it (NEW) and answers the Paynow payment page',
        body: PaymentRequest,
        response: { 200: PaymentRedirect, ...errorResponses(400, 403, 503) },
      },
    },
    async (request) => payments.createPayment(request.auth, request.body, request.ip),
  );

  app.get(
    '/api/eprawko-rest/payment/show/by/user/:id',
    {
      config: { access: 'authenticated', paymentBlock: 'payments' },
      schema: {
        tags: ['payments'],
        summary: "The caller's own payments, newest first (amounts in grosz)",
        params: IdParams,
        response: { 200: z.array(Payment), ...errorResponses(400, 403) },
      },
    },
    async (request) => payments.paymentsOf(callerOf(request), request.params.id),
  );

  app.get(
    '/api/eprawko-rest/payment/document/:id',
    {
      // Learners and schools alike: each reads only its own payments.
      config: { access: 'authenticated', paymentBlock: 'payments' },
      schema: {
        tags: ['payments'],
        summary:
          "The receipt or invoice (PDF) of one of the caller's paid payments, the document that was mailed; another user's payment, an unknown one or one not paid answers 404",
        params: IdParams,
        response: { 200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('The receipt or invoice, application/pdf'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await payments.documentOf(callerOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  // The signature covers the exact bytes Paynow sent, so this route alone reads JSON as a raw buffer:
  // the parser is replaced only inside this encapsulated scope.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/eprawko-rest/paynow/notification',
      {
        config: { access: 'anonymous' },
        schema: {
          tags: ['payments'],
          summary: "Paynow's signed payment notification (Signature header over the raw body); 202 when handled, 400 when refused (nothing changed)",
          response: { 202: NotificationAnswer, ...errorResponses(400, 415) },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers.signature;
        const outcome = await payments.handleNotification(raw, Array.isArray(header) ? header[0] : header);
        return reply.status(202).send({ outcome });
      },
    );
  });
}
