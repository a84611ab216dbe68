// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi } from '../../../test/fake-api';
import { LoginFormView } from './login-form';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSuccess = vi.fn<(user: LoginUser) => void>();
  renderWithProviders(<LoginFormView onSuccess={onSuccess} onForgotPassword={() => undefined} />);
  return { onSuccess };
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('login form', () => {
  it('requires login and password before calling the server', async () => {
    const api = fakeApi();
    renderForm();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Login jest wymagany')).toBeTruthy();
    expect(screen.getByText('Hasło jest wymagane')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });

  it('has labelled inputs', () => {
    renderForm();
    expect(screen.getByLabelText(/Login/)).toBe(screen.getByTestId('login-username'));
    expect(screen.getByLabelText(/Hasło/)).toBe(screen.getByTestId('login-password'));
  });

  it('shows the server reason and clears the password when the login fails', async () => {
    const api = fakeApi().post('login', apiError(401, 'msg.error.user.not.found', 'Nieprawidłowe dane logowania.'));
    const { onSuccess } = renderForm();
    fill('login-username', 'kursant@example.com');
    fill('login-password', 'zle-haslo');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('login-error')).textContent).toContain('Nieprawidłowe dane logowania.');
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('kursant@example.com');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getSessionUser()).toBeNull();

    expect(api.calls().map((call) => [call.method, call.url, String(call.body), call.headers.get('Accept-Language')])).toEqual([
      ['POST', '/api/eprawko-rest/login/', 'userName=kursant%40example.com&password=zle-haslo', 'pl'],
    ]);
  });

  it('translates a known error code even if the server message is in another language', async () => {
    fakeApi().post('login', apiError(403, 'msg.error.user.blocked', 'blocked'));
    renderForm();
    fill('login-username', 'kursant@example.com');
    fill('login-password', 'x');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('Twoje konto zostało zablokowane');
  });

  it('stores the user and reports success', async () => {
    fakeApi().post('login', loginUserFixture() as LoginUser);
    const { onSuccess } = renderForm();
    fill('login-username', ' kursant@example.com ');
    fill('login-password', 'Kursant123!');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(getSessionUser()?.uuid).toBe('session-123');
    expect(localStorage.getItem('osk.user')).toContain('session-123');
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    // Past the fake's shape check, as a server answering something else would.
    fakeApi().post('login', new Response(JSON.stringify({ hello: 'world' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const { onSuccess } = renderForm();
    fill('login-username', 'a');
    fill('login-password', 'b');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
