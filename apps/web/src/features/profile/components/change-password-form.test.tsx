// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { ChangePasswordForm } from './change-password-form';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
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
    expect(fetchMock).not.toHaveBeenCalled();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the new password with the user's own id and reports success", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { status: 'CHANGED', endedSessions: 2 }));
    const { onChanged } = renderForm();
    fill('Nowe-haslo', 'Nowe-haslo');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/eprawko-rest/changeUserPassword');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'Stare-haslo-1', newPassword: 'Nowe-haslo', userId: 42 });
  });

  it('shows a wrong current password on its field', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, { code: 'msg.error.password.current.wrong', message: 'Obecne hasło jest nieprawidłowe', fields: [{ field: 'currentPassword', message: 'Obecne hasło jest nieprawidłowe', key: 'msg.error.password.current.wrong' }] }),
    );
    const { onChanged } = renderForm();
    fill('Nowe-haslo', 'Nowe-haslo', 'zle-haslo');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Obecne hasło jest nieprawidłowe')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows msg.error.password.changed when the server refuses', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(403, { code: 'msg.error.forbidden', message: 'Nie masz dostępu do tych danych.' }));
    const { onChanged } = renderForm();
    fill('Nowe-haslo', 'Nowe-haslo');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('change-password-error')).textContent).toBe('Nie udało się zmienić hasła.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
