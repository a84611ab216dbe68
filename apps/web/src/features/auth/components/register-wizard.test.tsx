// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi } from '../../../test/fake-api';
import { RegisterWizard } from './register-wizard';

let api: FakeApi;

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi();
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function fillValidStageOne() {
  fill('register-email', 'ola@example.com');
  fill('register-password', 'Tajne123');
  fill('register-repeat-password', 'Tajne123');
  fill('register-first-name', 'Ola');
  fill('register-last-name', 'Kowalska');
  fireEvent.click(screen.getByTestId('register-accepted'));
}

function stage(): string | null {
  return screen.getByTestId('register-wizard').getAttribute('data-stage');
}

const created = { status: 'CREATED', email: 'ola@example.com', phoneSaved: false, learningAvailableTill: null } as const;

describe('registration wizard', () => {
  it('stays on STAGE_1 with "Popraw błędne pola!" and the spec messages when the form is invalid', async () => {
    renderWithProviders(<RegisterWizard />);
    fill('register-email', 'zly');
    fill('register-password', 'ab');
    fill('register-repeat-password', 'abc');
    fill('register-phone', '12345');
    fireEvent.click(screen.getByTestId('register-next'));

    expect((await screen.findByTestId('register-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy();
    expect(screen.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeTruthy();
    expect(screen.getByText('Oba hasła muszą się zgadzać')).toBeTruthy();
    expect(screen.getByText('Podaj prawidłowy numer telefonu zarejestrowany w Polsce')).toBeTruthy();
    expect(screen.getByText('Imię jest wymagane')).toBeTruthy();
    expect(screen.getByText('Nazwisko jest wymagane')).toBeTruthy();
    expect(screen.getByText('Akceptacja regulaminu serwisu jest wymagana')).toBeTruthy();
    expect(stage()).toBe('STAGE_1');
    expect(api.calls()).toEqual([]);
  });

  it('checks the e-mail on blur only above 1 character and blocks a used address', async () => {
    api.post('checkIfEmailExists', true);
    renderWithProviders(<RegisterWizard />);
    fill('register-email', 'o');
    fireEvent.blur(screen.getByTestId('register-email'));
    expect(api.bodies('checkIfEmailExists')).toHaveLength(0);

    fillValidStageOne();
    fireEvent.blur(screen.getByTestId('register-email'));
    expect(await screen.findByText('Podany adres już został wykorzystany')).toBeTruthy();
    expect(api.bodies('checkIfEmailExists')).toEqual([{ email: 'ola@example.com' }]);

    fireEvent.click(screen.getByTestId('register-next'));
    expect(await screen.findByTestId('register-invalid')).toBeTruthy();
    expect(stage()).toBe('STAGE_1');

    // Another address needs a new check: the old verdict is forgotten.
    api.post('checkIfEmailExists', false);
    fill('register-email', 'ola2@example.com');
    fireEvent.blur(screen.getByTestId('register-email'));
    await waitFor(() => expect(api.bodies('checkIfEmailExists')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(stage()).toBe('STAGE_2'));
  });

  it('checks the phone on blur at 9 or more characters and marks a used number', async () => {
    api.post('checkIfPhoneNumberExists', { exists: true, international: false });
    renderWithProviders(<RegisterWizard />);
    fill('register-phone', '60010020');
    fireEvent.blur(screen.getByTestId('register-phone'));
    expect(api.bodies('checkIfPhoneNumberExists')).toHaveLength(0);
    fill('register-phone', '600100200');
    fireEvent.blur(screen.getByTestId('register-phone'));
    expect(await screen.findByText('Podany numer telefonu już został wykorzystany')).toBeTruthy();
    expect(api.bodies('checkIfPhoneNumberExists')).toEqual([{ phoneNumber: '600100200' }]);
  });

  it('clears a foreign phone with the warning, and registers without it', async () => {
    api.post('checkIfPhoneNumberExists', { exists: false, international: true }).put('studentCreate', created);
    renderWithProviders(<RegisterWizard />);
    fillValidStageOne();
    fill('register-first-name', '');
    fireEvent.click(screen.getByTestId('register-next'));
    expect(await screen.findByText('Imię jest wymagane')).toBeTruthy();
    fill('register-phone', '+49 15123456789');
    fireEvent.blur(screen.getByTestId('register-phone'));
    expect((await screen.findByTestId('register-phone-warning')).textContent).toBe(
      'Do konta można przypisać jedynie numery z PL. Podany numer nie zostanie zapisany.',
    );
    expect((screen.getByTestId('register-phone') as HTMLInputElement).value).toBe('');
    // Clearing the phone leaves the other fields' messages in place.
    expect(screen.getByText('Imię jest wymagane')).toBeTruthy();
    fill('register-first-name', 'Ola');

    fireEvent.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(stage()).toBe('STAGE_2'));
    fireEvent.click(screen.getByTestId('register-skip'));
    await waitFor(() => expect(stage()).toBe('STAGE_3'));
    const [sent] = api.bodies('studentCreate') as { user: { phoneNumber: string }; clearPhoneNumber: boolean }[];
    expect(sent?.user.phoneNumber).toBe('');
    expect(sent?.clearPhoneNumber).toBe(true);
  });

  it('goes STAGE_1 -> STAGE_2 -> STAGE_3 and sends the spec request without a code when skipped', async () => {
    api.post('checkIfEmailExists', false).put('studentCreate', created);
    renderWithProviders(<RegisterWizard />);
    fillValidStageOne();
    fireEvent.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(stage()).toBe('STAGE_2'));
    fireEvent.click(screen.getByTestId('register-back'));
    await waitFor(() => expect(stage()).toBe('STAGE_1'));
    // The values survive going back.
    expect((screen.getByTestId('register-first-name') as HTMLInputElement).value).toBe('Ola');
    fireEvent.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(stage()).toBe('STAGE_2'));
    fireEvent.click(screen.getByTestId('register-skip'));

    expect((await screen.findByTestId('register-dialog-message')).textContent).toBe(
      'Konto zostało utworzone. Sprawdź skrzynkę e-mail, aby je aktywować.',
    );
    expect(stage()).toBe('STAGE_3');
    expect(screen.getByTestId('register-mailbox-text').textContent).toContain('ola@example.com');
    expect(api.bodies('studentCreate')).toEqual([
      {
        user: { email: 'ola@example.com', status: 'NEW', failedLogins: 0, registerDate: null, lastLoginDate: null, phoneNumber: '', password: 'Tajne123' },
        student: { firstName: 'Ola', lastName: 'Kowalska', category: 'B', blockChangeCategory: false, learningAvailableTill: null },
        repeatPassword: 'Tajne123',
        accepted: true,
        userExists: false,
        phoneExists: false,
        clearPhoneNumber: false,
        coupon: '',
      },
    ]);
  });

  it('checks the promotional code on blur and registers with it', async () => {
    let usable = false;
    api.get('checkCoupon', () => usable).put('studentCreate', { ...created, learningAvailableTill: '2027-02-20' });
    renderWithProviders(<RegisterWizard />);
    fillValidStageOne();
    fireEvent.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(stage()).toBe('STAGE_2'));

    fill('register-coupon', 'ZLY');
    fireEvent.blur(screen.getByTestId('register-coupon'));
    expect((await screen.findByTestId('coupon-verdict')).textContent).toBe('KOD NIEPRAWIDŁOWY');
    usable = true;
    fill('register-coupon', 'PRAWKO90');
    expect(screen.queryByTestId('coupon-verdict')).toBeNull();
    fireEvent.blur(screen.getByTestId('register-coupon'));
    await waitFor(() => expect(screen.getByTestId('coupon-verdict').textContent).toBe('KOD PRAWIDŁOWY'));
    expect(api.calls('checkCoupon').some((call) => call.url.endsWith('/api/eprawko-rest/coupon/checkCoupon/PRAWKO90'))).toBe(true);

    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-dialog-message')).textContent).toBe(
      'Konto zostało utworzone, a kupon przypisany. Sprawdź skrzynkę e-mail, aby je aktywować.',
    );
    expect((api.bodies('studentCreate')[0] as { coupon: string }).coupon).toBe('PRAWKO90');
  });

  it('shows the failure dialog and goes back to STAGE_1 when the server refuses a STAGE_1 field', async () => {
    api.put('studentCreate', apiError(409, 'msg.validation.email.already.used', 'Podany adres już został wykorzystany', [{ field: 'user.email', key: 'msg.validation.email.already.used', message: 'Podany adres już został wykorzystany' }]));
    renderWithProviders(<RegisterWizard />);
    fillValidStageOne();
    fireEvent.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(stage()).toBe('STAGE_2'));
    fireEvent.click(screen.getByTestId('register-skip'));

    expect((await screen.findByTestId('register-dialog-message')).textContent).toBe(
      'Rejestracja nie powiodła się. Dane lub adres e-mail są już zajęte.',
    );
    expect(screen.getByTestId('register-dialog-reason').textContent).toBe('Podany adres już został wykorzystany');
    expect(stage()).toBe('STAGE_1');
    expect(screen.getAllByText('Podany adres już został wykorzystany').length).toBeGreaterThan(1);
  });

  it('stays on STAGE_2 with "Nie znaleziono kuponu" for an unknown code', async () => {
    api.get('checkCoupon', false).put('studentCreate', apiError(404, 'msg.error.coupon.not.found', 'Nie znaleziono kuponu', [{ field: 'coupon', key: 'msg.error.coupon.not.found', message: 'Nie znaleziono kuponu' }]));
    renderWithProviders(<RegisterWizard />);
    fillValidStageOne();
    fireEvent.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(stage()).toBe('STAGE_2'));
    fill('register-coupon', 'NIEMA');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-dialog-reason')).textContent).toBe('Nie znaleziono kuponu');
    expect(stage()).toBe('STAGE_2');
  });
});
