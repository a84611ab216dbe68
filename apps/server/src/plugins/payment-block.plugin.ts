import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAYMENT_BLOCK_GUARDED_PAGES, PAYMENT_BLOCKED_CODE, type PaymentBlockDeclaration } from '@osk/contract';
import { isPaymentBlockedCaller } from '../access/access.policy.js';
import type { Access } from '../access/caller.js';
import type { Clock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the payment block guards the route (ADR 026): the group of the contract's guarded pages
     * (PAYMENT_BLOCK_GUARDED_PAGES) whose calls it serves, or 'open'. Declared by every route a school
     * may call, and only by those.
     */
    paymentBlock?: PaymentBlockDeclaration;
  }
}

/** The access levels that admit a SCHOOL caller: their routes must declare `paymentBlock`. */
export const SCHOOL_ACCESS: readonly Access[] = ['school', 'staff', 'authenticated', 'optional'];

/** Whether a declaration names the block: a group of guarded pages, or 'open'. */
export function isPaymentBlockDeclaration(value: unknown): value is PaymentBlockDeclaration {
  return value === 'open' || (typeof value === 'string' && Object.hasOwn(PAYMENT_BLOCK_GUARDED_PAGES, value));
}

/**
 * The API side of the payment block (school document §4): a blocked school's calls to a route that
 * declares a group of guarded pages answer 403 {@link PAYMENT_BLOCKED_CODE}, so the block the web's
 * navigation guard shows cannot be bypassed by calling the API. Runs after the access plugin (it reads
 * the caller it resolved); only SCHOOL callers are subject to the block. A route that lets a school in
 * without a declaration answers a school 500, as a route without an access declaration answers
 * everyone (ADR 003); a test enumerates the routes.
 */
export const paymentBlockPlugin = fp(
  async (app: FastifyInstance, opts: { clock: Clock }) => {
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.auth?.userType !== 'SCHOOL') return;
      const declared = request.routeOptions.config.paymentBlock;
      if (!isPaymentBlockDeclaration(declared)) throw new AppError(500, 'msg.error.internal');
      if (declared === 'open' || !isPaymentBlockedCaller(request.auth, opts.clock.now())) return;
      throw new AppError(403, PAYMENT_BLOCKED_CODE);
    });
  },
  { name: 'payment-block', dependencies: ['access'] },
);
