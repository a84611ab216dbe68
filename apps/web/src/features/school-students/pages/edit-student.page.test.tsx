// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { parseAssignDays, resendError } from '../lib/student-form';
import { aStudent, FakeStudentsServer } from '../test/fake-students-server';
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

describe('/school/students/edit/{id}', () => {
  it('shows the learner and saves names, remarks and flags with POST student/update', async () => {
    const server = new FakeStudentsServer({}, [aStudent(7, { firstName: 'Jan', lastName: 'Nowak', learningAvailableTill: '2027-02-01' })]);
    serveStudents(server);
    renderApp('/school/students/edit/7');
    expect((await screen.findByTestId('edit-name')).textContent).toBe('Jan Nowak');
    expect(screen.getByTestId('edit-till').textContent).toBe('01.02.2027');
    expect(screen.getByTestId('edit-stats').getAttribute('href')).toBe('/stats/7');
    type('edit-first-name', '');
    fireEvent.click(screen.getByTestId('edit-save'));
    expect((await screen.findByTestId('edit-invalid')).textContent).toBe('Popraw błędne pola!');
    expect(server.calls('student/update')).toHaveLength(0);
    type('edit-first-name', 'Janusz');
    type('edit-remarks', 'Zapłacił');
    fireEvent.click(screen.getByTestId('edit-ministry'));
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(server.calls('student/update')).toHaveLength(1));
    expect(server.calls('student/update')[0]!.body).toEqual({
      id: 7,
      firstName: 'Janusz',
      lastName: 'Nowak',
      category: 'B',
      oskRemarks: 'Zapłacił',
      notificationsEnabled: true,
      onlyMinistryQuestions: true,
    });
    await waitFor(() => expect(screen.getByTestId('edit-name').textContent).toBe('Janusz Nowak'));
  }, TIMEOUT);

  it('shows a failed save as msg.error.edit.failed', async () => {
    const server = new FakeStudentsServer({}, [aStudent(7)]);
    server.failNext.push({ status: 500, code: 'msg.error.edit.failed' });
    serveStudents(server);
    renderApp('/school/students/edit/7');
    fireEvent.click(await screen.findByTestId('edit-save'));
    expect((await screen.findByTestId('edit-failure')).textContent).toContain('Błąd podczas edycji');
  }, TIMEOUT);

  it('disables the category when blockChangeCategory is set and lectures without canAddLecture', async () => {
    const server = new FakeStudentsServer({ canAddLecture: false }, [aStudent(7, { blockChangeCategory: true })]);
    serveStudents(server);
    renderApp('/school/students/edit/7');
    expect(((await screen.findByTestId('edit-category')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('edit-lectures') as HTMLButtonElement).disabled).toBe(true);
  });

  it('assigns days: refuses 0, "1,5" and more than the learner has, sends a negative number to take days back, and shows a stock error', async () => {
    // The learner has 30 days left, counted from today (whatever day the test runs).
    const till = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const server = new FakeStudentsServer({ numberOfDaysOfLearn: 10 }, [aStudent(7, { learningAvailableTill: till })]);
    serveStudents(server);
    renderApp('/school/students/edit/7');
    await screen.findByTestId('days-input');
    type('days-input', '0');
    fireEvent.click(screen.getByTestId('days-submit'));
    expect(await screen.findByText('Podaj liczbę dni różną od 0: dodatnią, by dodać dni, ujemną, by je odebrać.')).toBeTruthy();
    // The comma stays as typed and is refused; nothing is sent (it used to become 15).
    type('days-input', '1,5');
    expect((screen.getByTestId('days-input') as HTMLInputElement).value).toBe('1,5');
    fireEvent.click(screen.getByTestId('days-submit'));
    expect(await screen.findByText('Liczba dni musi być liczbą całkowitą – bez przecinka.')).toBeTruthy();
    type('days-input', '-9999');
    fireEvent.click(screen.getByTestId('days-submit'));
    expect(await screen.findByText('Nie można odebrać więcej dni, niż kursantowi zostało.')).toBeTruthy();
    expect(server.calls('/source/LEARN')).toHaveLength(0);
    type('days-input', '-5');
    fireEvent.click(screen.getByTestId('days-submit'));
    await waitFor(() => expect(server.calls('/source/LEARN')).toHaveLength(1));
    expect(server.calls('/source/LEARN')[0]!.path).toBe('school/assign/-5/days/to/student/7/source/LEARN');
    await waitFor(() => expect(screen.getByTestId('stock-days').textContent).toBe('15'));
    type('days-input', '30');
    fireEvent.click(screen.getByTestId('days-submit'));
    expect((await screen.findByTestId('days-error')).textContent).toBe('Brak wystarczającej liczby dni nauki w magazynie szkoły.');
  }, TIMEOUT);

  it('adds 3 internal exams and assigns lectures', async () => {
    const server = new FakeStudentsServer({}, [aStudent(7, { internalExams: 3 })]);
    serveStudents(server);
    renderApp('/school/students/edit/7');
    expect((await screen.findByTestId('edit-exams')).textContent).toBe('Egzaminy wewnętrzne: 3');
    fireEvent.click(screen.getByTestId('edit-add-exams'));
    await waitFor(() => expect(screen.getByTestId('edit-exams').textContent).toBe('Egzaminy wewnętrzne: 6'));
    fireEvent.click(screen.getByTestId('edit-lectures'));
    await waitFor(() => expect(server.calls('source/LECTURES')).toHaveLength(1));
  }, TIMEOUT);

  it('resend dialog: with an e-mail set one of the two options must be ticked; a failure shows msg.error.resend.failed', async () => {
    const server = new FakeStudentsServer({}, [aStudent(7, { status: 'NEW', registrationId: 'reg-1', email: 'stary@example.com' })]);
    serveStudents(server);
    renderApp('/school/students/edit/7');
    fireEvent.click(await screen.findByTestId('edit-resend'));
    await screen.findByTestId('resend-dialog');
    fireEvent.click(screen.getByTestId('resend-send'));
    fireEvent.click(screen.getByTestId('resend-submit'));
    expect(await screen.findByText('Zaznacz co najmniej jedną opcję')).toBeTruthy();
    type('resend-email', 'zly');
    fireEvent.click(screen.getByTestId('resend-update'));
    fireEvent.click(screen.getByTestId('resend-submit'));
    expect(await screen.findByText('Proszę podać prawidłowy adres e-mail')).toBeTruthy();
    expect(server.calls('school/resend')).toHaveLength(0);
    type('resend-email', 'nowy@example.com');
    server.failNext.push({ status: 500, code: 'msg.error.internal' });
    fireEvent.click(screen.getByTestId('resend-submit'));
    expect((await screen.findByTestId('resend-failed')).textContent).toBe('Nie udało się ponownie wysłać wiadomości.');
    fireEvent.click(screen.getByTestId('resend-submit'));
    await waitFor(() => expect(server.calls('school/resend')).toHaveLength(2));
    expect(server.calls('school/resend')[1]!.body).toEqual({ email: 'nowy@example.com', registrationId: 'reg-1', resendEmail: false, updateEmail: true });
  }, TIMEOUT);

  it('removes after confirmation; a refusal shows msg.error.remove.failed', async () => {
    const server = new FakeStudentsServer({}, [aStudent(7), aStudent(8)]);
    server.failNext.push({ status: 409, code: 'msg.error.remove.failed' });
    serveStudents(server);
    renderApp('/school/students/edit/7');
    fireEvent.click(await screen.findByTestId('edit-remove'));
    fireEvent.click(await screen.findByTestId('remove-confirm'));
    expect((await screen.findByTestId('remove-error')).textContent).toBe('Nie udało się usunąć.');
    fireEvent.click(screen.getByTestId('edit-remove'));
    fireEvent.click(await screen.findByTestId('remove-confirm'));
    await screen.findByTestId('students-list-page');
    expect(server.calls('school/remove/student')[1]!.body).toEqual({ studentId: 7 });
  }, TIMEOUT);

  it('an internal account has no default-password button (each temporary account has its own password)', async () => {
    const server = new FakeStudentsServer({}, [aStudent(9, { internalExamAccount: true, source: 'LIWONA' })]);
    serveStudents(server);
    renderApp('/school/students/edit/9');
    expect(await screen.findByTestId('edit-stats')).toBeTruthy();
    expect(screen.queryByTestId('edit-password')).toBeNull();
  });

  it("another school's learner is an error on the page", async () => {
    const server = new FakeStudentsServer({}, []);
    serveStudents(server);
    renderApp('/school/students/edit/99');
    expect(await screen.findByTestId('students-error')).toBeTruthy();
  });
});

