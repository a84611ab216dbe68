/** The payment history route (not yet in lib/routes.ts, which is shared; kept here with its feature). */
export const PAYMENTS_PATH = '/payments';
