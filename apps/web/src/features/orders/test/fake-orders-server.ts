import { deliveryFeeFor, type LoginUser, type Order, type OrderCreateRequest, type Product, type School } from '@osk/contract';
import { vi } from 'vitest';
import { setSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, loginUserFixture } from '../../../test/app-test-utils';
import { aSchool } from '../../../test/school.fixture';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

export const PRODUCTS: Product[] = [
  { name: 'Podręcznik kat. B', number: 0 },
  { name: 'Podręcznik kat. A', number: 0 },
  { name: 'Testy kat. B', number: 0 },
];

/** An order of the school (5) with the given items. */
export function anOrder(id: number, overrides: Partial<Order> = {}): Order {
  const items = overrides.items ?? [{ name: 'Podręcznik kat. B', number: 20 }];
  const totalBooks = items.reduce((sum, i) => sum + i.number, 0);
  return {
    id,
    createdDate: new Date(Date.UTC(2026, 0, 1, 9, 0) + id * 86_400_000).toISOString(),
    schoolId: 5,
    status: 'NEW',
    items,
    invoice: null,
    totalBooks,
    deliveryFeeGrosz: deliveryFeeFor(totalBooks),
    sentDate: null,
    ...overrides,
  };
}

/**
 * A stand-in for the order calls (school document §7 "Orders") in component tests: school/show,
 * orders/products, orders/get/{schoolId} (403 for another school) and orders/create, which checks the
 * body as the contract does and stores the order. `failNext` makes the next write answer an error.
 */
export class FakeOrdersServer {
  readonly requests: Recorded[] = [];
  school: School;
  orders: Order[];
  products: Product[] = PRODUCTS;
  readonly failNext: Array<{ status: number; body: unknown }> = [];
  private nextId = 900;

  constructor(school: Partial<School> = {}, orders: Order[] = []) {
    this.school = aSchool(school);
    this.orders = orders;
  }

  calls(fragment: string): Recorded[] {
    return this.requests.filter((r) => r.path.includes(fragment));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api\/eprawko-rest\//, '');
    this.requests.push({ method, path, body });
    if (method !== 'GET') {
      const failure = this.failNext.shift();
      if (failure) return jsonResponse(failure.status, failure.body);
    }
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === 'school/show') return jsonResponse(200, this.school);
    if (method === 'GET' && path === 'orders/products') return jsonResponse(200, this.products);
    if (method === 'GET' && (m = /^orders\/get\/(\d+)$/.exec(path))) {
      if (Number(m[1]) !== this.school.id) return jsonResponse(403, { code: 'msg.error.forbidden', message: 'Forbidden' });
      return jsonResponse(200, this.orders);
    }
    if (method === 'POST' && path === 'orders/create') {
      const request = body as OrderCreateRequest;
      if (request.schoolId !== this.school.id) return jsonResponse(403, { code: 'msg.error.forbidden', message: 'Forbidden' });
      const total = request.items.reduce((sum, i) => sum + i.number, 0);
      if (total === 0) return jsonResponse(400, { code: 'msg.error.not.enough.books.in.order', message: 'Zamówienie musi zawierać co najmniej jedną książkę.' });
      const order = anOrder(this.nextId++, { createdDate: new Date().toISOString(), items: request.items.map(({ name, number }) => ({ name, number })) });
      this.orders = [...this.orders, order];
      return jsonResponse(200, order);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: `no fake for ${method} ${path}` });
  };
}

/** Serves the fake's calls and logs in the demo school's user. */
export function serveOrders(server: FakeOrdersServer): void {
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  setSessionUser(loginUserFixture({ id: 70, userName: 'osk@example.com', userType: 'SCHOOL', userSource: 'EPRAWKO' }) as LoginUser);
}
