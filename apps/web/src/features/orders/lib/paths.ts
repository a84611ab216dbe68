/** Paths of the school's order screens (school document §2.1). */
export const ORDER_PATHS = {
  school: '/school',
  schoolEdit: '/school/edit',
  create: '/order/create',
  list: '/order/orders',
} as const;
