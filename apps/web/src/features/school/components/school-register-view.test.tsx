// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLoginModal, openLoginModal } from '../../../lib/login-modal.store';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeSchoolServer } from '../test/fake-school-server';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
  closeLoginModal();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  closeLoginModal();
});

const TEST_TIMEOUT_MS = 20_000;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function openRegisterSchool(server: FakeSchoolServer) {
  server.api.install();
  renderApp('/');
  openLoginModal('registerSchool');
  await screen.findByTestId('school-register-email');
}

function fillValid(email = 'nowa-osk@example.com') {
  type('school-register-email', email);
  type('school-register-password', 'Szkola123!');
  type('school-register-repeat-password', 'Szkola123!');
  type('school-register-name', 'OSK Nowa');
  type('school-register-nip', '5260250274');
  type('school-register-phone', '501502503');
  type('school-register-address-street', 'Długa 5');
  type('school-register-address-post-code', '31-147');
  type('school-register-address-city', 'Kraków');
  fireEvent.click(screen.getByTestId('school-register-accepted'));
}

describe('school registration in the login modal', () => {
  it('is the "Szkoła jazdy" tab and refuses a bad NIP, different passwords and missing terms before sending', async () => {
    const server = new FakeSchoolServer();
    await openRegisterSchool(server);
    expect(screen.getByTestId('login-tab-registerSchool').textContent).toBe('Szkoła jazdy');
    fillValid();
    type('school-register-nip', '1234567890');
    type('school-register-repeat-password', 'Inne123!');
    fireEvent.click(screen.getByTestId('school-register-accepted'));
    fireEvent.click(screen.getByTestId('school-register-submit'));
    expect((await screen.findByTestId('school-register-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getByText('NIP musi mieć 10 cyfr z poprawną cyfrą kontrolną.')).toBeTruthy();
    expect(screen.getByText('Oba hasła muszą się zgadzać')).toBeTruthy();
    expect(screen.getByText('Akceptacja regulaminu serwisu jest wymagana')).toBeTruthy();
    expect(server.calls('school/create')).toHaveLength(0);
  }, TEST_TIMEOUT_MS);

  it('sends school/create and shows the check-your-mailbox success with a way to the login', async () => {
    const server = new FakeSchoolServer();
    server.registeredNips.clear();
    await openRegisterSchool(server);
    fillValid();
    fireEvent.click(screen.getByTestId('school-register-submit'));
    const success = await screen.findByTestId('school-register-success');
    expect(success.textContent).toContain('Konto zostało utworzone. Sprawdź skrzynkę e-mail, aby je aktywować.');
    expect(success.textContent).toContain('nowa-osk@example.com');
    const body = server.calls('school/create')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'nowa-osk@example.com',
      password: 'Szkola123!',
      repeatPassword: 'Szkola123!',
      name: 'OSK Nowa',
      nip: '5260250274',
      phoneNumber: '501502503',
      address: { street: 'Długa 5', city: 'Kraków', postCode: '31-147' },
      accepted: true,
    });
    fireEvent.click(screen.getByTestId('school-register-login'));
    await waitFor(() => expect(screen.getByTestId('login-tab-login').getAttribute('aria-selected')).toBe('true'));
  }, TEST_TIMEOUT_MS);

  it('shows the registration failure with the reason when the e-mail is taken', async () => {
    const server = new FakeSchoolServer();
    await openRegisterSchool(server);
    fillValid('zajety@example.com');
    fireEvent.click(screen.getByTestId('school-register-submit'));
    const failure = await screen.findByTestId('school-register-failure');
    expect(failure.textContent).toContain('Rejestracja nie powiodła się');
    expect(failure.textContent).toContain('Podany adres już został wykorzystany');
    expect(screen.queryByTestId('school-register-success')).toBeNull();
  }, TEST_TIMEOUT_MS);

  it('warns of a NIP another school registered; the owner may log in instead or confirm another branch', async () => {
    const server = new FakeSchoolServer();
    await openRegisterSchool(server);
    fillValid();
    fireEvent.click(screen.getByTestId('school-register-submit'));
    const warning = await screen.findByTestId('school-register-nip-warning');
    expect(warning.textContent).toContain('Szkoła z tym NIP-em ma już konto.');
    expect(screen.queryByTestId('school-register-failure')).toBeNull();
    expect(screen.queryByTestId('school-register-success')).toBeNull();
    // Changing the NIP takes the warning back.
    type('school-register-nip', '526-025-02-74');
    expect(screen.queryByTestId('school-register-nip-warning')).toBeNull();
    fireEvent.click(screen.getByTestId('school-register-submit'));
    fireEvent.click(await screen.findByTestId('school-register-confirm-nip'));
    await screen.findByTestId('school-register-success');
    const sent = server.calls('school/create').map((call) => (call.body as { confirmDuplicateNip?: boolean }).confirmDuplicateNip);
    expect(sent).toEqual([undefined, undefined, true]);
  }, TEST_TIMEOUT_MS);
});
