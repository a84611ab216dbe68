import { deliveryFeeFor, OrderCreateRequest, type ApiError, type LoginUser, type Order, type Product, type School } from '@osk/contract';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import { apiError, FakeApi, FakeReply, forbidden, SCHOOL_USER } from '../../../test/fake-api';
import { aSchool } from '../../../test/school.fixture';

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
  school: School;
  orders: Order[];
  products: Product[] = PRODUCTS;
  readonly failNext: Array<{ status: number; body: ApiError }> = [];
  private nextId = 900;

  constructor(school: Partial<School> = {}, orders: Order[] = []) {
    this.school = aSchool(school);
    this.orders = orders;
  }

  /** The calls whose path (after eprawko-rest/) contains a fragment. */
  calls(fragment: string): Array<{ method: string; path: string; body: unknown }> {
    return this.api
      .calls()
      .map(({ method, path, body }) => ({ method, path: path.replace(/^eprawko-rest\//, ''), body }))
      .filter((r) => r.path.includes(fragment));
  }

  /** The next write answers the first of failNext, if any. */
  private failure(): FakeReply<ApiError> | null {
    const next = this.failNext.shift();
    return next ? new FakeReply(next.status, next.body) : null;
  }

  readonly api = new FakeApi()
    .get('schoolShow', () => this.school)
    .get('ordersProducts', () => this.products)
    .get('ordersOfSchool', ({ params }) => (Number(params.schoolId) === this.school.id ? this.orders : forbidden()))
    .post('ordersCreate', ({ body }) => {
      const failure = this.failure();
      if (failure) return failure;
      const request = OrderCreateRequest.parse(body);
      if (request.schoolId !== this.school.id) return forbidden();
      const total = request.items.reduce((sum, i) => sum + i.number, 0);
      if (total === 0) return apiError(400, 'msg.error.not.enough.books.in.order', 'Zamówienie musi zawierać co najmniej jedną książkę.');
      const order = anOrder(this.nextId++, { createdDate: new Date().toISOString(), items: request.items.map(({ name, number }) => ({ name, number })) });
      this.orders = [...this.orders, order];
      return order;
    });

  readonly fetch = this.api.fetch;
}

/** Serves the fake's calls and logs in the demo school's user. */
export function serveOrders(server: FakeOrdersServer): void {
  server.api.install();
  setSessionUser(loginUserFixture(SCHOOL_USER) as LoginUser);
}
