// @vitest-environment jsdom
import type { LoginUser, Student, Subscription } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { fakeApi, notFound, type FakeApi } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';
import { resetNoticesForTests } from '../components/subscription-notices';

function sub(id: number, days: number, grosz: number, overrides: Partial<Subscription> = {}): Subscription {
  return { id, type: 'ONLINE', subscriptionType: 'TIMEBASED', numberOfDays: days, price: grosz / 100, priceGrosz: grosz, multiLanguage: false, discountAvailable: true, ...overrides };
}

const CATALOGUE = [
  sub(4, 120, 3900, { multiLanguage: true }),
  sub(1, 40, 1900),
  sub(2, 40, 2900, { multiLanguage: true }),
  sub(3, 120, 2900),
  sub(5, 90, 0, { type: 'CODE' }),
  sub(6, 120, 500, { subscriptionType: 'LECTURES' }),
];

/** The learner as given (the redeemed one after a prepaid code), with the catalogue of learner 3. */
function serve(student: Student, redeemed?: Student): FakeApi {
  let current = student;
  return fakeApi()
    .get('studentShow', () => current)
    .get('subscriptionsForStudent', ({ params }) => (params.id === '3' ? CATALOGUE : notFound()))
    .get('payWithCode', () => {
      if (!redeemed) return notFound();
      current = redeemed;
      return { learningAvailableTill: redeemed.learningAvailableTill, lecturesAvailableTill: null, multiLanguage: false, days: 45 };
    });
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  resetNoticesForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

// Whole-app renders; generous time on a busy shared machine.
describe('/subscription', { timeout: 15_000 }, () => {
  it('shows the access end dates and the packages for sale as cards, lectures apart', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve(aStudent({ learningAvailableTill: '2099-03-01', lecturesAvailableTill: null }));
    renderApp('/subscription');
    const catalogue = await screen.findByTestId('subscription-catalogue');
    expect(screen.getByTestId('subscription-access-learning').textContent).toContain('ważny do 01.03.2099');
    expect(screen.getByTestId('subscription-access-lectures').textContent).toContain('brak');
    const cards = within(catalogue).getAllByTestId(/^subscription-card-/).map((c) => c.getAttribute('data-testid'));
    // Code-only access is not for sale; learning sorted by days then price; lectures last.
    expect(cards).toEqual(['subscription-card-1', 'subscription-card-2', 'subscription-card-3', 'subscription-card-4', 'subscription-card-6']);
    const cheap = screen.getByTestId('subscription-card-1');
    expect(within(cheap).getByTestId('subscription-price').textContent).toBe('19 zł');
    expect(within(cheap).getByText('Tylko język polski')).toBeTruthy();
    expect(within(screen.getByTestId('subscription-card-2')).getByText('Polski, angielski, niemiecki, ukraiński')).toBeTruthy();

    fireEvent.click(screen.getByTestId('subscription-buy-2'));
    const dialog = await screen.findByTestId('purchase-form');
    expect(within(dialog).getByTestId('purchase-price').textContent).toBe('29 zł');
    expect((within(dialog).getByTestId('purchase-email') as HTMLInputElement).value).toBe('ola@example.com');
  });

  it('refreshes the end date after a prepaid code', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve(aStudent({ learningAvailableTill: '2099-03-01' }), aStudent({ learningAvailableTill: '2099-04-15' }));
    renderApp('/subscription');
    await screen.findByTestId('subscription-catalogue');
    fireEvent.change(screen.getByTestId('code-input-prepaid'), { target: { value: 'KARTA' } });
    fireEvent.click(screen.getByTestId('code-submit-prepaid'));
    await waitFor(() => expect(screen.getByTestId('subscription-access-learning').textContent).toContain('ważny do 15.04.2099'));
  });

  it('tells a visitor that buying needs an account', async () => {
    const api = serve(aStudent());
    renderApp('/subscription');
    const panel = await screen.findByTestId('subscription-visitor');
    expect(panel.textContent).toContain('Aby kupić dostęp, musisz się zarejestrować i zalogować.');
    expect(api.calls()).toEqual([]);
  });

  it('explains to a partner-platform user that access is bought on the partner platform', async () => {
    setSessionUser(loginUserFixture({ userSource: 'LIWONA' }) as LoginUser);
    serve(aStudent({ userSource: 'LIWONA' }));
    renderApp('/subscription');
    expect((await screen.findByTestId('subscription-not-available')).getAttribute('data-reason')).toBe('partner');
    expect(screen.queryByTestId('subscription-catalogue')).toBeNull();
  });

  it('explains to an internal exam account that it cannot buy', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve(aStudent({ internalExamAccount: true }));
    renderApp('/subscription');
    expect((await screen.findByTestId('subscription-not-available')).getAttribute('data-reason')).toBe('internal');
  });
});
