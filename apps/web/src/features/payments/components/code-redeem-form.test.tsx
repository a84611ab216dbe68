// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { CodeRedeemForm } from './code-redeem-form';

const fetchMock = vi.fn<typeof fetch>();

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

function input(kind: 'prepaid' | 'promo'): HTMLInputElement {
  return screen.getByTestId(`code-input-${kind}`) as HTMLInputElement;
}

describe('code redeem form', () => {
  it('uses a prepaid code, announces the new day count and clears the field', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { learningAvailableTill: '2027-01-01', lecturesAvailableTill: null, multiLanguage: false, days: 41 }));
    renderWithProviders(<CodeRedeemForm kind="prepaid" userId={7} />);
    fireEvent.change(input('prepaid'), { target: { value: ' KARTA-123 ' } });
    fireEvent.click(screen.getByTestId('code-submit-prepaid'));
    expect(await screen.findByText('Kod został wykorzystany, dostęp przedłużono. Dni dostępu do nauki: 41.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/subscription\/codes\/pay\/with\/KARTA-123\/for\/7$/);
    expect(input('prepaid').value).toBe('');
  });

  it('refuses an unusable promotional code with msg.warn.cant.use.code and clears the field', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { code: 'msg.warn.cant.use.code', message: 'Nie można użyć tego kodu.' }));
    renderWithProviders(<CodeRedeemForm kind="promo" userId={7} />);
    fireEvent.change(input('promo'), { target: { value: 'UZYTY' } });
    fireEvent.click(screen.getByTestId('code-submit-promo'));
    await waitFor(() => expect(screen.getAllByText('Nie można użyć tego kodu.').length).toBeGreaterThan(0));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/subscription\/discount\/pay\/with\/UZYTY\/for\/7$/);
    expect(input('promo').value).toBe('');
  });

  it('asks for a code before calling the server', () => {
    renderWithProviders(<CodeRedeemForm kind="promo" userId={7} />);
    fireEvent.click(screen.getByTestId('code-submit-promo'));
    expect(screen.getByText('Wpisz kod.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
