import { ORDER_ITEM_MAX, ORDERS_PAGE_SIZE, type Order, type OrderCreateRequest, type Product } from '@osk/contract';

/**
 * A quantity as typed, read on blur (school document §5 "Orders"): empty, negative or not a number
 * becomes 0; a fraction is rounded down (2.7 and "2,7" become 2); above ORDER_ITEM_MAX it is capped.
 */
export function normaliseQuantity(raw: string): number {
  const text = raw.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return 0;
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, ORDER_ITEM_MAX);
}

/** The books of the typed quantities (each read as on blur). */
export function totalOf(quantities: readonly string[]): number {
  return quantities.reduce((sum, raw) => sum + normaliseQuantity(raw), 0);
}

/** The order lines: the products with a quantity above 0, in the products' order. */
export function orderLines(products: readonly Product[], quantities: readonly string[]): Product[] {
  return products.map((p, i) => ({ name: p.name, number: normaliseQuantity(quantities[i] ?? '') })).filter((line) => line.number > 0);
}

/** The body of POST orders/create (school document §7). */
export function orderRequest(schoolId: number, lines: readonly Product[], now: Date = new Date()): OrderCreateRequest {
  return { createdDate: now.toISOString(), schoolId, status: 'NEW', items: lines.map(({ name, number }) => ({ name, number })) };
}

/** Newest first (by creation date, then id). */
export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
}

/** The orders of one page (0-based) and the number of pages, 10 per page (school document §9). */
export function pageOf<T>(items: readonly T[], page: number, size = ORDERS_PAGE_SIZE): { items: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(0, page), totalPages - 1);
  return { items: items.slice(current * size, current * size + size), page: current, totalPages };
}

