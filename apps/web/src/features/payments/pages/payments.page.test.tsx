// @vitest-environment jsdom
import type { LoginUser, Payment } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { fakeApi, fileResponse, forbidden, type FakeApi } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';

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
    product: { subscriptionType: 'TIMEBASED', numberOfDays: 120, multiLanguage: true, accessType: null, withBook: false, withLectures: false },
    ...overrides,
  };
}

const SCHOOL_LONG = { subscriptionType: 'TIMEBASED', numberOfDays: 120, multiLanguage: true, accessType: 'LONG', withBook: true, withLectures: false } as const;

function serve(payments: Payment[], userId = 7): FakeApi {
  return (
    fakeApi()
      // Another user's payments: the fake server refuses them as the real one does.
      .get('paymentsOfUser', ({ params }) => (params.id === String(userId) ? payments : forbidden()))
      .get('paymentDocument', ({ params }) => fileResponse(`paragon_${params.id}.pdf`, '%PDF-1.7 receipt'))
      // The shell's subscription notice reads the student; a long access keeps it quiet.
      .get('studentShow', aStudent({ learningAvailableTill: '2099-01-01' }))
  );
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
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
    serve([
      payment(1),
      payment(2, {
        status: 'REJECTED',
        amount: 2950,
        errorCode: 'REJECTED',
        transactionId: 'NOLV-8F9-08K-WGD',
        description: 'Prawko OSK: dostęp 40 dni',
        product: { subscriptionType: 'TIMEBASED', numberOfDays: 40, multiLanguage: false, accessType: null, withBook: false, withLectures: false },
      }),
    ]);
    renderApp('/payments');
    await screen.findByTestId('payment-history');
    expect(screen.getByTestId('payment-detail').textContent).toContain('Wybierz płatność z listy');
    fireEvent.click(screen.getByTestId('payment-row-2'));
    const detail = screen.getByTestId('payment-detail');
    expect(within(detail).getByTestId('payment-detail-description').textContent).toBe('Dostęp do nauki i egzaminów, 40 dni, tylko język polski');
    // Nothing to download for a payment that was not paid.
    expect(within(detail).queryByTestId('payment-detail-download')).toBeNull();
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
    const api = serve([payment(1, { quantity: 25, amount: 45000, firstName: 'OSK Demo', lastName: '5260250995', description: '25 × dostęp LONG 120 dni', product: SCHOOL_LONG }), payment(2)], 70);
    renderApp('/payments');
    await screen.findByTestId('payment-history');
    expect(api.calls('paymentsOfUser').map((call) => call.params.id)).toEqual(['70']);
    fireEvent.click(screen.getByTestId('payment-row-1'));
    const detail = screen.getByTestId('payment-detail');
    expect(within(detail).getByTestId('payment-detail-quantity').textContent).toBe('25');
    expect(within(detail).getByTestId('payment-detail-amount').textContent).toBe('450 zł');
    // The product in words, never the access code.
    expect(within(detail).getByTestId('payment-detail-description').textContent).toBe('25 × Dostęp długi dla kursanta do nauki i egzaminów, 120 dni, z podręcznikiem');
    expect(screen.getByTestId('payment-row-1').textContent).not.toMatch(/LONG/);
  });

  it('names the product in the interface language', async () => {
    await setUpI18n('de');
    onTestFinished(async () => {
      await setUpI18n('pl');
    });
    serve([payment(1)]);
    renderApp('/payments');
    await screen.findByTestId('payment-history');
    expect(screen.getByTestId('payment-row-1').textContent).toContain('Zugang zum Lernen und zu Prüfungen, 120 Tage, alle Sprachen');
  });

  it("downloads a paid payment's receipt again, with the session header", async () => {
    const api = serve([payment(3, { confirmationType: 'INVOICE' }), payment(4, { status: 'STARTED' })]);
    const created: Blob[] = [];
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    // jsdom has no object URLs: stand-ins for the two calls, put back after the test.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:receipt';
    });
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderApp('/payments');
    await screen.findByTestId('payment-history');
    fireEvent.click(screen.getByTestId('payment-row-4'));
    expect(within(screen.getByTestId('payment-detail')).queryByTestId('payment-detail-download')).toBeNull();
    fireEvent.click(screen.getByTestId('payment-row-3'));
    const button = within(screen.getByTestId('payment-detail')).getByTestId('payment-detail-download');
    expect(button.textContent).toBe('Pobierz fakturę');
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    const [call] = api.calls('paymentDocument');
    expect(call?.params.id).toBe('3');
    expect(call?.headers.get('jsessionid')).toBe('session-123');
    expect(clicked[0]?.download).toBe('paragon_3.pdf');
    expect(await created[0]?.text()).toBe('%PDF-1.7 receipt');
  });

  it("shows a refunded payment's refund and downloads its correction invoice; a payment without a refund has neither", async () => {
    const api = serve([payment(5, { confirmationType: 'INVOICE', refund: { amount: 1905, status: 'SUCCESSFUL', correctionNumber: 'KOR/2026/000007' } }), payment(6, { refund: null })]).get('paymentCorrection', ({ params }) =>
      fileResponse(`korekta_${params.id}.pdf`, '%PDF-1.7 correction'),
    );
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:correction');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderApp('/payments');
    await screen.findByTestId('payment-history');
    fireEvent.click(screen.getByTestId('payment-row-6'));
    const plain = screen.getByTestId('payment-detail');
    expect(within(plain).queryByTestId('payment-detail-refund')).toBeNull();
    expect(within(plain).queryByTestId('payment-detail-correction')).toBeNull();
    fireEvent.click(screen.getByTestId('payment-row-5'));
    const detail = screen.getByTestId('payment-detail');
    expect(within(detail).getByTestId('payment-detail-refund').textContent).toMatch(/19,05\s*zł, zakończony/);
    const button = within(detail).getByTestId('payment-detail-correction');
    expect(button.textContent).toBe('Pobierz fakturę korygującą KOR/2026/000007');
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.calls('paymentCorrection')[0]?.params.id).toBe('5');
    expect(clicked[0]?.download).toBe('korekta_5.pdf');
  });

  it('keeps visitors out of /payments', async () => {
    clearSessionUser();
    const api = serve([]);
    renderApp('/payments');
    await screen.findByTestId('action-page');
    expect(api.calls('paymentsOfUser')).toEqual([]);
  });
});
