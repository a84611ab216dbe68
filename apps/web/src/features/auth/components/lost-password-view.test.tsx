// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi } from '../../../test/fake-api';
import { LostPasswordView } from './lost-password-view';

beforeAll(async () => {
  await setUpI18n('pl');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function submitEmail(value: string) {
  fireEvent.change(screen.getByTestId('lost-password-email'), { target: { value } });
  fireEvent.click(screen.getByTestId('lost-password-submit'));
}

describe('lost password view', () => {
  it('requires a valid e-mail before calling the server', async () => {
    const api = fakeApi();
    renderWithProviders(<LostPasswordView onBack={() => undefined} />);
    submitEmail('');
    expect(await screen.findByText('Proszę podać prawidłowy adres e-mail')).toBeTruthy();
    submitEmail('nie-email@');
    expect(await screen.findByText('Proszę podać prawidłowy adres e-mail')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });

  it('creates the RESET_PASSWORD action and confirms that the mail is on its way', async () => {
    const api = fakeApi().put('actionCreate', { type: 'RESET_PASSWORD', status: 'NEW', userEmail: 'ola@example.com' });
    renderWithProviders(<LostPasswordView onBack={() => undefined} />);
    submitEmail(' ola@example.com ');
    const sent = await screen.findByTestId('lost-password-sent');
    expect(sent.textContent).toContain('Wysłaliśmy link do zmiany hasła na podany adres e-mail.');
    expect(sent.textContent).toContain('ola@example.com');
    expect(api.calls().map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/eprawko-rest/action/create', { type: 'RESET_PASSWORD', status: 'NEW', userEmail: 'ola@example.com' }],
    ]);
  });

  it("shows the spec's message for an unknown address", async () => {
    fakeApi().put('actionCreate', apiError(404, 'msg.error.reset.email.not.found', 'Podany adres nie został znaleziony w systemie'));
    renderWithProviders(<LostPasswordView onBack={() => undefined} />);
    submitEmail('nikt@example.com');
    expect((await screen.findByTestId('lost-password-error')).textContent).toBe('Podany adres nie został znaleziony w systemie');
  });

  it('goes back to the login view', () => {
    const onBack = vi.fn();
    renderWithProviders(<LostPasswordView onBack={onBack} />);
    fireEvent.click(screen.getByTestId('lost-password-back'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
