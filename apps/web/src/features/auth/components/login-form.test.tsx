// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { LoginFormView } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
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
    renderForm();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Login jest wymagany')).toBeTruthy();
    expect(screen.getByText('Hasło jest wymagane')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has labelled inputs', () => {
    renderForm();
    expect(screen.getByLabelText(/Login/)).toBe(screen.getByTestId('login-username'));
    expect(screen.getByLabelText(/Hasło/)).toBe(screen.getByTestId('login-password'));
  });

  it('shows the server reason and clears the password when the login fails', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { code: 'msg.error.user.not.found', message: 'Nieprawidłowe dane logowania.' }),
    );
    const { onSuccess } = renderForm();
    fill('login-username', 'kursant@example.com');
    fill('login-password', 'zle-haslo');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('login-error')).textContent).toContain('Nieprawidłowe dane logowania.');
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('kursant@example.com');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getSessionUser()).toBeNull();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/eprawko-rest/login/');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('userName=kursant%40example.com&password=zle-haslo');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('pl');
  });

  it('translates a known error code even if the server message is in another language', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(403, { code: 'msg.error.user.blocked', message: 'blocked' }));
    renderForm();
    fill('login-username', 'kursant@example.com');
    fill('login-password', 'x');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('Twoje konto zostało zablokowane');
  });

  it('stores the user and reports success', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, loginUserFixture()));
    const { onSuccess } = renderForm();
    fill('login-username', ' kursant@example.com ');
    fill('login-password', 'Kursant123!');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(getSessionUser()?.uuid).toBe('session-123');
    expect(localStorage.getItem('osk.user')).toContain('session-123');
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { hello: 'world' }));
    const { onSuccess } = renderForm();
    fill('login-username', 'a');
    fill('login-password', 'b');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
