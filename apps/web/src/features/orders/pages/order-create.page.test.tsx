// @vitest-environment jsdom
import type { OrderCreateRequest } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError } from '../../../test/fake-api';
import { FakeOrdersServer, serveOrders } from '../test/fake-orders-server';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const qty = (index: number) => screen.getByTestId(`order-qty-${index}`) as HTMLInputElement;
const type = (index: number, value: string) => {
  fireEvent.change(qty(index), { target: { value } });
  fireEvent.blur(qty(index));
};

async function openCreate(server: FakeOrdersServer) {
  serveOrders(server);
  renderApp('/order/create');
  await screen.findByTestId('order-qty-2');
}

describe('/order/create', () => {
  it('shows one labelled input per product and normalises on blur (empty, -3, abc → 0; 2.7 → 2)', async () => {
    const server = new FakeOrdersServer();
    await openCreate(server);
    expect(screen.getByLabelText('Podręcznik kat. B')).toBe(qty(0));
    expect(screen.getByLabelText('Testy kat. B')).toBe(qty(2));
    type(0, '');
    expect(qty(0).value).toBe('0');
    type(0, '-3');
    expect(qty(0).value).toBe('0');
    type(1, 'abc');
    expect(qty(1).value).toBe('0');
    type(2, '2.7');
    expect(qty(2).value).toBe('2');
    // The running total follows typing, before the blur.
    fireEvent.change(qty(0), { target: { value: '5' } });
    expect(screen.getByTestId('order-total').textContent).toBe('7');
  });

  it('refuses an all-zero order with msg.error.not.enough.books.in.order and stays', async () => {
    const server = new FakeOrdersServer();
    await openCreate(server);
    type(0, '-1');
    fireEvent.click(screen.getByTestId('order-next'));
    expect((await screen.findByTestId('order-error')).textContent).toBe('Zamówienie musi zawierać co najmniej jedną książkę.');
    expect(screen.queryByTestId('order-summary')).toBeNull();
    expect(screen.getByTestId('order-stage-create')).toBeTruthy();
    expect(server.calls('orders/create')).toHaveLength(0);
  });

  it('10 books without a billing e-mail: both warnings and 25,00 zł; Edytuj keeps the numbers', async () => {
    const server = new FakeOrdersServer({ billingEmail: null });
    await openCreate(server);
    type(0, '4');
    type(2, '6');
    fireEvent.click(screen.getByTestId('order-next'));
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getAllByTestId('order-summary-item').map((r) => r.textContent)).toEqual(['Podręcznik kat. B4', 'Testy kat. B6']);
    expect(screen.getByTestId('order-summary-total').textContent).toBe('10');
    expect(screen.getByTestId('order-fee').textContent).toBe('25,00 zł');
    expect(screen.getByTestId('order-warning-shipping').textContent).toBe('Zamówienie poniżej 18 sztuk nie ma darmowej dostawy — doliczymy 25 zł za dostawę.');
    expect(screen.getByTestId('order-warning-billing').textContent).toContain('Nie podano adresu e-mail do faktur. Uzupełnij dane rozliczeniowe w danych szkoły.');
    expect(screen.getByTestId('order-billing-link').getAttribute('href')).toBe('/school/edit');

    fireEvent.click(screen.getByTestId('order-edit'));
    await screen.findByTestId('order-stage-create');
    expect([qty(0).value, qty(1).value, qty(2).value]).toEqual(['4', '0', '6']);
    expect(screen.getByTestId('order-total').textContent).toBe('10');
  });

  it('20 books with a billing e-mail: no shipping warning, no fee, no billing warning', async () => {
    const server = new FakeOrdersServer({ billingEmail: 'faktury@example.com' });
    await openCreate(server);
    type(0, '20');
    fireEvent.click(screen.getByTestId('order-next'));
    await screen.findByTestId('order-summary');
    expect(screen.getByTestId('order-fee').textContent).toBe('darmowa dostawa');
    expect(screen.queryByTestId('order-warning-shipping')).toBeNull();
    expect(screen.queryByTestId('order-warning-billing')).toBeNull();
  });

  it('17 books still pays delivery; 18 does not', async () => {
    const server = new FakeOrdersServer({ billingEmail: 'faktury@example.com' });
    await openCreate(server);
    type(1, '17');
    fireEvent.click(screen.getByTestId('order-next'));
    await screen.findByTestId('order-summary');
    expect(screen.getByTestId('order-fee').textContent).toBe('25,00 zł');
    fireEvent.click(screen.getByTestId('order-edit'));
    await screen.findByTestId('order-stage-create');
    type(1, '18');
    fireEvent.click(screen.getByTestId('order-next'));
    await screen.findByTestId('order-summary');
    expect(screen.getByTestId('order-fee').textContent).toBe('darmowa dostawa');
    expect(screen.queryByTestId('order-warning-shipping')).toBeNull();
  });

  it('Zamów posts the order body (only lines above 0) and opens the list with the new order', async () => {
    const server = new FakeOrdersServer({ billingEmail: 'faktury@example.com' });
    await openCreate(server);
    type(0, '4');
    type(2, '6');
    fireEvent.click(screen.getByTestId('order-next'));
    await screen.findByTestId('order-summary');
    const before = Date.now();
    fireEvent.click(screen.getByTestId('order-submit'));

    await screen.findByTestId('orders-list-page');
    const posted = server.calls('orders/create');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.method).toBe('POST');
    const body = posted[0]!.body as OrderCreateRequest;
    expect(Object.keys(body).sort()).toEqual(['createdDate', 'items', 'schoolId', 'status']);
    expect(body.schoolId).toBe(5);
    expect(body.status).toBe('NEW');
    expect(body.items).toEqual([
      { name: 'Podręcznik kat. B', number: 4 },
      { name: 'Testy kat. B', number: 6 },
    ]);
    expect(Date.parse(body.createdDate!)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await screen.findByText('Zamówienie zostało złożone.')).toBeTruthy();
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('order-detail-items').textContent).toContain('Testy kat. B × 6');
    expect(within(detail).getByTestId('order-detail-fee').textContent).toBe('25,00 zł');
    expect(screen.getAllByTestId('order-row')).toHaveLength(1);
  });

  it('a failed order shows msg.error.order.failed, or the server field message, and keeps the numbers', async () => {
    const server = new FakeOrdersServer({ billingEmail: 'faktury@example.com' });
    server.failNext.push({ status: 500, body: { code: 'INTERNAL', message: 'boom' } });
    server.failNext.push({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: [{ field: 'items.0.number', message: 'Liczba sztuk musi być liczbą całkowitą od 0 do 10000.' }] },
    });
    await openCreate(server);
    type(0, '3');
    fireEvent.click(screen.getByTestId('order-next'));
    await screen.findByTestId('order-summary');

    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(screen.getByTestId('order-error').textContent).toBe('Nie udało się złożyć zamówienia.'));
    expect(screen.getByTestId('order-summary-total').textContent).toBe('3');

    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(screen.getByTestId('order-error').textContent).toBe('Liczba sztuk musi być liczbą całkowitą od 0 do 10000.'));
    expect(screen.queryByTestId('orders-list-page')).toBeNull();
    fireEvent.click(screen.getByTestId('order-edit'));
    await screen.findByTestId('order-stage-create');
    expect(qty(0).value).toBe('3');
    expect(server.orders).toHaveLength(0);
  });

  it('a products load error shows the reason with a retry', async () => {
    const server = new FakeOrdersServer();
    serveOrders(server);
    let failing = true;
    server.api.get('ordersProducts', () => (failing ? apiError(500, 'msg.error.internal', 'x') : server.products));
    renderApp('/order/create');
    const error = await screen.findByTestId('orders-error');
    expect(error.textContent).toContain('Nie udało się wczytać danych.');
    failing = false;
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId('order-qty-0');
  });
});
