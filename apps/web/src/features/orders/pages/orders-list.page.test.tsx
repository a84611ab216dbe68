// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { anOrder, FakeOrdersServer, serveOrders } from '../test/fake-orders-server';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('/order/orders', () => {
  it('lists the school’s orders newest first, 10 per page, and opens the detail panel of a row', async () => {
    // Order n is placed on 1 Jan 2026 + n days, 10:00 Warsaw time.
    const orders = Array.from({ length: 23 }, (_, i) => anOrder(i + 1));
    orders[0] = anOrder(1, {
      status: 'SEND',
      items: [
        { name: 'Podręcznik kat. B', number: 6 },
        { name: 'Testy kat. B', number: 4 },
      ],
      invoice: { invoiceNumber: 'FV/2026/01/7' },
      sentDate: '2026-01-05T13:30:00.000Z',
    });
    const server = new FakeOrdersServer({}, orders);
    serveOrders(server);
    renderApp('/order/orders');

    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(10);
    expect(server.calls('orders/get/')).toHaveLength(1);
    expect(server.calls('orders/get/')[0]!.path).toBe('orders/get/5');
    expect(rows[0]!.textContent).toContain('24.01.2026 10:00');
    expect(within(rows[0]!).getByTestId('order-status').textContent).toBe('Nowe');
    expect(within(rows[0]!).getByTestId('order-books').textContent).toBe('20');
    expect(screen.getAllByTestId(/^page-\d+$/)).toHaveLength(3);
    expect(screen.queryByTestId('order-detail')).toBeNull();

    fireEvent.click(screen.getByTestId('page-3'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(screen.getByTestId('page-3').getAttribute('aria-current')).toBe('page');
    const last = screen.getAllByTestId('order-row')[2]!;
    expect(last.textContent).toContain('02.01.2026 10:00');
    expect(within(last).getByTestId('order-status').textContent).toBe('Wysłane');

    fireEvent.click(last);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('order-detail-created').textContent).toBe('02.01.2026 10:00');
    expect(within(detail).getByTestId('order-detail-status').textContent).toBe('Wysłane');
    expect(within(detail).getByTestId('order-detail-items').textContent).toBe('Podręcznik kat. B × 6Testy kat. B × 4');
    expect(within(detail).getByTestId('order-detail-total').textContent).toBe('10');
    expect(within(detail).getByTestId('order-detail-fee').textContent).toBe('25,00 zł');
    expect(within(detail).getByTestId('order-detail-invoice').textContent).toBe('FV/2026/01/7');
    expect(within(detail).getByTestId('order-detail-sent').textContent).toBe('05.01.2026 14:30');

    // Another row: no invoice yet, not sent, free delivery.
    fireEvent.click(within(screen.getAllByTestId('order-row')[0]!).getByTestId('order-open'));
    await waitFor(() => expect(screen.getByTestId('order-detail-created').textContent).toBe('04.01.2026 10:00'));
    expect(screen.getByTestId('order-detail-invoice').textContent).toBe('—');
    expect(screen.getByTestId('order-detail-sent').textContent).toBe('—');
    expect(screen.getByTestId('order-detail-fee').textContent).toBe('darmowa dostawa');
    fireEvent.click(screen.getByTestId('order-detail-close'));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    expect(screen.getByTestId('orders-add').getAttribute('href')).toBe('/order/create');
  });

  it('shows at most 10 page links', async () => {
    const server = new FakeOrdersServer({}, Array.from({ length: 135 }, (_, i) => anOrder(i + 1)));
    serveOrders(server);
    renderApp('/order/orders');
    await screen.findAllByTestId('order-row');
    expect(screen.getAllByTestId(/^page-\d+$/)).toHaveLength(10);
    fireEvent.click(screen.getByTestId('page-next'));
    await waitFor(() => expect(screen.getByTestId('page-2').getAttribute('aria-current')).toBe('page'));
  });

  it('shows the empty state with a link to create an order', async () => {
    const server = new FakeOrdersServer({}, []);
    serveOrders(server);
    renderApp('/order/orders');
    const empty = await screen.findByTestId('orders-empty');
    expect(empty.textContent).toContain('Brak zamówień');
    expect(within(empty).getByTestId('orders-empty-create').getAttribute('href')).toBe('/order/create');
    expect(screen.queryByTestId('orders-table')).toBeNull();
  });

  it('takes the block date the school read answers: a school blocked after its login goes from here to /school/blocked, not to a guarded page', async () => {
    const server = new FakeOrdersServer({ willBeBlockedAt: '2026-01-10T09:00:00.000Z' }, [anOrder(1)]);
    serveOrders(server);
    renderApp('/order/orders');
    // Not a guarded page: it opens.
    await screen.findAllByTestId('order-row');
    expect(screen.getByTestId('orders-list-page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('nav-createStudents'));
    expect(await screen.findByTestId('school-blocked-page')).toBeTruthy();
    expect(screen.queryByTestId('create-choice-page')).toBeNull();
  });

  it('is for logged-in schools only: a visitor is sent to NOT_LOGGED_IN without any order call', async () => {
    const server = new FakeOrdersServer({}, [anOrder(1)]);
    serveOrders(server);
    clearSessionUser();
    renderApp('/order/orders');
    expect(await screen.findByText('Nie jesteś zalogowany')).toBeTruthy();
    expect(screen.queryByTestId('orders-list-page')).toBeNull();
    expect(server.calls('orders/')).toHaveLength(0);
  });
});
