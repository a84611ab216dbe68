// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi } from '../../../test/fake-api';
import type { LoginUser } from '@osk/contract';
import { ResetPasswordForm } from './reset-password-form';

const LINK = { type: 'RESET_PASSWORD', status: 'NEW', userEmail: 'ola@example.com', expiresAt: '2026-11-22T11:00:00.000Z' } as const;
const INVALID = apiError(404, 'msg.error.reset.link.invalid', 'Link do zmiany hasła jest nieprawidłowy.');
const DONE = { type: 'RESET_PASSWORD', status: 'CONFIRMED' } as const;

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/action/RESET_PASSWORD/:uuid" element={<ResetPasswordForm token="tok-123" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/action/RESET_PASSWORD/tok-123' },
  );
}

function fill(newPassword: string, repeatPassword: string) {
  fireEvent.change(screen.getByTestId('reset-password-new'), { target: { value: newPassword } });
  fireEvent.change(screen.getByTestId('reset-password-repeat'), { target: { value: repeatPassword } });
}

describe('reset password page', () => {
  it('checks the link, then sets the new password and leads to the RESET_PASSWORD action page', async () => {
    const api = fakeApi().get('actionResetPasswordCheck', LINK).post('actionResetPassword', DONE);
    renderPage();
    expect((await screen.findByTestId('reset-password-account')).textContent).toBe('Konto: ola@example.com');
    expect(api.calls().map((call) => [call.method, call.url])).toEqual([['GET', '/api/eprawko-rest/action/resetPassword/tok-123']]);
    fill('Nowe-haslo', 'Nowe-haslo');
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/action/RESET_PASSWORD/'));
    expect(api.calls().slice(1).map((call) => [call.method, call.url, call.body])).toEqual([['POST', '/api/eprawko-rest/action/resetPassword', { uuid: 'tok-123', newPassword: 'Nowe-haslo' }]]);
  });

  it('validates the passwords before sending', async () => {
    const api = fakeApi().get('actionResetPasswordCheck', LINK);
    renderPage();
    await screen.findByTestId('reset-password-form');
    fill('Nowe-haslo', 'Nowe-hasl0');
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText('Hasła nie pasują do siebie!')).toBeTruthy();
    fill('ab', '');
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText('Hasło musi mieć co najmniej 8 znaków')).toBeTruthy();
    expect(screen.getByText('Powtórz hasło')).toBeTruthy();
    expect(api.calls()).toHaveLength(1);
  });

  it('shows the error page for a used, expired or forged link', async () => {
    fakeApi().get('actionResetPasswordCheck', INVALID);
    renderPage();
    expect((await screen.findByTestId('action-title')).textContent).toBe('Link jest nieaktywny');
    expect(screen.getByTestId('action-message').textContent).toBe('Link do zmiany hasła jest nieprawidłowy, wygasł albo został już wykorzystany.');
    expect(screen.getByTestId('action-icon-error')).toBeTruthy();
    expect(screen.queryByTestId('reset-password-form')).toBeNull();
  });

  it('shows the error page when the link was used up meanwhile', async () => {
    fakeApi().get('actionResetPasswordCheck', LINK).post('actionResetPassword', INVALID);
    renderPage();
    await screen.findByTestId('reset-password-form');
    fill('Nowe-haslo', 'Nowe-haslo');
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    expect((await screen.findByTestId('action-title')).textContent).toBe('Link jest nieaktywny');
  });

  it('forgets the local login of the same account, whose sessions all ended', async () => {
    setSessionUser(loginUserFixture({ userName: 'Ola@example.com' }) as LoginUser);
    fakeApi().get('actionResetPasswordCheck', LINK).post('actionResetPassword', DONE);
    renderPage();
    await screen.findByTestId('reset-password-form');
    fill('Nowe-haslo', 'Nowe-haslo');
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    await waitFor(() => expect(screen.getByTestId('where')).toBeTruthy());
    expect(getSessionUser()).toBeNull();
  });
});
