// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi } from '../../../test/fake-api';
import { CodeRedeemForm } from './code-redeem-form';

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

function input(kind: 'prepaid' | 'promo'): HTMLInputElement {
  return screen.getByTestId(`code-input-${kind}`) as HTMLInputElement;
}

describe('code redeem form', () => {
  it('uses a prepaid code, announces the new day count and clears the field', async () => {
    const api = fakeApi().get('payWithCode', { learningAvailableTill: '2027-01-01', lecturesAvailableTill: null, multiLanguage: false, days: 41 });
    renderWithProviders(<CodeRedeemForm kind="prepaid" userId={7} />);
    fireEvent.change(input('prepaid'), { target: { value: ' KARTA-123 ' } });
    fireEvent.click(screen.getByTestId('code-submit-prepaid'));
    expect(await screen.findByText('Kod został wykorzystany, dostęp przedłużono. Dni dostępu do nauki: 41.')).toBeTruthy();
    expect(api.calls().map((call) => call.params)).toEqual([{ code: 'KARTA-123', userId: '7' }]);
    expect(input('prepaid').value).toBe('');
  });

  it('refuses an unusable promotional code with msg.warn.cant.use.code and clears the field', async () => {
    const api = fakeApi().get('payWithDiscountCode', apiError(409, 'msg.warn.cant.use.code', 'Nie można użyć tego kodu.'));
    renderWithProviders(<CodeRedeemForm kind="promo" userId={7} />);
    fireEvent.change(input('promo'), { target: { value: 'UZYTY' } });
    fireEvent.click(screen.getByTestId('code-submit-promo'));
    await waitFor(() => expect(screen.getAllByText('Nie można użyć tego kodu.').length).toBeGreaterThan(0));
    expect(api.calls().map((call) => [call.endpoint, call.params])).toEqual([['payWithDiscountCode', { code: 'UZYTY', userId: '7' }]]);
    expect(input('promo').value).toBe('');
  });

  it('asks for a code before calling the server', () => {
    const api = fakeApi();
    renderWithProviders(<CodeRedeemForm kind="promo" userId={7} />);
    fireEvent.click(screen.getByTestId('code-submit-promo'));
    expect(screen.getByText('Wpisz kod.')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });
});
