/** The paths of the payment endpoints (spec §7); see exams/exams.paths.ts for why they stand apart. */
export const PAYMENT_PATHS = {
  subscriptionsForStudent: 'eprawko-rest/subscription/show/for/student/{id}',
  checkDiscount: 'eprawko-rest/coupon/checkDiscount/{code}/{amount}',
  paynowCreate: 'eprawko-rest/paynow/create',
  /** Our addition: where Paynow posts its signed notifications. */
  paynowNotification: 'eprawko-rest/paynow/notification',
  payWithCode: 'eprawko-rest/subscription/codes/pay/with/{code}/for/{userId}',
  payWithDiscountCode: 'eprawko-rest/subscription/discount/pay/with/{code}/for/{userId}',
  paymentsOfUser: 'eprawko-rest/payment/show/by/user/{id}',
  /** Our addition: the receipt or invoice (PDF) of one of the caller's paid payments, as it was mailed. */
  paymentDocument: 'eprawko-rest/payment/document/{id}',
  paymentCorrection: 'eprawko-rest/payment/document/{id}/correction',
  subscriptionsForSchool: 'eprawko-rest/subscription/show/for/school',
} as const;
