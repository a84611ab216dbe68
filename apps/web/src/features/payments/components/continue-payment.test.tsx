// @vitest-environment jsdom
import type { Payment } from '@osk/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { PaymentHistory } from './payment-history';

const PAGE = 'https://paynow.example/pay/NOA0-1Y9-J1C-5XL';

function payment(id: number, overrides: Partial<Payment> = {}): Payment {
  return {
    id,
    firstName: 'Ola',
    lastName: 'Nowak',
    email: 'ola@example.com',
    description: `Dostęp ${id}`,
    amount: 1900,
    status: 'STARTED',
    paymentStart: new Date(Date.UTC(2026, 9, id, 9, 30)).toISOString(),
    errorCode: null,
    transactionId: `P-${id}`,
    confirmationType: 'RECEIPT',
    quantity: 1,
    product: { subscriptionType: 'TIMEBASED', numberOfDays: 120, multiLanguage: true, accessType: null, withBook: false, withLectures: false },
    ...overrides,
  };
}

function open(id: number): HTMLElement {
  fireEvent.click(screen.getByTestId(`payment-row-${id}`));
  return screen.getByTestId('payment-detail');
}

describe('"Dokończ płatność" in the payment detail', () => {
  beforeAll(async () => {
    await setUpI18n('pl');
  });

  it('leads a STARTED payment back to the provider page while the provider accepts it', () => {
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    renderWithProviders(<PaymentHistory payments={[payment(1, { continueUrl: PAGE, continueUntil: until })]} />);
    const detail = open(1);
    const link = within(detail).getByRole('link', { name: 'Dokończ płatność' });
    expect(link.getAttribute('href')).toBe(PAGE);
    expect(within(detail).getByTestId('payment-continue-hint').textContent).toContain('Paynow');
  });

  it('is absent when the provider no longer accepts it, or the server offers nothing to finish', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    renderWithProviders(
      <PaymentHistory
        payments={[payment(1, { continueUrl: PAGE, continueUntil: past }), payment(2, { status: 'CANCELED', errorCode: 'EXPIRED', continueUrl: null, continueUntil: null }), payment(3)]}
      />,
    );
    for (const id of [1, 2, 3]) {
      const detail = open(id);
      expect(within(detail).queryByRole('link', { name: 'Dokończ płatność' })).toBeNull();
      expect(within(detail).queryByTestId('payment-continue')).toBeNull();
    }
  });

  it('speaks the interface language', async () => {
    await setUpI18n('en');
    try {
      renderWithProviders(<PaymentHistory payments={[payment(1, { continueUrl: PAGE, continueUntil: new Date(Date.now() + 86_400_000).toISOString() })]} />);
      expect(within(open(1)).getByRole('link', { name: 'Complete the payment' }).getAttribute('href')).toBe(PAGE);
    } finally {
      await setUpI18n('pl');
    }
  });
});
