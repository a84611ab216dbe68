// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { isValidPhone, isValidShortDays, validateCreation, type CreationValues } from '../lib/student-form';
import { anExistence, aStudent, FakeStudentsServer } from '../test/fake-students-server';
import { serveStudents } from '../test/serve';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const TIMEOUT = 20_000;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const blur = (testId: string) => fireEvent.blur(screen.getByTestId(testId));

async function fillRegular(email = 'nowy@example.com') {
  await screen.findByTestId('create-student-form');
  type('create-email', email);
  type('create-password', 'Kierownica-77');
  type('create-repeat', 'Kierownica-77');
  type('create-first-name', 'Jan');
  type('create-last-name', 'Nowak');
}

describe('/school/students/create', () => {
  it('offers e-mail, SMS and temporary accounts and shows the stock', async () => {
    const server = new FakeStudentsServer({ numberOfDaysOfLearn: 77, numberOfBooks: 4 });
    serveStudents(server);
    renderApp('/school/students/create');
    expect((await screen.findByTestId('choice-regular')).getAttribute('href')).toBe('/school/students/create/SCHOOL_REGULAR');
    expect(screen.getByTestId('choice-sms').getAttribute('href')).toBe('/school/students/create/SCHOOL_SMS');
    expect(screen.getByTestId('choice-temporary').getAttribute('href')).toBe('/school/internalAccounts');
    expect((await screen.findByTestId('stock-days')).textContent).toBe('77');
    expect(screen.getByTestId('stock-books').textContent).toBe('4');
  });
});

