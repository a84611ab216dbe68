// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeSchoolPaymentsServer } from '../test/fake-school-payments-server';

const SCHOOL_USER_ID = 70;

beforeAll(async () => {
  await setUpI18n('pl');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

function serveSchool(school = {}) {
  const server = new FakeSchoolPaymentsServer(SCHOOL_USER_ID, school);
  server.api.install();
  setSessionUser(loginUserFixture({ id: SCHOOL_USER_ID, userName: 'osk@example.com', userType: 'SCHOOL' }) as LoginUser);
  return server;
}

// Whole-app renders; generous time on a busy shared machine.
describe('/subscription for a school', { timeout: 15_000 }, () => {
  it('shows the school offer (LONG first), the stock, prices per learner and totals by quantity', async () => {
    const server = serveSchool({ numberOfDaysOfLearn: 300, numberOfBooks: 40 });
    renderApp('/subscription');
    await screen.findByTestId('school-offer-list');
    expect(screen.getByTestId('subscription-heading').textContent).toBe('Kup dostęp dla kursantów');
    expect(screen.getByTestId('school-offer-stock').textContent).toContain('W magazynie szkoły: 300 dni nauki, 40 podręczników.');
    const cards = screen.getAllByTestId(/^school-offer-\d+$/);
    expect(cards.map((card) => card.getAttribute('data-access'))).toEqual(['LONG', 'LONG', 'LONG', 'LONG', 'SHORT']);
    const withBook = screen.getByTestId('school-offer-12');
    expect(within(withBook).getByTestId('school-offer-name').textContent).toBe('Dostęp długi – 120 dni');
    expect(within(withBook).getByTestId('school-offer-book').textContent).toBe('Podręcznik z magazynu szkoły');
    expect(within(withBook).getByTestId('school-offer-lectures').textContent).toBe('Bez e-wykładów');
    expect(within(withBook).getByTestId('school-offer-price').textContent).toBe('6 zł');
    expect(within(screen.getByTestId('school-offer-21')).getByTestId('school-offer-name').textContent).toBe('Dostęp krótki – 30 dni');
    const lectures = screen.getByTestId('school-offer-14');
    expect(within(lectures).getByTestId('school-offer-price').textContent).toBe('11 zł');
    fireEvent.change(within(lectures).getByTestId('school-offer-quantity'), { target: { value: '25' } });
    expect(within(lectures).getByTestId('school-offer-total').textContent).toBe('275 zł');
    // Not whole, zero, too many: no total, no purchase.
    for (const bad of ['2.5', '0', '501', 'abc', '']) {
      fireEvent.change(within(lectures).getByTestId('school-offer-quantity'), { target: { value: bad } });
      expect(within(lectures).getByTestId('school-offer-total').textContent).toBe('–');
      expect((within(lectures).getByTestId('school-offer-buy') as HTMLButtonElement).disabled).toBe(true);
    }
    expect(within(lectures).getByText('Liczba dostępów musi być liczbą całkowitą od 1 do 500.')).toBeTruthy();
    fireEvent.change(within(lectures).getByTestId('school-offer-quantity'), { target: { value: '500' } });
    expect(within(lectures).getByTestId('school-offer-total').textContent).toMatch(/^5\s?500 zł$/);
    // The student catalogue is not asked for.
    expect(server.calls('subscription/show/for/student')).toHaveLength(0);
  });

  it('Buy opens the school dialog with the chosen quantity and total', async () => {
    serveSchool();
    renderApp('/subscription');
    await screen.findByTestId('school-offer-list');
    const card = screen.getByTestId('school-offer-11');
    fireEvent.change(within(card).getByTestId('school-offer-quantity'), { target: { value: '4' } });
    fireEvent.click(within(card).getByTestId('school-offer-buy'));
    const dialog = await screen.findByTestId('school-purchase-form');
    expect(within(dialog).getByTestId('school-purchase-total').textContent).toBe('72 zł');
    expect(within(dialog).getByTestId('school-purchase-payer').textContent).toBe('OSK Zebra');
    expect((within(dialog).getByTestId('school-purchase-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a prepaid code adds days to the stock (the school refreshed), a wrong code is refused', async () => {
    const server = serveSchool({ numberOfDaysOfLearn: 300 });
    renderApp('/subscription');
    await screen.findByTestId('school-offer-stock');
    fireEvent.change(screen.getByTestId('code-input-prepaid'), { target: { value: 'NIE-MA' } });
    fireEvent.click(screen.getByTestId('code-submit-prepaid'));
    expect(await screen.findAllByText('Nie można użyć tego kodu.')).not.toHaveLength(0);
    fireEvent.change(screen.getByTestId('code-input-prepaid'), { target: { value: 'OSK-100' } });
    fireEvent.click(screen.getByTestId('code-submit-prepaid'));
    await waitFor(() => expect(screen.getByTestId('school-offer-stock').textContent).toContain('400 dni nauki'));
    expect(server.calls('subscription/codes/pay/with/OSK-100/for/70')).toHaveLength(1);
    expect(screen.queryByTestId('code-form-promo')).toBeNull();
  });
});
