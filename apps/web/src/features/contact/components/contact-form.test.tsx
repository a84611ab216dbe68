// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi } from '../../../test/fake-api';
import { ContactFormView } from './contact-form';

beforeAll(async () => {
  await setUpI18n('pl');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function fillValid() {
  fireEvent.change(screen.getByTestId('contact-name'), { target: { value: 'Jan Nowak' } });
  fireEvent.change(screen.getByTestId('contact-email'), { target: { value: 'jan@example.com' } });
  fireEvent.change(screen.getByTestId('contact-message'), { target: { value: 'Dzień dobry, mam pytanie.' } });
}

describe('contact form', () => {
  it('validates with the contract schema before sending', async () => {
    const api = fakeApi();
    renderWithProviders(<ContactFormView />);
    fireEvent.change(screen.getByTestId('contact-email'), { target: { value: 'nie-email' } });
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Podaj imię i nazwisko')).toBeTruthy();
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy();
    expect(screen.getByText('Wpisz treść wiadomości')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });

  it('sends the message as JSON, confirms and clears the form', async () => {
    const api = fakeApi().post('contact', { status: 'SENT' });
    renderWithProviders(<ContactFormView />);
    fillValid();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-success')).textContent).toBe('Dziękujemy! Wiadomość została wysłana.');
    expect(api.calls().map((call) => [call.method, call.url])).toEqual([['POST', '/api/eprawko-rest/contact']]);
    expect(api.bodies('contact')).toEqual([{ name: 'Jan Nowak', email: 'jan@example.com', message: 'Dzień dobry, mam pytanie.' }]);
    expect((screen.getByTestId('contact-name') as HTMLInputElement).value).toBe('');
  });

  it('shows the send failure and keeps what was typed', async () => {
    fakeApi().post('contact', apiError(503, 'msg.error.contact.failed', 'Nie udało się wysłać wiadomości.'));
    renderWithProviders(<ContactFormView />);
    fillValid();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-error')).textContent).toBe(
      'Nie udało się wysłać wiadomości. Spróbuj ponownie później.',
    );
    expect((screen.getByTestId('contact-message') as HTMLTextAreaElement).value).toBe('Dzień dobry, mam pytanie.');
  });

  it('puts server field errors next to their fields', async () => {
    fakeApi().post('contact', apiError(400, 'VALIDATION_FAILED', 'Popraw błędne pola!', [{ field: 'email', message: 'Podaj poprawny adres e-mail', key: 'msg.validation.email.invalid' }]));
    renderWithProviders(<ContactFormView />);
    fillValid();
    fireEvent.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy());
    expect(screen.getByTestId('contact-error').textContent).toBe('Popraw błędne pola!');
  });
});