describe('/school/students/create/{type}: existence check outcomes', () => {
  it('checks the e-mail on blur only above 1 character', async () => {
    const server = new FakeStudentsServer();
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    await screen.findByTestId('create-email');
    type('create-email', 'a');
    blur('create-email');
    type('create-email', 'ab');
    blur('create-email');
    await waitFor(() => expect(server.calls('checkIfEmailExistsBySchool')).toHaveLength(1));
    expect(server.calls('checkIfEmailExistsBySchool')[0]!.body).toEqual({ schoolId: 5, email: 'ab' });
  });

  it('checks the phone on blur from 9 characters', async () => {
    const server = new FakeStudentsServer();
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_SMS');
    await screen.findByTestId('create-phone');
    type('create-phone', '50060070');
    blur('create-phone');
    type('create-phone', '500600700');
    blur('create-phone');
    await waitFor(() => expect(server.calls('checkIfPhoneNumberExistsBySchool')).toHaveLength(1));
    expect(server.calls('checkIfPhoneNumberExistsBySchool')[0]!.body).toEqual({ schoolId: 5, phoneNumber: '500600700' });
    expect((await screen.findByTestId('exists-USER_DONT_EXIST')).textContent).toContain('Nie ma takiego konta');
  });

  it.each([
    ['INTERNATIONAL', 'Szkoła nie może dodawać numerów zagranicznych.'],
    ['EPRAWKO_USER', 'Ten kursant ma konto na platformie kursów eprawko.'],
    ['SCHOOL', 'Ten adres należy do szkoły.'],
  ] as const)('%s: shows its message and blocks creating', async (outcome, text) => {
    const server = new FakeStudentsServer();
    server.existence.set('x@example.com', anExistence(outcome));
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    await fillRegular('x@example.com');
    blur('create-email');
    expect((await screen.findByTestId(`exists-${outcome}`)).textContent).toContain(text);
    expect((screen.getByTestId('create-submit') as HTMLButtonElement).disabled).toBe(true);
  }, TIMEOUT);

  it('USER_EXISTS: offers the invitation with or without a book and sends PUT school/attach/student', async () => {
    const server = new FakeStudentsServer();
    server.existence.set('jest@example.com', anExistence('USER_EXISTS', { firstName: 'Ewa', lastName: 'Lis' }));
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    await screen.findByTestId('create-email');
    type('create-email', 'jest@example.com');
    blur('create-email');
    expect((await screen.findByTestId('exists-USER_EXISTS')).textContent).toContain('Ewa Lis ma już konto');
    expect((screen.getByTestId('create-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('invite-without-book'));
    expect((await screen.findByTestId('create-result-INVITED')).textContent).toContain('Zaproszenie wysłane.');
    const put = server.calls('school/attach/student')[0]!;
    expect(put.method).toBe('PUT');
    expect(put.body).toMatchObject({ schoolId: 5, email: 'jest@example.com', actionType: 'ATTACH_TO_SCHOOL_WITHOUT_BOOK', category: 'B', numberOfDays: 120 });
  }, TIMEOUT);

  it('USER_EXISTS: the book invitation is disabled without books', async () => {
    const server = new FakeStudentsServer({ numberOfBooks: 0 });
    server.existence.set('500600700', anExistence('USER_EXISTS'));
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_SMS');
    await screen.findByTestId('create-phone');
    type('create-phone', '500600700');
    blur('create-phone');
    await screen.findByTestId('exists-USER_EXISTS');
    expect((screen.getByTestId('invite-with-book') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('create-with-book') as HTMLInputElement).disabled).toBe(true);
  }, TIMEOUT);

  it('REGISTRATION_NOT_FINISHED: warns with the date it was sent and offers sending again', async () => {
    const server = new FakeStudentsServer();
    server.existence.set('500600700', anExistence('REGISTRATION_NOT_FINISHED', { createDate: '2026-11-20T09:15:00Z' }));
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_SMS');
    await screen.findByTestId('create-phone');
    type('create-phone', '500600700');
    blur('create-phone');
    const warning = await screen.findByTestId('exists-REGISTRATION_NOT_FINISHED');
    expect(warning.textContent).toContain(`wysłana ${formatDateTime('2026-11-20T09:15:00Z')}`);
    expect(formatDateTime('2026-11-20T09:15:00Z')).toBe('20.11.2026 10:15');
    const submit = screen.getByTestId('create-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    expect(submit.textContent).toBe('Wyślij ponownie');
  }, TIMEOUT);

  it('OWN_USER: says it is already the school learner and links to its edit page', async () => {
    const server = new FakeStudentsServer({}, [aStudent(42, { email: 'moj@example.com', lastName: 'Mój' })]);
    server.existence.set('moj@example.com', anExistence('OWN_USER', { lastName: 'Mój' }));
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    await screen.findByTestId('create-email');
    type('create-email', 'moj@example.com');
    blur('create-email');
    expect((await screen.findByTestId('exists-OWN_USER')).textContent).toContain('To już Twój kursant.');
    await waitFor(() => expect(screen.getByTestId('exists-own-link').getAttribute('href')).toBe('/school/students/edit/42'));
  }, TIMEOUT);
});

describe('/school/students/create/{type}: validation and sending', () => {
  it('refuses an invalid form with the banner and the field messages', async () => {
    const server = new FakeStudentsServer();
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    await screen.findByTestId('create-student-form');
    type('create-email', 'zly-adres');
    type('create-password', 'abc');
    type('create-repeat', 'abd');
    fireEvent.click(screen.getByTestId('create-submit'));
    expect((await screen.findByTestId('create-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getByText('Proszę podać prawidłowy adres e-mail')).toBeTruthy();
    expect(screen.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeTruthy();
    expect(screen.getByText('Hasła muszą być takie same')).toBeTruthy();
    expect(screen.getByText('Podaj imię')).toBeTruthy();
    expect(server.calls('school/create/student')).toHaveLength(0);
  }, TIMEOUT);

  it('refuses a phone outside the pattern and SHORT days 0 and 1000', async () => {
    const server = new FakeStudentsServer();
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_SMS');
    await screen.findByTestId('create-student-form');
    type('create-phone', '12345');
    type('create-first-name', 'Jan');
    type('create-last-name', 'Nowak');
    fireEvent.click(screen.getByTestId('create-access-short'));
    expect((screen.getByTestId('create-days') as HTMLInputElement).value).toBe('1');
    type('create-days', '0');
    fireEvent.click(screen.getByTestId('create-submit'));
    expect(await screen.findByText('Proszę podać prawidłowy numer telefonu')).toBeTruthy();
    expect(screen.getByText('Podaj liczbę dni od 1 do 999')).toBeTruthy();
    type('create-days', '1000');
    expect((screen.getByTestId('create-days') as HTMLInputElement).value).toBe('1000');
    expect(await screen.findByText('Podaj liczbę dni od 1 do 999')).toBeTruthy();
    // A comma is kept and refused, never read as 15.
    type('create-days', '1,5');
    expect(await screen.findByText('Liczba dni musi być liczbą całkowitą – bez przecinka.')).toBeTruthy();
    type('create-days', '100');
    type('create-phone', '+48 500-600-700');
    fireEvent.click(screen.getByTestId('create-submit'));
    expect(await screen.findByTestId('create-result-PARTIAL_SENT')).toBeTruthy();
    expect(server.calls('school/create/student')[0]!.body).toMatchObject({ type: 'SCHOOL_SMS', phoneNumber: '+48 500-600-700', accessType: 'SHORT', numberOfDays: 100, schoolId: 5 });
  }, TIMEOUT);

  it('a malformed e-mail in the existence check is a message on the e-mail field, not a failed check', async () => {
    const server = new FakeStudentsServer();
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    await screen.findByTestId('create-student-form');
    type('create-email', 'ala@');
    fireEvent.blur(screen.getByTestId('create-email'));
    await waitFor(() => expect(server.calls('checkIfEmailExistsBySchool')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('create-email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeTruthy();
    expect(screen.queryByTestId('exists-failed')).toBeNull();
  }, TIMEOUT);

  it('sends a LONG regular creation (120 days, book, lectures, remarks) and shows the result with links', async () => {
    const server = new FakeStudentsServer();
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    await fillRegular();
    fireEvent.click(screen.getByTestId('create-with-lectures'));
    type('create-remarks', 'Płatność w ratach');
    fireEvent.click(screen.getByTestId('create-submit'));
    expect((await screen.findByTestId('create-result-CREATED')).textContent).toContain('Kursant Jan Nowak dodany.');
    expect(server.calls('school/create/student')[0]!.body).toEqual({
      type: 'SCHOOL_REGULAR',
      email: 'nowy@example.com',
      password: 'Kierownica-77',
      firstName: 'Jan',
      lastName: 'Nowak',
      numberOfDays: 120,
      schoolId: 5,
      category: 'B',
      withBook: true,
      withLectures: true,
      accessType: 'LONG',
      oskRemarks: 'Płatność w ratach',
    });
    expect(screen.getByTestId('create-result').textContent).toContain('dni 180, książki 39');
    expect(screen.getByTestId('create-to-list').getAttribute('href')).toBe('/school/students');
    fireEvent.click(screen.getByTestId('create-another'));
    expect(((await screen.findByTestId('create-email')) as HTMLInputElement).value).toBe('');
  }, TIMEOUT);

  it.each([
    ['msg.error.not.enough.books', 'LONG'],
    ['msg.error.not.enough.exams', 'SHORT'],
  ] as const)('a 409 %s shows its message', async (code, access) => {
    const server = new FakeStudentsServer();
    server.failNext.push({ status: 409, code });
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    await fillRegular();
    if (access === 'SHORT') fireEvent.click(screen.getByTestId('create-access-short'));
    fireEvent.click(screen.getByTestId('create-submit'));
    const failure = await screen.findByTestId('create-failure');
    expect(failure.textContent).toBe(code === 'msg.error.not.enough.books' ? 'Brak wystarczającej liczby książek w magazynie szkoły.' : 'Brak wystarczającej liczby dni nauki w magazynie szkoły.');
  }, TIMEOUT);

  it('disables e-lectures without canAddLecture', async () => {
    const server = new FakeStudentsServer({ canAddLecture: false });
    serveStudents(server);
    renderApp('/school/students/create/SCHOOL_REGULAR');
    expect(((await screen.findByTestId('create-with-lectures')) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('creation rules', () => {
  const base: CreationValues = { email: 'a@b.pl', phoneNumber: '', password: 'Kierownica-77', repeatPassword: 'Kierownica-77', firstName: 'A', lastName: 'B', category: 'B', accessType: 'SHORT', numberOfDays: '1', withBook: false, withLectures: false, oskRemarks: '' };
  it('phone: a Polish number as people write it (also 3-3-3 with spaces) or a foreign one; "123" is none', () => {
    for (const ok of ['500600700', '500-600-700', '500 600 700', '+48 500 600 700', '+48 500600700', '0049500600700', '48 500-600-700']) expect(isValidPhone(ok)).toBe(true);
    for (const bad of ['50060070', '123', '500  600 700', '5006007001', 'abc']) expect(isValidPhone(bad)).toBe(false);
  });
  it('SHORT days 1 to 999; "1,5" is refused as a decimal, never read as 15', () => {
    expect([isValidShortDays('0'), isValidShortDays('1'), isValidShortDays('999'), isValidShortDays('1000'), isValidShortDays('')]).toEqual([false, true, true, false, false]);
    expect(validateCreation('SCHOOL_REGULAR', { ...base, numberOfDays: '1,5' })).toEqual({ numberOfDays: 'msg.validation.days.whole' });
  });
  it('remarks at most 500 characters', () => {
    expect(validateCreation('SCHOOL_REGULAR', { ...base, oskRemarks: 'x'.repeat(500) })).toEqual({});
    expect(validateCreation('SCHOOL_REGULAR', { ...base, oskRemarks: 'x'.repeat(501) })).toEqual({ oskRemarks: 'remarks' });
  });
});
