import { Order, ordersCreate, ordersOfSchool, ordersProducts, Product, type OrderCreateRequest } from '@osk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult, ResponseParser } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';

// The school's order calls (school document §7 "Orders"). The school itself is the current school
// of entities/school, shared with the school home.

/** A list answer: a plain array, or a page whose content is taken. */
function listOf<T>(item: { parse(input: unknown): T }): ResponseParser<T[]> {
  return {
    parse(input) {
      const items = Array.isArray(input) ? input : (input as { content?: unknown } | null)?.content;
      if (!Array.isArray(items)) throw new Error('not a list');
      return items.map((one) => item.parse(one));
    },
  };
}

/** GET orders/products: what can be ordered. */
export function useProducts() {
  return useQuery({
    queryKey: ['orders', 'products'] as const,
    queryFn: ({ signal }) => apiCall(ordersProducts, {}, { parser: listOf(Product), signal }),
    staleTime: 10 * 60_000,
  });
}

export function schoolOrdersKey(schoolId: number) {
  return ['orders', 'school', schoolId] as const;
}

/** GET orders/get/{schoolId}: the school's orders. */
export function useSchoolOrders(schoolId: number) {
  return useQuery({
    queryKey: schoolOrdersKey(schoolId),
    queryFn: ({ signal }) => apiCall(ordersOfSchool, { params: { schoolId } }, { parser: listOf(Order), signal }),
  });
}

/** Forgets the cached orders so the list reloads with the new one. */
export function useRefreshOrders(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['orders', 'school'] });
}

/** The saved order when the answer is one (the list is reloaded either way). */
const CreatedOrder: ResponseParser<Order | null> = {
  parse(input) {
    const parsed = Order.safeParse(input);
    return parsed.success ? parsed.data : null;
  },
};

/** POST orders/create {createdDate, schoolId, status, items}: answers the saved order. */
export function createOrder(request: OrderCreateRequest): Promise<ApiResult<Order | null>> {
  return apiCall(ordersCreate, { body: request }, { parser: CreatedOrder });
}