describe('edit rules', () => {
  it('days: whole, non-zero, negative allowed up to the days left; "1,5" is refused, never read as 15', () => {
    expect([parseAssignDays('5', 0), parseAssignDays('-5', 10), parseAssignDays('-10', 10)]).toEqual([
      { ok: true, days: 5 },
      { ok: true, days: -5 },
      { ok: true, days: -10 },
    ]);
    expect(parseAssignDays('1,5', 10)).toEqual({ ok: false, error: 'msg.validation.days.whole' });
    expect(parseAssignDays('1.5', 10)).toEqual({ ok: false, error: 'msg.validation.days.whole' });
    expect(parseAssignDays('0', 10)).toEqual({ ok: false, error: 'msg.validation.days.assign' });
    expect(parseAssignDays('', 10)).toEqual({ ok: false, error: 'msg.validation.days.assign' });
    expect(parseAssignDays('-9999', 10)).toEqual({ ok: false, error: 'msg.error.days.more.than.left' });
    expect(parseAssignDays('-11', 10)).toEqual({ ok: false, error: 'msg.error.days.more.than.left' });
    expect(parseAssignDays('3651', 10)).toEqual({ ok: false, error: 'msg.validation.days.assign.max' });
  });
  it('resend: valid e-mail; with an e-mail set one option ticked', () => {
    expect(resendError('zly', false, false, false)).toBe('email');
    expect(resendError('a@b.pl', false, false, false)).toBeNull();
    expect(resendError('a@b.pl', true, false, false)).toBe('choice');
    expect(resendError('a@b.pl', true, true, false)).toBeNull();
    expect(resendError('a@b.pl', true, false, true)).toBeNull();
  });
});
