// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi } from '../../../test/fake-api';
import { ChangePasswordForm } from './change-password-form';

let api: FakeApi;

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const onChanged = vi.fn<() => void>();
  renderWithProviders(<ChangePasswordForm userId={42} onChanged={onChanged} />);
  return { onChanged };
}

function fill(newPassword: string, repeatPassword: string, currentPassword = 'Stare-haslo-1') {
  fireEvent.change(screen.getByTestId('change-password-current'), { target: { value: currentPassword } });
  fireEvent.change(screen.getByTestId('change-password-new'), { target: { value: newPassword } });
  fireEvent.change(screen.getByTestId('change-password-repeat'), { target: { value: repeatPassword } });
}

describe('password change form', () => {
  it('requires every field, the current password too, before calling the server', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Hasło jest wymagane')).toBeTruthy();
    expect(screen.getByText('Podaj obecne hasło')).toBeTruthy();
    expect(screen.getByText('Powtórz hasło')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });

  it('saves only when the passwords match', async () => {
    renderForm();
    fill('Nowe-haslo', 'Inne-haslo');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Hasła nie pasują do siebie!')).toBeTruthy();
    fill('ab', 'ab');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Hasło musi mieć co najmniej 8 znaków')).toBeTruthy();
    fill('Qwerty123', 'Qwerty123');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('To hasło jest zbyt popularne. Wybierz inne, trudniejsze do odgadnięcia (co najmniej 8 znaków).')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });

  it("sends the new password with the user's own id and reports success", async () => {
    api.post('changeUserPassword', { status: 'CHANGED', endedSessions: 2 });
    const { onChanged } = renderForm();
    fill('Nowe-haslo', 'Nowe-haslo');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.calls().map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/eprawko-rest/changeUserPassword', { currentPassword: 'Stare-haslo-1', newPassword: 'Nowe-haslo', userId: 42 }],
    ]);
  });

  it('shows a wrong current password on its field', async () => {
    api.post('changeUserPassword', apiError(400, 'msg.error.password.current.wrong', 'Obecne hasło jest nieprawidłowe', [{ field: 'currentPassword', message: 'Obecne hasło jest nieprawidłowe', key: 'msg.error.password.current.wrong' }]));
    const { onChanged } = renderForm();
    fill('Nowe-haslo', 'Nowe-haslo', 'zle-haslo');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Obecne hasło jest nieprawidłowe')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows msg.error.password.changed when the server refuses', async () => {
    api.post('changeUserPassword', apiError(403, 'msg.error.forbidden', 'Nie masz dostępu do tych danych.'));
    const { onChanged } = renderForm();
    fill('Nowe-haslo', 'Nowe-haslo');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('change-password-error')).textContent).toBe('Nie udało się zmienić hasła.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
