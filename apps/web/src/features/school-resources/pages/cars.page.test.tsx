// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { aCar, FakeResourcesServer } from '../test/fake-resources-server';
import { inDays, pickOption, typeAndBlur } from '../test/helpers';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSessionUser();
});

function serverWith(count: number): FakeResourcesServer {
  const server = new FakeResourcesServer();
  server.cars = Array.from({ length: count }, (_, i) => aCar(i + 1));
  server.serve();
  return server;
}

describe('/cars list', () => {
  it('loads AVAILABLE cars by registration number, 10 per page with at most 10 page links', async () => {
    const server = serverWith(125);
    server.cars.push(aCar(500, { status: 'DAMAGED', registrationNumber: 'AA 00001' }));
    renderApp('/cars');

    const rows = await screen.findAllByTestId('car-row');
    expect(rows).toHaveLength(10);
    const q = server.lastQuery('lessons/cars');
    expect(q.get('status')).toBe('AVAILABLE');
    expect(q.get('sortBy')).toBe('registrationNumber');
    expect(q.get('direction')).toBe('ASC');
    expect(q.get('pageNumber')).toBe('0');
    expect(q.has('registrationNumber')).toBe(false);
    // The DAMAGED car is filtered out by the default status.
    expect(rows[0]!.textContent).toContain('WX 10001');
    expect(within(rows[0]!).getByTestId('car-status').textContent).toBe('Dostępny');
    // 13 pages, 10 links.
    expect(screen.getAllByTestId(/^page-\d+$/)).toHaveLength(10);
    fireEvent.click(screen.getByTestId('page-3'));
    await waitFor(() => expect(server.lastQuery('lessons/cars').get('pageNumber')).toBe('2'));
    await waitFor(() => expect(screen.getByTestId('page-3').getAttribute('aria-current')).toBe('page'));
    expect(screen.getAllByTestId('car-row')[0]!.textContent).toContain('WX 10021');
  });

  it('waits 500 ms after typing before filtering by registration number, and filters by status', async () => {
    const server = serverWith(3);
    server.cars.push(aCar(7, { registrationNumber: 'KR 7777', status: 'SERVICE' }));
    renderApp('/cars');
    await screen.findAllByTestId('car-row');
    const before = server.calls('lessons/cars', 'GET').length;

    vi.useFakeTimers();
    fireEvent.change(screen.getByTestId('filter-registrationNumber'), { target: { value: 'kr' } });
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(server.calls('lessons/cars', 'GET')).toHaveLength(before);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    // Let the request and the query's notifications (timers too) finish before real timers return.
    for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(20));
    vi.useRealTimers();
    await waitFor(() => expect(server.lastQuery('lessons/cars').get('registrationNumber')).toBe('kr'));
    await waitFor(() => expect(screen.getByTestId('cars-empty').textContent).toContain('Brak elementów do wyświetlenia.'));

    await pickOption('filter-status', 'W serwisie');
    await waitFor(() => expect(server.lastQuery('lessons/cars').get('status')).toBe('SERVICE'));
    expect((await screen.findAllByTestId('car-row'))[0]!.textContent).toContain('KR 7777');

    fireEvent.change(screen.getByTestId('filter-registrationNumber'), { target: { value: '' } });
    await pickOption('filter-status', 'Wszystkie');
    await waitFor(() => expect(server.lastQuery('lessons/cars').has('status')).toBe(false));
    await waitFor(() => expect(screen.getAllByTestId('car-row')).toHaveLength(4));
  });

  it('sorts by a column header, toggling the direction', async () => {
    const server = serverWith(3);
    server.cars[0] = aCar(1, { manufacturer: 'Skoda' });
    server.cars[1] = aCar(2, { manufacturer: 'Audi' });
    renderApp('/cars');
    await screen.findAllByTestId('car-row');

    fireEvent.click(screen.getByTestId('sort-manufacturer'));
    await waitFor(() => expect(server.lastQuery('lessons/cars').get('sortBy')).toBe('manufacturer'));
    expect(server.lastQuery('lessons/cars').get('direction')).toBe('ASC');
    await waitFor(() => expect(screen.getAllByTestId('car-row')[0]!.textContent).toContain('Audi'));
    fireEvent.click(screen.getByTestId('sort-manufacturer'));
    await waitFor(() => expect(server.lastQuery('lessons/cars').get('direction')).toBe('DESC'));
    await waitFor(() => expect(screen.getAllByTestId('car-row')[0]!.textContent).toContain('Toyota'));
  });

  it('marks checkup and insurance dates that are near or past', async () => {
    const server = new FakeResourcesServer();
    server.cars = [aCar(1, { nextCheckup: inDays(10), insuranceExpires: inDays(-1) }), aCar(2, { nextCheckup: inDays(60), insuranceExpires: null })];
    server.serve();
    renderApp('/cars');
    const rows = await screen.findAllByTestId('car-row');
    expect(within(rows[0]!).getByTestId('car-alert-checkup').getAttribute('aria-label')).toBe('Zbliża się termin przeglądu');
    expect(within(rows[0]!).getByTestId('car-alert-insurance').getAttribute('aria-label')).toBe('Ubezpieczenie wygasło');
    expect(within(rows[1]!).queryByTestId('car-alert-checkup')).toBeNull();
    expect(within(rows[1]!).queryByTestId('car-alert-insurance')).toBeNull();
  });
});

