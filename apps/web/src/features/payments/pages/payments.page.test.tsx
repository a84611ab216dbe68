// @vitest-environment jsdom
import type { LoginUser, Payment } from '@osk/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { aStudent } from '../../../test/student.fixture';

const fetchMock = vi.fn<typeof fetch>();

function payment(id: number, overrides: Partial<Payment> = {}): Payment {
  return {
    id,
    firstName: 'Ola',
    lastName: 'Nowak',
    email: 'ola@example.com',
    description: `Dostęp ${id}`,
    amount: 1900 + id,
    status: 'FINISHED',
    paymentStart: new Date(Date.UTC(2026, 9, id, 9, 30)).toISOString(),
    errorCode: null,
    transactionId: `P-${id}`,
    confirmationType: 'RECEIPT',
    quantity: 1,
    ...overrides,
  };
}

function serve(payments: Payment[], userId = 7) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes(`/payment/show/by/user/${userId}`)) return jsonResponse(200, payments);
    // Another user's payments: the fake server refuses them as the real one does.
    if (url.includes('/payment/show/by/user/')) return jsonResponse(403, { code: 'msg.error.forbidden', message: 'nie' });
    // The shell's subscription notice reads the student; a long access keeps it quiet.
    if (url.endsWith('/student/show')) return jsonResponse(200, aStudent({ learningAvailableTill: '2099-01-01' }));
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'nie ma' });
  });
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSessionUser(loginUserFixture() as LoginUser);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

function rowIds(): string[] {
  return screen.getAllByTestId(/^payment-row-/).map((row) => row.getAttribute('data-testid') ?? '');
}

// Whole-app renders; generous time on a busy shared machine.
describe('/payments', { timeout: 15_000 }, () => {
  it('lists 5 payments per page, newest first, and pages through the rest', async () => {
    serve(Array.from({ length: 12 }, (_, i) => payment(i + 1)));
    renderApp('/payments');
    await screen.findByTestId('payment-history');
    expect(rowIds()).toEqual(['payment-row-12', 'payment-row-11', 'payment-row-10', 'payment-row-9', 'payment-row-8']);
    const pagination = screen.getByTestId('payment-pagination');
    fireEvent.click(within(pagination).getByText('3'));
    expect(rowIds()).toEqual(['payment-row-2', 'payment-row-1']);
  });

  it('shows the chosen payment in the detail panel, amount in złoty', async () => {
    serve([payment(1), payment(2, { status: 'REJECTED', amount: 2950, errorCode: 'REJECTED', transactionId: 'NOLV-8F9-08K-WGD', description: 'Zakup: 40 dni' })]);
    renderApp('/payments');
    await screen.findByTestId('payment-history');
    expect(screen.getByTestId('payment-detail').textContent).toContain('Wybierz płatność z listy');
    fireEvent.click(screen.getByTestId('payment-row-2'));
    const detail = screen.getByTestId('payment-detail');
    expect(within(detail).getByTestId('payment-detail-description').textContent).toBe('Zakup: 40 dni');
    expect(within(detail).getByTestId('payment-detail-amount').textContent).toBe('29,50 zł');
    expect(within(detail).getByTestId('payment-status').textContent).toBe('Odrzucona');
    expect(within(detail).getByTestId('payment-detail-start').textContent).toBe('02.10.2026 11:30');
    expect(within(detail).getByTestId('payment-detail-transaction').textContent).toBe('NOLV-8F9-08K-WGD');
    expect(within(detail).getByTestId('payment-detail-error').textContent).toBe('REJECTED');
  });

  it('offers the subscription page when there are no payments', async () => {
    serve([]);
    renderApp('/payments');
    const empty = await screen.findByTestId('payments-empty');
    expect(within(empty).getByRole('link', { name: 'Kup dostęp' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByTestId('payment-pagination')).toBeNull();
  });

  it('works for a school: its own payments by its user id, with the quantity bought', async () => {
    clearSessionUser();
    setSessionUser(loginUserFixture({ id: 70, userName: 'osk@example.com', userType: 'SCHOOL' }) as LoginUser);
    serve([payment(1, { quantity: 25, amount: 45000, firstName: 'OSK Demo', lastName: '5260250995', description: 'Dostęp dla kursantów' }), payment(2)], 70);
    renderApp('/payments');
    await screen.findByTestId('payment-history');
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/payment/show/by/user/'))).toEqual([
      expect.stringContaining('/payment/show/by/user/70'),
    ]);
    fireEvent.click(screen.getByTestId('payment-row-1'));
    const detail = screen.getByTestId('payment-detail');
    expect(within(detail).getByTestId('payment-detail-quantity').textContent).toBe('25');
    expect(within(detail).getByTestId('payment-detail-amount').textContent).toBe('450 zł');
  });

  it('keeps visitors out of /payments', async () => {
    clearSessionUser();
    serve([]);
    renderApp('/payments');
    await screen.findByTestId('action-page');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/payment/show/'))).toBe(false);
  });
});
