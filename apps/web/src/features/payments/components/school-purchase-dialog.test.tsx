// @vitest-environment jsdom
import type { LoginUser, School } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { FakeSchoolPaymentsServer, SCHOOL_OFFER } from '../test/fake-school-payments-server';
import { SchoolPurchaseDialog } from './school-purchase-dialog';

const SCHOOL_USER_ID = 70;
let server: FakeSchoolPaymentsServer;

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  setSessionUser(loginUserFixture({ id: SCHOOL_USER_ID, userName: 'osk@example.com', userType: 'SCHOOL' }) as LoginUser);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

function offer(id: number) {
  const found = SCHOOL_OFFER.find((o) => o.id === id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
}

function renderDialog({ offerId = 11, quantity = 3, school = {}, userId = SCHOOL_USER_ID }: { offerId?: number; quantity?: number; school?: Partial<School>; userId?: number } = {}) {
  server = new FakeSchoolPaymentsServer(SCHOOL_USER_ID, school);
  server.api.install();
  const redirect = vi.fn<(url: string) => void>();
  renderWithProviders(<SchoolPurchaseDialog offer={offer(offerId)} quantity={quantity} school={server.school} userId={userId} onClose={() => undefined} redirect={redirect} />);
  return { redirect };
}

function submitButton(): HTMLButtonElement {
  return screen.getByTestId('school-purchase-submit') as HTMLButtonElement;
}

describe('school purchase dialog', () => {
  it('keeps payment disabled until receipt or invoice is chosen, then sends the quantity and the school as payer', async () => {
    const { redirect } = renderDialog({ quantity: 3, school: { name: 'OSK Zebra', nip: '5260250274', billingEmail: 'faktury@zebra.pl' } });
    expect(screen.getByTestId('school-purchase-total').textContent).toBe('54 zł');
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Paragon'));
    expect(submitButton().disabled).toBe(false);
    expect((screen.getByTestId('school-purchase-email') as HTMLInputElement).value).toBe('faktury@zebra.pl');
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://paywall.example/pay/11x3'));
    const [request] = server.calls('paynow/create');
    expect(request?.body).toMatchObject({
      subscriptionId: 11,
      quantity: 3,
      amount: 5400,
      userId: SCHOOL_USER_ID,
      firstName: 'OSK Zebra',
      lastName: '5260250274',
      email: 'faktury@zebra.pl',
      confirmationType: 'RECEIPT',
      createInvoice: false,
      nip: null,
    });
  });

  it('prefills the invoice from the school (billing address, else its address) and requires the invoice data', async () => {
    const { redirect } = renderDialog({ school: { name: 'OSK Zebra', nip: '5260250274', email: 'osk@zebra.pl', billingEmail: null } });
    fireEvent.click(screen.getByLabelText('Faktura'));
    expect((screen.getByTestId('school-purchase-nip') as HTMLInputElement).value).toBe('5260250274');
    expect((screen.getByTestId('school-purchase-invoice-name') as HTMLInputElement).value).toBe('OSK Zebra');
    expect((screen.getByTestId('school-purchase-invoice-address') as HTMLInputElement).value).toBe('Prosta 1, 00-001 Warszawa');
    expect((screen.getByTestId('school-purchase-email') as HTMLInputElement).value).toBe('osk@zebra.pl');
    fireEvent.change(screen.getByTestId('school-purchase-nip'), { target: { value: '1234567890' } });
    fireEvent.change(screen.getByTestId('school-purchase-invoice-address'), { target: { value: '' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Nieprawidłowy NIP (sprawdź cyfry).')).toBeTruthy();
    expect(screen.getByText('Podaj adres do faktury.')).toBeTruthy();
    expect(server.calls('paynow/create')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('school-purchase-nip'), { target: { value: '526-025-02-74' } });
    fireEvent.change(screen.getByTestId('school-purchase-invoice-address'), { target: { value: 'Krzywa 2, 00-002 Warszawa' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(server.calls('paynow/create')[0]?.body).toMatchObject({ createInvoice: true, confirmationType: 'INVOICE', nip: '5260250274', invoiceName: 'OSK Zebra', invoiceAddress: 'Krzywa 2, 00-002 Warszawa' });
  });

  it('shows the server refusals translated: too few books in stock, e-lectures not allowed', async () => {
    renderDialog({ offerId: 12, quantity: 50, school: { numberOfBooks: 10 } });
    fireEvent.click(screen.getByLabelText('Paragon'));
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('school-purchase-error')).textContent).toContain('a w magazynie jest za mało podręczników');
    expect(submitButton().disabled).toBe(false);
  });

  it('says e-lectures are not allowed when the server refuses them', async () => {
    renderDialog({ offerId: 13, quantity: 1, school: { canAddLecture: false } });
    fireEvent.click(screen.getByLabelText('Paragon'));
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('school-purchase-error')).textContent).not.toBe('');
    expect(screen.getByTestId('school-purchase-error').textContent).not.toContain('msg.error');
  });

  it('a school without a NIP cannot pay and is sent to its details', () => {
    renderDialog({ school: { nip: null } });
    expect(screen.getByTestId('school-purchase-nip-missing').textContent).toContain('Uzupełnij NIP szkoły w danych szkoły, aby kupować dostępy.');
    fireEvent.click(screen.getByLabelText('Paragon'));
    expect(submitButton().disabled).toBe(true);
  });

  it('an invalid quantity sent anyway is refused with the quantity message', async () => {
    renderDialog({ quantity: 501 });
    fireEvent.click(screen.getByLabelText('Paragon'));
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('school-purchase-error')).textContent).toBe('Liczba dostępów musi być liczbą całkowitą od 1 do 500.');
  });

  it("another user's id is refused by the server and nothing redirects", async () => {
    const { redirect } = renderDialog({ userId: 71 });
    fireEvent.click(screen.getByLabelText('Paragon'));
    fireEvent.click(submitButton());
    expect(await screen.findByTestId('school-purchase-error')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });
});
