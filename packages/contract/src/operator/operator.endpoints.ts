import { defineEndpoint, IdPathParams } from '../common/endpoint.js';
import { Order } from '../orders/order.schemas.js';
import { OPERATOR_PATHS } from './operator.paths.js';
import {
  BlockRequest,
  ContentPreviewRequest,
  InvoiceRequest,
  OperatorSchoolRefParams,
  OrderSentRequest,
  OrderSentResult,
  PkkAccessRequest,
  RefundRequest,
  RefundResult,
  SchoolBlockResult,
  SchoolContentPreviewResult,
  SchoolPkkResult,
} from './operator.schemas.js';

/**
 * The operator's commands over HTTP, for the operator CLI while the running server holds the embedded
 * database: access 'operator' (a bearer token), hidden from the API docs.
 */
const operator = { method: 'POST', access: 'operator', errors: [400, 403, 404], hide: true } as const;

export const operatorSchoolBlock = defineEndpoint({
  ...operator,
  path: OPERATOR_PATHS.operatorSchoolBlock,
  params: OperatorSchoolRefParams,
  body: BlockRequest,
  responses: { 200: SchoolBlockResult },
});

export const operatorSchoolUnblock = defineEndpoint({
  ...operator,
  path: OPERATOR_PATHS.operatorSchoolUnblock,
  params: OperatorSchoolRefParams,
  responses: { 200: SchoolBlockResult },
});

export const operatorSchoolPkk = defineEndpoint({
  ...operator,
  path: OPERATOR_PATHS.operatorSchoolPkk,
  params: OperatorSchoolRefParams,
  body: PkkAccessRequest,
  responses: { 200: SchoolPkkResult },
});

export const operatorSchoolContentPreview = defineEndpoint({
  ...operator,
  path: OPERATOR_PATHS.operatorSchoolContentPreview,
  params: OperatorSchoolRefParams,
  body: ContentPreviewRequest,
  responses: { 200: SchoolContentPreviewResult },
});

export const operatorOrderSent = defineEndpoint({
  ...operator,
  path: OPERATOR_PATHS.operatorOrderSent,
  params: IdPathParams,
  body: OrderSentRequest,
  responses: { 200: OrderSentResult },
});

export const operatorOrderInvoice = defineEndpoint({
  ...operator,
  path: OPERATOR_PATHS.operatorOrderInvoice,
  params: IdPathParams,
  body: InvoiceRequest,
  responses: { 200: Order },
});

/** Every operator endpoint, in the order the server registers them. */
/** Refunds a paid payment through Paynow and takes back its days, once (issue 24). */
export const operatorPaymentRefund = defineEndpoint({
  ...operator,
  errors: [400, 403, 404, 409, 503],
  path: OPERATOR_PATHS.operatorPaymentRefund,
  params: IdPathParams,
  body: RefundRequest,
  responses: { 200: RefundResult },
});

export const OPERATOR_ENDPOINTS = [operatorSchoolBlock, operatorSchoolUnblock, operatorSchoolPkk, operatorSchoolContentPreview, operatorOrderSent, operatorOrderInvoice, operatorPaymentRefund] as const;
