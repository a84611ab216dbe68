/** The paths of the book-order endpoints (school document §7); see exams/exams.paths.ts for why they stand apart. */
export const ORDER_PATHS = {
  ordersProducts: 'eprawko-rest/orders/products',
  ordersOfSchool: 'eprawko-rest/orders/get/{schoolId}',
  ordersCreate: 'eprawko-rest/orders/create',
} as const;
