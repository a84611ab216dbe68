// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi } from '../../../test/fake-api';
import { CouponView } from './coupon-view';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('coupon registration view', () => {
  it('requires e-mail, phone, coupon and terms before calling the server', async () => {
    const api = fakeApi();
    renderWithProviders(<CouponView />);
    fireEvent.click(screen.getByTestId('coupon-submit'));
    expect((await screen.findByTestId('coupon-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy();
    expect(screen.getByText('Numer telefonu jest wymagany')).toBeTruthy();
    expect(screen.getByText('Kod kuponu jest wymagany')).toBeTruthy();
    expect(screen.getByText('Akceptacja regulaminu serwisu jest wymagana')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });

  it('marks a foreign phone on blur with the coupon-registration error, not a warning', async () => {
    fakeApi().post('checkIfPhoneNumberExists', { exists: false, international: true });
    renderWithProviders(<CouponView />);
    fill('coupon-phone', '+49 15123456789');
    fireEvent.blur(screen.getByTestId('coupon-phone'));
    expect(await screen.findByText('Konto można zarejestrować jedynie na numer zarejestrowany w PL')).toBeTruthy();
    expect((screen.getByTestId('coupon-phone') as HTMLInputElement).value).toBe('+49 15123456789');
  });

  it('marks a used e-mail on blur, and clears the mark once another address is free', async () => {
    const api = fakeApi();
    api.post('checkIfEmailExists', true);
    renderWithProviders(<CouponView />);
    fill('coupon-email', 'ola@example.com');
    fireEvent.blur(screen.getByTestId('coupon-email'));
    expect(await screen.findByText('Podany adres już został wykorzystany')).toBeTruthy();
    expect(api.bodies('checkIfEmailExists')).toEqual([{ email: 'ola@example.com' }]);
    api.post('checkIfEmailExists', false);
    fill('coupon-email', 'ola2@example.com');
    fireEvent.blur(screen.getByTestId('coupon-email'));
    await waitFor(() => expect(screen.queryByText('Podany adres już został wykorzystany')).toBeNull());
  });

  it('shows KOD PRAWIDŁOWY / KOD NIEPRAWIDŁOWY after the blur check', async () => {
    let usable = true;
    fakeApi().get('checkCoupon', () => usable);
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
    const api = fakeApi()
      .put('studentCreateCoupon', { status: 'CREATED', email: 'ola@example.com', phoneSaved: true, learningAvailableTill: '2027-01-01' })
      .post('checkIfEmailExists', false);
    renderWithProviders(<CouponView />);
    fill('coupon-email', 'ola@example.com');
    fill('coupon-phone', '600100200');
    fill('coupon-code', 'PRAWKO40');
    fireEvent.click(screen.getByTestId('coupon-accepted'));
    fireEvent.click(screen.getByTestId('coupon-submit'));
    expect((await screen.findByTestId('coupon-success-message')).textContent).toBe(
      'Konto zostało utworzone, a kupon przypisany. Sprawdź skrzynkę e-mail, aby je aktywować.',
    );
    expect(api.calls('studentCreateCoupon').map((call) => [call.method, call.body])).toEqual([
      ['PUT', { email: 'ola@example.com', phoneNumber: '600100200', coupon: 'PRAWKO40', userExists: false, accepted: true }],
    ]);
  });

  it('shows msg.error.registered.failed with "Nie znaleziono kuponu" for an unknown coupon', async () => {
    fakeApi().put('studentCreateCoupon', apiError(404, 'msg.error.coupon.not.found', 'Nie znaleziono kuponu', [{ field: 'coupon', key: 'msg.error.coupon.not.found', message: 'Nie znaleziono kuponu' }]));
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
