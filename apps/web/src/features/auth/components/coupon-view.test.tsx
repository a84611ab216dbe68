// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { CouponView } from './coupon-view';

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

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const hit = Object.entries(routes).find(([fragment]) => url.includes(fragment));
    return hit ? hit[1]() : jsonResponse(404, { code: 'msg.error.not.found', message: '' });
  });
}

describe('coupon registration view', () => {
  it('requires e-mail, phone, coupon and terms before calling the server', async () => {
    renderWithProviders(<CouponView />);
    fireEvent.click(screen.getByTestId('coupon-submit'));
    expect((await screen.findByTestId('coupon-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy();
    expect(screen.getByText('Numer telefonu jest wymagany')).toBeTruthy();
    expect(screen.getByText('Kod kuponu jest wymagany')).toBeTruthy();
    expect(screen.getByText('Akceptacja regulaminu serwisu jest wymagana')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks a foreign phone on blur with the coupon-registration error, not a warning', async () => {
    answer({ checkIfPhoneNumberExists: () => jsonResponse(200, { exists: false, international: true }) });
    renderWithProviders(<CouponView />);
    fill('coupon-phone', '+49 15123456789');
    fireEvent.blur(screen.getByTestId('coupon-phone'));
    expect(await screen.findByText('Konto można zarejestrować jedynie na numer zarejestrowany w PL')).toBeTruthy();
    expect((screen.getByTestId('coupon-phone') as HTMLInputElement).value).toBe('+49 15123456789');
  });

  it('shows KOD PRAWIDŁOWY / KOD NIEPRAWIDŁOWY after the blur check', async () => {
    let usable = true;
    answer({ 'coupon/checkCoupon/': () => jsonResponse(200, usable) });
    renderWithProviders(<CouponView />);
    fill('coupon-code', 'PRAWKO40');
    fireEvent.blur(screen.getByTestId('coupon-code'));
    expect((await screen.findByTestId('coupon-verdict')).textContent).toBe('KOD PRAWIDŁOWY');
    usable = false;
    fill('coupon-code', 'STARY2025');
    fireEvent.blur(screen.getByTestId('coupon-code'));
    await waitFor(() => expect(screen.getByTestId('coupon-verdict').textContent).toBe('KOD NIEPRAWIDŁOWY'));
  });

  it('sends the coupon request and shows the coupon success message', async () => {
    answer({
      'student/create/coupon': () => jsonResponse(201, { status: 'CREATED', email: 'ola@example.com', phoneSaved: true, learningAvailableTill: '2027-01-01' }),
      checkIfEmailExists: () => jsonResponse(200, false),
    });
    renderWithProviders(<CouponView />);
    fill('coupon-email', 'ola@example.com');
    fill('coupon-phone', '600100200');
    fill('coupon-code', 'PRAWKO40');
    fireEvent.click(screen.getByTestId('coupon-accepted'));
    fireEvent.click(screen.getByTestId('coupon-submit'));
    expect((await screen.findByTestId('coupon-success-message')).textContent).toBe(
      'Konto zostało utworzone, a kupon przypisany. Sprawdź skrzynkę e-mail, aby je aktywować.',
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('student/create/coupon'));
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'ola@example.com', phoneNumber: '600100200', coupon: 'PRAWKO40', userExists: false, accepted: true });
  });

  it('shows msg.error.registered.failed with "Nie znaleziono kuponu" for an unknown coupon', async () => {
    answer({
      'student/create/coupon': () =>
        jsonResponse(404, {
          code: 'msg.error.coupon.not.found',
          message: 'Nie znaleziono kuponu',
          fields: [{ field: 'coupon', key: 'msg.error.coupon.not.found', message: 'Nie znaleziono kuponu' }],
        }),
    });
    renderWithProviders(<CouponView />);
    fill('coupon-email', 'ola@example.com');
    fill('coupon-phone', '600100200');
    fill('coupon-code', 'NIEMA');
    fireEvent.click(screen.getByTestId('coupon-accepted'));
    fireEvent.click(screen.getByTestId('coupon-submit'));
    const failure = await screen.findByTestId('coupon-failure');
    expect(failure.textContent).toContain('Rejestracja nie powiodła się. Dane lub adres e-mail są już zajęte.');
    expect(failure.textContent).toContain('Nie znaleziono kuponu');
  });
});
