/** The paths of the operator's commands over HTTP (our addition, for the operator CLI); see exams/exams.paths.ts for why they stand apart. */
export const OPERATOR_PATHS = {
  operatorSchoolBlock: 'operator/schools/{ref}/block',
  operatorSchoolUnblock: 'operator/schools/{ref}/unblock',
  operatorSchoolPkk: 'operator/schools/{ref}/pkk',
  operatorSchoolContentPreview: 'operator/schools/{ref}/content-preview',
  operatorOrderSent: 'operator/orders/{id}/sent',
  operatorOrderInvoice: 'operator/orders/{id}/invoice',
  operatorPaymentRefund: 'operator/payments/{id}/refund',
} as const;
