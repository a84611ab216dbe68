import {
  operatorOrderInvoice,
  operatorOrderSent,
  operatorPaymentRefund,
  operatorSchoolBlock,
  operatorSchoolContentPreview,
  operatorSchoolPkk,
  operatorSchoolUnblock,
} from '@osk/contract';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { OperatorService } from './operator.service.js';

/**
 * The operator's commands over HTTP, for the operator CLI while the running server holds the embedded
 * database: access 'operator' (a bearer token), hidden from the API docs.
 */
export function registerOperatorRoutes(app: App, operator: OperatorService): void {
  endpointRoute(app, operatorSchoolBlock, async (request) => {
    const { at, inMinutes, untilPaid } = request.body;
    return at !== undefined ? operator.scheduleBlock(request.params.ref, new Date(at), untilPaid ?? false) : operator.scheduleBlockIn(request.params.ref, inMinutes ?? 0, untilPaid ?? false);
  });
  endpointRoute(app, operatorSchoolUnblock, async (request) => operator.liftBlock(request.params.ref));
  endpointRoute(app, operatorSchoolPkk, async (request) => operator.setPkkAccess(request.params.ref, request.body.registryNumber));
  endpointRoute(app, operatorSchoolContentPreview, async (request) => operator.setContentPreview(request.params.ref, request.body.approved));
  endpointRoute(app, operatorOrderSent, async (request) => operator.markOrderSent(request.params.id, request.body.invoiceNumber));
  endpointRoute(app, operatorOrderInvoice, async (request) => operator.setInvoice(request.params.id, request.body.invoiceNumber));
  endpointRoute(app, operatorPaymentRefund, async (request) => operator.refund(request.params.id, request.body.amount));
}
