import { pageWindow } from '../../../components/page-links';
import { describe, expect, it } from 'vitest';
import { newestFirst, normaliseQuantity, orderLines, orderRequest, pageOf, totalOf } from './order-form';
import { anOrder, PRODUCTS } from '../test/fake-orders-server';

describe('order form', () => {
  it('reads a quantity as the blur does: empty, negative, not a number → 0; fractions down; capped', () => {
    expect(normaliseQuantity('')).toBe(0);
    expect(normaliseQuantity('  ')).toBe(0);
    expect(normaliseQuantity('-3')).toBe(0);
    expect(normaliseQuantity('abc')).toBe(0);
    expect(normaliseQuantity('12abc')).toBe(0);
    expect(normaliseQuantity('1e3')).toBe(0);
    expect(normaliseQuantity('7')).toBe(7);
    expect(normaliseQuantity(' 07 ')).toBe(7);
    expect(normaliseQuantity('2.7')).toBe(2);
    expect(normaliseQuantity('2,7')).toBe(2);
    expect(normaliseQuantity('0.5')).toBe(0);
    expect(normaliseQuantity('99999')).toBe(10000);
  });

  it('totals, lines above zero and the request body', () => {
    const q = ['4', 'x', '6'];
    expect(totalOf(q)).toBe(10);
    const lines = orderLines(PRODUCTS, q);
    expect(lines).toEqual([
      { name: 'Podręcznik kat. B', number: 4 },
      { name: 'Testy kat. B', number: 6 },
    ]);
    expect(orderRequest(5, lines, new Date('2026-03-01T10:00:00Z'))).toEqual({ createdDate: '2026-03-01T10:00:00.000Z', schoolId: 5, status: 'NEW', items: lines });
  });

  it('pages 10 per page, newest first, at most 10 links', () => {
    const orders = newestFirst(Array.from({ length: 23 }, (_, i) => anOrder(i + 1)));
    expect(orders[0]!.id).toBe(23);
    expect(pageOf(orders, 2).items.map((o) => o.id)).toEqual([3, 2, 1]);
    expect(pageOf(orders, 9).page).toBe(2);
    expect(pageOf([], 0).totalPages).toBe(1);
    expect(pageWindow(0, 30)).toHaveLength(10);
    expect(pageWindow(29, 30).at(-1)).toBe(29);
  });
});