describe('/cars form', () => {
  it('creates a car: save offered while invalid and pressed shows the banner and each wrong field, defaults 2021 and AVAILABLE', async () => {
    const server = serverWith(0);
    renderApp('/cars');
    fireEvent.click(await screen.findByTestId('cars-add'));
    const form = await screen.findByTestId('car-form');
    expect((screen.getByTestId('car-year') as HTMLInputElement).value).toBe('2021');
    expect((screen.getByTestId('car-save') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('car-invalid')).toBeNull();
    expect(within(form).queryByTestId('car-remove')).toBeNull();

    // Pressed with the required fields empty: nothing is sent, the banner and the fields' messages show.
    fireEvent.click(screen.getByTestId('car-save'));
    expect(screen.getByTestId('car-invalid').textContent).toBe('Popraw błędne pola!');
    for (const field of ['car-registration', 'car-manufacturer', 'car-model']) expect(screen.getByTestId(field).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('car-year').getAttribute('aria-invalid')).not.toBe('true');
    expect(server.calls('lessons/cars', 'POST')).toHaveLength(0);

    typeAndBlur('car-registration', 'wx 12345');
    typeAndBlur('car-manufacturer', 'Kia');
    // The model is still missing: the banner stays until every field is right.
    expect(screen.getByTestId('car-invalid').textContent).toBe('Popraw błędne pola!');
    expect(screen.getByTestId('car-registration').getAttribute('aria-invalid')).not.toBe('true');
    typeAndBlur('car-model', 'Rio');
    expect(screen.queryByTestId('car-invalid')).toBeNull();
    fireEvent.change(screen.getByTestId('car-checkup'), { target: { value: '2027-05-01' } });
    fireEvent.change(screen.getByTestId('car-remarks'), { target: { value: 'Nowe opony' } });
    expect(screen.getByTestId('car-remarks-counter').textContent).toBe('10 / 1000');
    expect(screen.queryByTestId('car-invalid')).toBeNull();
    expect((screen.getByTestId('car-save') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('car-save'));

    await waitFor(() => expect(server.calls('lessons/cars', 'POST')).toHaveLength(1));
    expect(server.calls('lessons/cars', 'POST')[0]!.body).toEqual({
      id: null,
      registrationNumber: 'WX 12345',
      manufacturer: 'Kia',
      model: 'Rio',
      yearOfProduction: 2021,
      nextCheckup: '2027-05-01',
      insuranceExpires: null,
      status: 'AVAILABLE',
      vin: null,
      remarks: 'Nowe opony',
    });
    const rows = await screen.findAllByTestId('car-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('WX 12345');
    expect(rows[0]!.textContent).toContain('01.05.2027');
  });

  it('rejects remarks over 1000 characters and an impossible year', async () => {
    const server = serverWith(0);
    renderApp('/cars');
    fireEvent.click(await screen.findByTestId('cars-add'));
    await screen.findByTestId('car-form');
    typeAndBlur('car-registration', 'WX1');
    typeAndBlur('car-manufacturer', 'Kia');
    typeAndBlur('car-model', 'Rio');
    typeAndBlur('car-year', '1800');
    expect(screen.getByTestId('car-invalid')).toBeTruthy();
    expect(screen.getByTestId('car-year').getAttribute('aria-invalid')).toBe('true');
    typeAndBlur('car-year', '2019');
    expect(screen.queryByTestId('car-invalid')).toBeNull();
    // Remarks too long, not yet left: the counter says so; pressing save names the field.
    fireEvent.change(screen.getByTestId('car-remarks'), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByTestId('car-remarks-counter').textContent).toBe('1001 / 1000');
    fireEvent.click(screen.getByTestId('car-save'));
    expect(screen.getByTestId('car-invalid').textContent).toBe('Popraw błędne pola!');
    expect(screen.getByTestId('car-remarks').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('lessons/cars', 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('car-remarks'), { target: { value: 'x'.repeat(1000) } });
    expect(screen.queryByTestId('car-invalid')).toBeNull();
    fireEvent.click(screen.getByTestId('car-save'));
    await waitFor(() => expect(server.calls('lessons/cars', 'POST')).toHaveLength(1));
  });

  it('edits a car (POST with its id), shows a save failure, and deletes after confirmation', async () => {
    const server = serverWith(2);
    renderApp('/cars');
    fireEvent.click(within((await screen.findAllByTestId('car-row'))[1]!).getByTestId('car-edit'));
    await screen.findByTestId('car-form');
    expect((screen.getByTestId('car-registration') as HTMLInputElement).value).toBe('WX 10002');

    server.failNext.push({ status: 500, code: 'msg.error.internal' });
    typeAndBlur('car-model', 'Corolla');
    fireEvent.click(screen.getByTestId('car-save'));
    expect((await screen.findByTestId('car-failure')).textContent).toBe('Nie udało się zapisać samochodu.');
    fireEvent.click(screen.getByTestId('car-save'));
    await waitFor(() => expect(server.calls('lessons/cars', 'POST')).toHaveLength(2));
    expect(server.calls('lessons/cars', 'POST')[1]!.body).toMatchObject({ id: 2, model: 'Corolla', registrationNumber: 'WX 10002' });
    await waitFor(() => expect(screen.getAllByTestId('car-row')[1]!.textContent).toContain('Corolla'));

    fireEvent.click(within(screen.getAllByTestId('car-row')[0]!).getByTestId('car-edit'));
    fireEvent.click(await screen.findByTestId('car-remove'));
    server.failNext.push({ status: 500, code: 'msg.error.internal' });
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect((await screen.findByTestId('car-failure')).textContent).toBe('Nie udało się usunąć samochodu.');
    fireEvent.click(screen.getByTestId('car-remove'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(server.calls('lessons/cars/1', 'DELETE')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByTestId('car-row')).toHaveLength(1));
    expect(screen.getAllByTestId('car-row')[0]!.textContent).toContain('WX 10002');
  });

  it('keeps the list page and filters after returning from a form', async () => {
    const server = serverWith(25);
    renderApp('/cars');
    await screen.findAllByTestId('car-row');
    fireEvent.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(screen.getByTestId('page-2').getAttribute('aria-current')).toBe('page'));
    fireEvent.click(within(screen.getAllByTestId('car-row')[0]!).getByTestId('car-edit'));
    fireEvent.click(await screen.findByTestId('car-cancel'));
    await waitFor(() => expect(screen.getByTestId('page-2').getAttribute('aria-current')).toBe('page'));
    expect(server.lastQuery('lessons/cars').get('pageNumber')).toBe('1');
  });
});
