// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeSchoolServer } from '../test/fake-school-server';
import { serveSchool } from '../test/school-test-utils';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

/** The property form is large; on a busy machine a test with several submits takes seconds. */
const TEST_TIMEOUT_MS = 20_000;

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/school/changePin', () => {
  it('checks the PIN fields before sending: required, at most 4 digits, digits only, repeated', async () => {
    const server = new FakeSchoolServer({}, '1234');
    serveSchool(server);
    renderApp('/school/changePin');
    fireEvent.click(await screen.findByTestId('school-pin-submit'));
    expect((await screen.findByTestId('school-form-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getAllByText('Podaj PIN.')).toHaveLength(2);

    type('school-pin-old', '1234');
    type('school-pin-new', '12345');
    fireEvent.click(screen.getByTestId('school-pin-submit'));
    expect(await screen.findByText('PIN jest za długi (najwyżej 4 cyfry).')).toBeTruthy();

    type('school-pin-new', '12a');
    fireEvent.click(screen.getByTestId('school-pin-submit'));
    expect(await screen.findByText('PIN może zawierać tylko cyfry.')).toBeTruthy();

    type('school-pin-new', '4321');
    type('school-pin-repeat', '4322');
    fireEvent.click(screen.getByTestId('school-pin-submit'));
    expect(await screen.findByText('PIN-y się różnią.')).toBeTruthy();
    expect(server.calls('school/updatePin')).toHaveLength(0);
  }, TEST_TIMEOUT_MS);

  it('shows msg.error.pin.failed.old.dont.match on a 409 and clears the old PIN, then saves with the right one', async () => {
    const server = new FakeSchoolServer({}, '1234');
    serveSchool(server);
    renderApp('/school/changePin');
    await screen.findByTestId('school-pin-old');
    type('school-pin-old', '9999');
    type('school-pin-new', '4321');
    type('school-pin-repeat', '4321');
    fireEvent.click(screen.getByTestId('school-pin-submit'));
    const failure = await screen.findByTestId('school-form-failure');
    // The catalogue text of the 409, whatever text the server sent.
    expect(failure.textContent).toBe('Stary PIN jest nieprawidłowy.');
    expect((screen.getByTestId('school-pin-old') as HTMLInputElement).value).toBe('');
    expect(server.pin).toBe('1234');

    type('school-pin-old', '1234');
    fireEvent.click(screen.getByTestId('school-pin-submit'));
    await waitFor(() => expect(server.pin).toBe('4321'));
    expect(server.calls('school/updatePin').map((c) => c.body)).toEqual([
      { newPin: '4321', oldPin: '9999' },
      { newPin: '4321', oldPin: '1234' },
    ]);
    expect(await screen.findByTestId('school-home')).toBeTruthy();
  }, TEST_TIMEOUT_MS);

  it('asks only for the new PIN when none is set yet', async () => {
    const server = new FakeSchoolServer({}, null);
    serveSchool(server);
    renderApp('/school/changePin');
    await screen.findByTestId('school-pin-new');
    expect(screen.queryByTestId('school-pin-old')).toBeNull();
    type('school-pin-new', '0007');
    type('school-pin-repeat', '0007');
    fireEvent.click(screen.getByTestId('school-pin-submit'));
    await waitFor(() => expect(server.pin).toBe('0007'));
    expect(server.calls('school/updatePin')[0]?.body).toEqual({ newPin: '0007' });
  }, TEST_TIMEOUT_MS);
});

describe('/school/changeDefaultPassword', () => {
  it('refuses more than 15 characters and saves a valid password', async () => {
    const server = new FakeSchoolServer({ defaultPasswordSet: false });
    serveSchool(server);
    renderApp('/school/changeDefaultPassword');
    await screen.findByTestId('school-default-password');
    type('school-default-password', 'a'.repeat(16));
    fireEvent.click(screen.getByTestId('school-default-password-submit'));
    expect((await screen.findByTestId('school-form-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(server.calls('updateDefaultPassword')).toHaveLength(0);

    type('school-default-password', 'Egzamin2026!');
    fireEvent.click(screen.getByTestId('school-default-password-submit'));
    await waitFor(() => expect(server.calls('updateDefaultPassword')).toHaveLength(1));
    expect(server.calls('updateDefaultPassword')[0]?.body).toEqual({ defaultPassword: 'Egzamin2026!' });
    expect(await screen.findByTestId('school-home')).toBeTruthy();
    expect(screen.queryByTestId('school-no-default-password')).toBeNull();
  }, TEST_TIMEOUT_MS);
});

describe('/school/changeProperties', () => {
  it('refuses a books alert level of 9 and 51 and a day ending before it starts', async () => {
    const server = new FakeSchoolServer();
    serveSchool(server);
    renderApp('/school/changeProperties');
    await screen.findByTestId('school-books-alert-level');
    for (const level of ['9', '51']) {
      type('school-books-alert-level', level);
      fireEvent.click(screen.getByTestId('school-properties-submit'));
      expect(await screen.findByText('Próg alarmu magazynowego musi wynosić od 10 do 50.')).toBeTruthy();
      expect(screen.getByTestId('school-form-invalid').textContent).toBe('Popraw błędne pola!');
    }
    type('school-books-alert-level', '30');
    type('school-setting-endHour', '7');
    fireEvent.click(screen.getByTestId('school-properties-submit'));
    expect(await screen.findByText('Koniec musi być po początku.')).toBeTruthy();
    type('school-setting-endHour', '');
    fireEvent.click(screen.getByTestId('school-properties-submit'));
    expect(await screen.findByText('Od 1 do 24.')).toBeTruthy();
    expect(server.calls('updateProperties')).toHaveLength(0);
  }, TEST_TIMEOUT_MS);

  it('shows the internal exams\' pass mark in its own block, not among the scheduler settings', async () => {
    serveSchool(new FakeSchoolServer());
    renderApp('/school/changeProperties');
    const scheduler = await screen.findByTestId('school-scheduler-settings');
    expect(within(scheduler).queryByTestId('school-setting-passingPercent')).toBeNull();
    expect(within(scheduler).getByTestId('school-setting-scheduleForMonths')).toBeTruthy();
    expect(screen.getByTestId('school-setting-passingPercent')).toBeTruthy();
    expect(screen.getByText('Egzaminy wewnętrzne')).toBeTruthy();
  }, TEST_TIMEOUT_MS);

  it('saves the alert level at the limits and the scheduler settings with the working days', async () => {
    const server = new FakeSchoolServer();
    serveSchool(server);
    renderApp('/school/changeProperties');
    await screen.findByTestId('school-books-alert-level');
    type('school-books-alert-level', '10');
    type('school-setting-minutesForLesson', '90');
    fireEvent.click(screen.getByTestId('school-day-6'));
    fireEvent.click(screen.getByTestId('school-day-1'));
    fireEvent.click(screen.getByTestId('school-category-A'));
    fireEvent.click(screen.getByTestId('school-properties-submit'));
    await waitFor(() => expect(server.calls('updateProperties')).toHaveLength(1));
    const body = server.calls('updateProperties')[0]?.body as { booksAlertLevel: number; settings: { minutesForLesson: number; daysOfWork: number[]; categoriesToPick: string[] } };
    expect(body.booksAlertLevel).toBe(10);
    expect(body.settings.minutesForLesson).toBe(90);
    expect(body.settings.daysOfWork).toEqual([2, 3, 4, 5, 6]);
    expect(body.settings.categoriesToPick.sort()).toEqual(['A', 'B']);
    expect(await screen.findByTestId('school-home')).toBeTruthy();

    fireEvent.click(screen.getByTestId('school-link-properties'));
    expect((await screen.findByTestId('school-books-alert-level') as HTMLInputElement).value).toBe('10');
    type('school-books-alert-level', '50');
    fireEvent.click(screen.getByTestId('school-properties-submit'));
    await waitFor(() => expect(server.calls('updateProperties')).toHaveLength(2));
    expect((server.calls('updateProperties')[1]?.body as { booksAlertLevel: number }).booksAlertLevel).toBe(50);
  }, TEST_TIMEOUT_MS);
});

describe('/school/changePhoneNumber', () => {
  it('runs the SMS code flow of changePhoneNumber and goes back to the school home with the new number', async () => {
    const server = new FakeSchoolServer();
    serveSchool(server);
    renderApp('/school/changePhoneNumber');
    expect((await screen.findByTestId('school-phone-current')).textContent).toBe('Obecny numer: 500600700');
    await screen.findByTestId('phone-change-number');
    type('phone-change-number', '600700800');
    fireEvent.click(screen.getByTestId('phone-change-submit'));
    await screen.findByTestId('phone-change-code');
    type('phone-change-code', '123456');
    fireEvent.click(screen.getByTestId('phone-change-submit'));
    expect(await screen.findByTestId('school-home')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('school-phone').textContent).toBe('600700800'));
    expect(server.calls('changePhoneNumber').map((c) => c.body)).toEqual([{ phoneNumber: '600700800' }, { phoneNumber: '600700800', code: '123456' }]);
  }, TEST_TIMEOUT_MS);
});
