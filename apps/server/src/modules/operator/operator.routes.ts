import { z } from 'zod';
import { IdParam, Order } from '@osk/contract';
import { errorResponses, type App } from '../../lib/http.js';
import { PKK_REGISTRY_NUMBER, type OperatorService } from './operator.service.js';

/** The most minutes ahead a block can be scheduled with inMinutes (10 years). */
const MAX_BLOCK_MINUTES = 10 * 366 * 24 * 60;

const SchoolRefParams = z.object({ ref: z.string().trim().min(1, 'msg.validation.required').max(254, 'msg.validation.too.long') });
const OrderIdParams = z.object({ id: IdParam });
const InvoiceNumber = z.string().trim().min(1, 'msg.validation.required').max(40, 'msg.validation.too.long');

/** `{at}` (ISO date-time with offset) or `{inMinutes}`, exactly one. */
export const BlockRequest = z
  .object({
    at: z.iso.datetime({ offset: true, error: 'msg.validation.invalid' }).optional(),
    inMinutes: z.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(0, 'msg.validation.invalid').max(MAX_BLOCK_MINUTES, 'msg.validation.invalid').optional(),
  })
  .refine((b) => (b.at === undefined) !== (b.inMinutes === undefined), { message: 'msg.validation.invalid', path: ['at'] });

/** `{registryNumber}` grants PKK with that number; `{registryNumber: null}` withdraws it. */
export const PkkAccessRequest = z.object({
  registryNumber: z.string({ error: 'msg.validation.invalid' }).trim().regex(PKK_REGISTRY_NUMBER, 'msg.validation.invalid').nullable(),
});
export const SchoolPkkResult = z.object({ schoolId: z.number().int(), email: z.string(), name: z.string(), canUsePkk: z.boolean(), pkkRegistryNumber: z.string().nullable() });
/** `{approved}`: approve (true) or withdraw (false) the school's content previews. */
export const ContentPreviewRequest = z.object({ approved: z.boolean({ error: 'msg.validation.invalid' }) });
export const SchoolContentPreviewResult = z.object({ schoolId: z.number().int(), email: z.string(), name: z.string(), contentPreviewApproved: z.boolean() });
export const OrderSentRequest = z.object({ invoiceNumber: InvoiceNumber.optional() });
export const InvoiceRequest = z.object({ invoiceNumber: InvoiceNumber });

export const SchoolBlockResult = z.object({ schoolId: z.number().int(), email: z.string(), name: z.string(), willBeBlockedAt: z.string().nullable() });
export const OrderSentResult = z.object({ order: Order, changed: z.boolean(), booksCredited: z.number().int(), numberOfBooks: z.number().int().nullable() });

/**
 * The operator's commands over HTTP, for the operator CLI while the running server holds the embedded
 * database: access 'operator' (a bearer token), hidden from the API docs.
 */
export function registerOperatorRoutes(app: App, operator: OperatorService): void {
  app.post(
    '/api/operator/schools/:ref/block',
    {
      config: { access: 'operator' },
      schema: { hide: true, params: SchoolRefParams, body: BlockRequest, response: { 200: SchoolBlockResult, ...errorResponses(400, 403, 404) } },
    },
    async (request) => {
      const { at, inMinutes } = request.body;
      return at !== undefined ? operator.scheduleBlock(request.params.ref, new Date(at)) : operator.scheduleBlockIn(request.params.ref, inMinutes ?? 0);
    },
  );

  app.post(
    '/api/operator/schools/:ref/unblock',
    {
      config: { access: 'operator' },
      schema: { hide: true, params: SchoolRefParams, response: { 200: SchoolBlockResult, ...errorResponses(400, 403, 404) } },
    },
    async (request) => operator.liftBlock(request.params.ref),
  );

  app.post(
    '/api/operator/schools/:ref/pkk',
    {
      config: { access: 'operator' },
      schema: { hide: true, params: SchoolRefParams, body: PkkAccessRequest, response: { 200: SchoolPkkResult, ...errorResponses(400, 403, 404) } },
    },
    async (request) => operator.setPkkAccess(request.params.ref, request.body.registryNumber),
  );

  app.post(
    '/api/operator/schools/:ref/content-preview',
    {
      config: { access: 'operator' },
      schema: { hide: true, params: SchoolRefParams, body: ContentPreviewRequest, response: { 200: SchoolContentPreviewResult, ...errorResponses(400, 403, 404) } },
    },
    async (request) => operator.setContentPreview(request.params.ref, request.body.approved),
  );

  app.post(
    '/api/operator/orders/:id/sent',
    {
      config: { access: 'operator' },
      schema: { hide: true, params: OrderIdParams, body: OrderSentRequest, response: { 200: OrderSentResult, ...errorResponses(400, 403, 404) } },
    },
    async (request) => operator.markOrderSent(request.params.id, request.body.invoiceNumber),
  );

  app.post(
    '/api/operator/orders/:id/invoice',
    {
      config: { access: 'operator' },
      schema: { hide: true, params: OrderIdParams, body: InvoiceRequest, response: { 200: Order, ...errorResponses(400, 403, 404) } },
    },
    async (request) => operator.setInvoice(request.params.id, request.body.invoiceNumber),
  );
}
