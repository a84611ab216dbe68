// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { ContactFormView } from './contact-form';

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

function fillValid() {
  fireEvent.change(screen.getByTestId('contact-name'), { target: { value: 'Jan Nowak' } });
  fireEvent.change(screen.getByTestId('contact-email'), { target: { value: 'jan@example.com' } });
  fireEvent.change(screen.getByTestId('contact-message'), { target: { value: 'Dzień dobry, mam pytanie.' } });
}

describe('contact form', () => {
  it('validates with the contract schema before sending', async () => {
    renderWithProviders(<ContactFormView />);
    fireEvent.change(screen.getByTestId('contact-email'), { target: { value: 'nie-email' } });
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Podaj imię i nazwisko')).toBeTruthy();
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy();
    expect(screen.getByText('Wpisz treść wiadomości')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message as JSON, confirms and clears the form', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(202, { status: 'SENT' }));
    renderWithProviders(<ContactFormView />);
    fillValid();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-success')).textContent).toBe('Dziękujemy! Wiadomość została wysłana.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/eprawko-rest/contact');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Jan Nowak', email: 'jan@example.com', message: 'Dzień dobry, mam pytanie.' });
    expect((screen.getByTestId('contact-name') as HTMLInputElement).value).toBe('');
  });

  it('shows the send failure and keeps what was typed', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(503, { code: 'msg.error.contact.failed', message: 'Nie udało się wysłać wiadomości.' }),
    );
    renderWithProviders(<ContactFormView />);
    fillValid();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-error')).textContent).toBe(
      'Nie udało się wysłać wiadomości. Spróbuj ponownie później.',
    );
    expect((screen.getByTestId('contact-message') as HTMLTextAreaElement).value).toBe('Dzień dobry, mam pytanie.');
  });

  it('puts server field errors next to their fields', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Popraw błędne pola!',
        fields: [{ field: 'email', message: 'Podaj poprawny adres e-mail', key: 'msg.validation.email.invalid' }],
      }),
    );
    renderWithProviders(<ContactFormView />);
    fillValid();
    fireEvent.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy());
    expect(screen.getByTestId('contact-error').textContent).toBe('Popraw błędne pola!');
  });
});
