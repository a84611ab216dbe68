// @vitest-environment jsdom
import type { ApiError, LoginUser, PaymentRedirect, Subscription } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi, type FakeReply } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';
import { PurchaseDialog } from './purchase-dialog';

let api: FakeApi;

const forty: Subscription = {
  id: 11,
  type: 'ONLINE',
  subscriptionType: 'TIMEBASED',
  numberOfDays: 40,
  price: 29,
  priceGrosz: 2900,
  multiLanguage: true,
  discountAvailable: true,
};

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi();
  setSessionUser(loginUserFixture() as LoginUser);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

/** Answers discount checks with `discount` (a price, or a 404) and the create call with `create` (no create call without it). */
function serve({ discount, create }: { discount?: number | 404; create?: PaymentRedirect | FakeReply<ApiError> }) {
  api.get('checkDiscount', discount === undefined || discount === 404 ? apiError(404, 'msg.error.not.found', 'nie ma') : discount);
  if (create) api.post('paynowCreate', create);
}

function renderDialog() {
  const redirect = vi.fn<(url: string) => void>();
  const onClose = vi.fn();
  renderWithProviders(<PurchaseDialog subscription={forty} student={aStudent({ firstName: 'Ola', lastName: 'Nowak', email: 'ola@example.com' })} userId={7} onClose={onClose} redirect={redirect} />);
  return { redirect, onClose };
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function createBodies(): Record<string, unknown>[] {
  return api.bodies('paynowCreate', 'POST') as Record<string, unknown>[];
}

describe('purchase dialog', { timeout: 15_000 }, () => {
  it('requires the receipt-or-invoice choice before paying', async () => {
    serve({});
    const { redirect } = renderDialog();
    expect(screen.getByTestId('purchase-price').textContent).toBe('29 zł');
    fireEvent.click(screen.getByTestId('purchase-submit'));
    expect(await screen.findByText('Wybierz paragon albo fakturę.')).toBeTruthy();
    expect(createBodies()).toHaveLength(0);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('asks an invoice for a NIP with a valid checksum, a name and an address', async () => {
    serve({ create: { redirectUrl: 'http://localhost/api/dev/paynow/pay/abc' } });
    const { redirect } = renderDialog();
    fireEvent.click(screen.getByLabelText('Faktura'));
    type('purchase-nip', '701-001-23-45');
    fireEvent.click(screen.getByTestId('purchase-submit'));
    expect(await screen.findByText('Nieprawidłowy NIP (sprawdź cyfry).')).toBeTruthy();
    expect(screen.getByText('Podaj nazwę do faktury.')).toBeTruthy();
    expect(screen.getByText('Podaj adres do faktury.')).toBeTruthy();
    expect(createBodies()).toHaveLength(0);

    type('purchase-nip', '526-025-09-95');
    type('purchase-invoice-name', 'Jan Kowalski Usługi');
    type('purchase-invoice-address', 'ul. Prosta 1, 00-001 Warszawa');
    fireEvent.click(screen.getByTestId('purchase-submit'));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://localhost/api/dev/paynow/pay/abc'));
    expect(createBodies()[0]).toMatchObject({
      subscriptionId: 11,
      amount: 2900,
      userId: 7,
      confirmationType: 'INVOICE',
      createInvoice: true,
      nip: '5260250995',
      invoiceName: 'Jan Kowalski Usługi',
      invoiceAddress: 'ul. Prosta 1, 00-001 Warszawa',
      firstName: 'Ola',
      lastName: 'Nowak',
      email: 'ola@example.com',
    });
  });

  it('shows the discounted price of a valid code and pays it', async () => {
    serve({ discount: 2300, create: { redirectUrl: 'https://paynow.example/pay/1' } });
    const { redirect } = renderDialog();
    type('purchase-discount-code', 'JESIEN');
    fireEvent.click(screen.getByTestId('purchase-check-code'));
    expect((await screen.findByTestId('purchase-new-price')).textContent).toBe('23 zł');
    expect(api.calls()[0]?.url).toContain('/coupon/checkDiscount/JESIEN/2900');
    expect(screen.getByTestId('purchase-submit').textContent).toContain('Zapłać 23 zł');
    fireEvent.click(screen.getByLabelText('Paragon'));
    fireEvent.click(screen.getByTestId('purchase-submit'));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://paynow.example/pay/1'));
    expect(createBodies()[0]).toMatchObject({ discountCoupon: 'JESIEN', amount: 2300, confirmationType: 'RECEIPT', createInvoice: false, nip: null });
  });

  it('calls a code invalid when the check answers the same price or an error, and does not pay', async () => {
    serve({ discount: 2900 });
    const { redirect } = renderDialog();
    type('purchase-discount-code', 'ZLY');
    fireEvent.click(screen.getByTestId('purchase-check-code'));
    expect(await screen.findByText('Kod rabatowy jest nieprawidłowy.')).toBeTruthy();
    expect(screen.queryByTestId('purchase-new-price')).toBeNull();

    serve({ discount: 404 });
    type('purchase-discount-code', 'NIEMA');
    fireEvent.click(screen.getByLabelText('Paragon'));
    fireEvent.click(screen.getByTestId('purchase-submit'));
    expect(await screen.findByText('Kod rabatowy jest nieprawidłowy.')).toBeTruthy();
    expect(createBodies()).toHaveLength(0);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shows the registration-required message and stops loading when the payment cannot be created', async () => {
    serve({ create: apiError(500, 'msg.error.internal', 'x') });
    const { redirect } = renderDialog();
    fireEvent.click(screen.getByLabelText('Paragon'));
    fireEvent.click(screen.getByTestId('purchase-submit'));
    expect((await screen.findByTestId('purchase-error')).textContent).toBe('Aby kupić dostęp, musisz się zarejestrować i zalogować.');
    expect(screen.getByTestId('purchase-submit').hasAttribute('data-loading')).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
  });
});
