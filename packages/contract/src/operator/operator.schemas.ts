import { z } from 'zod';
import { Order } from '../orders/order.schemas.js';

/** The most minutes ahead a block can be scheduled with inMinutes (10 years). */
const MAX_BLOCK_MINUTES = 10 * 366 * 24 * 60;

/** A school's number in the register of driving schools: 1 to 20 digits, letters, '/' or '-'. */
export const PKK_REGISTRY_NUMBER = /^[0-9A-Z/-]{1,20}$/i;

/** A school named by its id or its login e-mail. */
export const OperatorSchoolRefParams = z.object({ ref: z.string().trim().min(1, 'msg.validation.required').max(254, 'msg.validation.too.long') });
const InvoiceNumber = z.string().trim().min(1, 'msg.validation.required').max(40, 'msg.validation.too.long');

/** `{at}` (ISO date-time with offset) or `{inMinutes}`, exactly one. */
export const BlockRequest = z
  .object({
    at: z.iso.datetime({ offset: true, error: 'msg.validation.invalid' }).optional(),
    inMinutes: z.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(0, 'msg.validation.invalid').max(MAX_BLOCK_MINUTES, 'msg.validation.invalid').optional(),
    /** "Until paid" (issue 24): the school's next paid payment for days lifts the block. */
    untilPaid: z.boolean({ error: 'msg.validation.invalid' }).optional(),
  })
  .refine((b) => (b.at === undefined) !== (b.inMinutes === undefined), { message: 'msg.validation.invalid', path: ['at'] });

/** `{registryNumber}` grants PKK with that number; `{registryNumber: null}` withdraws it. */
export const PkkAccessRequest = z.object({
  registryNumber: z.string({ error: 'msg.validation.invalid' }).trim().regex(PKK_REGISTRY_NUMBER, 'msg.validation.invalid').nullable(),
});
export const SchoolPkkResult = z.object({ schoolId: z.int(), email: z.string(), name: z.string(), canUsePkk: z.boolean(), pkkRegistryNumber: z.string().nullable() });
/** `{approved}`: approve (true) or withdraw (false) the school's content previews. */
export const ContentPreviewRequest = z.object({ approved: z.boolean({ error: 'msg.validation.invalid' }) });
export const SchoolContentPreviewResult = z.object({ schoolId: z.int(), email: z.string(), name: z.string(), contentPreviewApproved: z.boolean() });
export const OrderSentRequest = z.object({ invoiceNumber: InvoiceNumber.optional() });
export const InvoiceRequest = z.object({ invoiceNumber: InvoiceNumber });

export const SchoolBlockResult = z.object({ schoolId: z.int(), email: z.string(), name: z.string(), willBeBlockedAt: z.string().nullable(), untilPaid: z.boolean().optional() });
export const OrderSentResult = z.object({ order: Order, changed: z.boolean(), booksCredited: z.int(), numberOfBooks: z.int().nullable() });

/** `refund <paymentId> [--amount grosz]` (issue 24): the amount in grosz, default the whole payment. */
export const RefundRequest = z.object({ amount: z.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(1, 'msg.validation.invalid').max(2_147_483_647, 'msg.validation.invalid').optional() });
export const RefundResult = z.object({
  paymentId: z.int(),
  refundId: z.string().nullable(),
  status: z.string(),
  amountGrosz: z.int(),
  daysTakenBack: z.int().nullable(),
  /** False: the payment had been refunded already and nothing changed. */
  changed: z.boolean(),
  /** The correction issued with the refund: KOR/yyyy/nnnnnn (of an invoice) or KPAR/yyyy/nnnnnn (of a receipt); null when none was issued. */
  correctionNumber: z.string().nullable().optional(),
});
export type RefundResult = z.infer<typeof RefundResult>;
