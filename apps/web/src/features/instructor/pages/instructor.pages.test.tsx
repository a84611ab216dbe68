// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Lesson, LoginUser } from '@osk/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeInstructorServer, serveInstructor } from '../test/fake-instructor-server';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const TIMEOUT = 30_000;
const plus = (days: number) => {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const lesson = (id: number, lessonDate: string, overrides: Partial<Lesson> = {}): Lesson => ({
  id,
  lessonStatus: 'PLANNED',
  lessonType: 'DRIVE',
  lessonDate,
  startTime: '08:00',
  endTime: '09:30',
  instructor: { id: 42, firstName: 'Jan', lastName: 'Kowalski', phoneNumber: null, color: '#3366FF' },
  student: { id: 11, firstName: 'Anna', lastName: 'Nowak', phoneNumber: null },
  group: null,
  car: { id: 21, manufacturer: 'Toyota', model: 'Yaris', registrationNumber: 'WA12345' },
  canEdit: true,
  remarks: null,
  meetingPlace: null,
  outcome: null,
  cancelledBy: null,
  canSetOutcome: false,
  ...overrides,
});

describe('/instructor', () => {
  it('lists the later lessons of the next 14 days (today and tomorrow are the day list)', async () => {
    const server = new FakeInstructorServer();
    server.lessons = [lesson(1, plus(2)), lesson(2, plus(3), { lessonType: 'LECTURE', student: null, car: null, group: { id: 31, name: 'Kurs marcowy' } }), lesson(3, plus(20))];
    serveInstructor(server);
    renderApp('/instructor');
    await screen.findByTestId('upcoming-1');
    const list = screen.getByTestId('instructor-upcoming');
    expect(list.textContent).toContain('08:00–09:30');
    expect(list.textContent).toContain('Anna Nowak');
    expect(list.textContent).toContain('WA12345');
    expect(screen.getByTestId('upcoming-2').textContent).toContain('Kurs marcowy');
    expect(screen.queryByTestId('upcoming-3')).toBeNull();
    const query = server.calls('lessons/lesson')[0]!.query;
    expect(query.get('after')).toBe(todayIso());
    expect(query.get('before')).toBe(plus(13));
    expect(screen.getByTestId('instructor-to-scheduler').getAttribute('href')).toBe('/scheduler');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Dzień dobry, Jan!');
  }, TIMEOUT);

  it("shows today's and tomorrow's lessons by day: call and map links, begun ones done or open with one-tap outcomes (issue 22)", async () => {
    // 11:00 in Warsaw on Friday 29 March 2030.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-29T10:00:00Z'));
    try {
      const server = new FakeInstructorServer();
      const anna = { id: 11, firstName: 'Anna', lastName: 'Nowak', phoneNumber: '+48 600 100 200' };
      server.lessons = [
        lesson(1, '2030-03-29', { startTime: '08:00', endTime: '09:00', student: anna, meetingPlace: 'Plac manewrowy, ul. Polna 12 & bok', canEdit: false, canSetOutcome: true }),
        lesson(2, '2030-03-29', { startTime: '09:00', endTime: '10:00', outcome: 'HELD', canEdit: false, canSetOutcome: true }),
        lesson(3, '2030-03-29', { startTime: '14:00', endTime: '15:00' }),
        lesson(4, '2030-03-30', { startTime: '08:00', endTime: '09:00' }),
        lesson(5, '2030-04-02', { startTime: '08:00', endTime: '09:00' }),
      ];
      serveInstructor(server);
      renderApp('/instructor');
      const open = await screen.findByTestId('day-lesson-1');
      const today = screen.getByTestId('instructor-day-2030-03-29');
      expect(today.textContent).toContain('Dziś, 29.03.2030');
      expect(screen.getByTestId('instructor-day-2030-03-30').textContent).toContain('Jutro, 30.03.2030');
      expect(screen.getByTestId('instructor-day-2030-03-30').contains(screen.getByTestId('day-lesson-4'))).toBe(true);
      // The begun lessons are done or open, the later one today is upcoming; none of them in the later table.
      expect(open.getAttribute('data-state')).toBe('open');
      expect(screen.getByTestId('day-lesson-2').getAttribute('data-state')).toBe('done');
      expect(screen.getByTestId('day-lesson-2').textContent).toContain('Zakończona: Odbyta');
      expect(screen.getByTestId('day-lesson-3').getAttribute('data-state')).toBe('upcoming');
      expect(screen.getByTestId('day-lesson-3').querySelector('[data-testid="day-lesson-HELD"]')).toBeNull();
      expect(screen.queryByTestId('upcoming-1')).toBeNull();
      expect(screen.queryByTestId('upcoming-3')).toBeNull();
      expect(screen.getByTestId('upcoming-5')).toBeTruthy();
      // The learner's phone and the meeting place are links.
      const call = open.querySelector('[data-testid="day-lesson-call"]')!;
      expect(call.getAttribute('href')).toBe('tel:+48600100200');
      const map = open.querySelector('[data-testid="day-lesson-map"]')!;
      expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Plac%20manewrowy%2C%20ul.%20Polna%2012%20%26%20bok');
      // One tap: held.
      fireEvent.click(open.querySelector('[data-testid="day-lesson-HELD"]')!);
      await waitFor(() => expect(screen.getByTestId('day-lesson-1').getAttribute('data-state')).toBe('done'));
      expect(server.calls('lessons/lesson/1/outcome', 'PUT')[0]!.body).toEqual({ outcome: 'HELD', cancelledBy: null });
      // Cancelled asks by whom.
      fireEvent.click(screen.getByTestId('day-lesson-2').querySelector('[data-testid="day-lesson-CANCELLED"]')!);
      fireEvent.click(await screen.findByTestId('day-lesson-by-LEARNER'));
      await waitFor(() => expect(screen.getByTestId('day-lesson-2').textContent).toContain('Odwołana przez kursanta'));
      expect(server.calls('lessons/lesson/2/outcome', 'PUT')[0]!.body).toEqual({ outcome: 'CANCELLED', cancelledBy: 'LEARNER' });
    } finally {
      vi.useRealTimers();
    }
  }, TIMEOUT);

  it('creates, rotates and revokes the phone calendar feed', async () => {
    const server = new FakeInstructorServer();
    serveInstructor(server);
    renderApp('/instructor');
    fireEvent.click(await screen.findByTestId('feed-create'));
    const url = await screen.findByTestId('feed-url');
    expect((url as HTMLInputElement).value).toBe(`${window.location.origin}/api/lessons/calendar/secret-1.ics`);
    fireEvent.click(screen.getByTestId('feed-rotate'));
    await waitFor(() => expect((screen.getByTestId('feed-url') as HTMLInputElement).value).toContain('secret-2.ics'));
    fireEvent.click(screen.getByTestId('feed-revoke'));
    await screen.findByTestId('feed-create');
    expect(screen.queryByTestId('feed-url')).toBeNull();
    expect(server.calls('lessons/calendar-feed', 'POST')).toHaveLength(2);
    expect(server.calls('lessons/calendar-feed', 'DELETE')).toHaveLength(1);
  }, TIMEOUT);

  it('an active feed after a reload offers a new address or switching it off (the old address is not kept)', async () => {
    const server = new FakeInstructorServer();
    server.feed = { url: null, active: true };
    serveInstructor(server);
    renderApp('/instructor');
    expect(await screen.findByTestId('feed-active')).toBeTruthy();
    expect(screen.queryByTestId('feed-url')).toBeNull();
    fireEvent.click(screen.getByTestId('feed-rotate'));
    expect(((await screen.findByTestId('feed-url')) as HTMLInputElement).value).toContain('secret-1.ics');
  });

  it('shows a refused feed change', async () => {
    const server = new FakeInstructorServer();
    server.failNext.push({ status: 500, body: { code: 'msg.error.internal', message: 'Błąd' } });
    serveInstructor(server);
    renderApp('/instructor');
    fireEvent.click(await screen.findByTestId('feed-create'));
    expect(await screen.findByTestId('feed-failure')).toBeTruthy();
    expect(screen.queryByTestId('feed-url')).toBeNull();
  }, TIMEOUT);
});

describe('/instructor/profile', () => {
  it('saves names and notifications, keeps e-mail and phone read-only and the rest of the record', async () => {
    const server = new FakeInstructorServer();
    serveInstructor(server);
    renderApp('/instructor/profile');
    const first = (await screen.findByTestId('profile-first-name')) as HTMLInputElement;
    expect(first.value).toBe('Jan');
    expect((screen.getByTestId('profile-email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('profile-phone') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByTestId('profile-change-password').getAttribute('href')).toBe('/changePassword/instructor');
    expect(server.calls('lessons/instructor')[0]!.query.get('pageSize')).toBe('1');

    fireEvent.change(first, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('form-invalid-banner')).textContent).toBe('Popraw błędne pola!');
    expect(server.calls('lessons/instructor/42', 'PUT')).toHaveLength(0);

    fireEvent.change(first, { target: { value: 'Janusz' } });
    fireEvent.click(screen.getByTestId('profile-notifications'));
    fireEvent.click(screen.getByTestId('profile-save'));
    await screen.findByTestId('profile-saved');
    expect(server.calls('lessons/instructor/42', 'PUT')[0]!.body).toMatchObject({
      firstName: 'Janusz',
      lastName: 'Kowalski',
      notificationsEnabled: false,
      email: 'instruktor@example.com',
      phoneNumber: '600100200',
      categories: ['B', 'A'],
      remarks: 'uwagi szkoły',
      color: '#3366FF',
    });
  }, TIMEOUT);

  it('maps a 400 answer onto the fields', async () => {
    const server = new FakeInstructorServer();
    server.failNext.push({ status: 400, body: { code: 'msg.error.invalid.form', message: 'x', fields: [{ field: 'lastName', message: 'Za długie', key: 'msg.validation.too.long' }] } });
    serveInstructor(server);
    renderApp('/instructor/profile');
    fireEvent.click(await screen.findByTestId('profile-save'));
    expect(await screen.findByTestId('form-invalid-banner')).toBeTruthy();
    expect(screen.queryByTestId('profile-saved')).toBeNull();
  }, TIMEOUT);

  it('is not open to a school', async () => {
    const server = new FakeInstructorServer();
    serveInstructor(server);
    setSessionUser(loginUserFixture({ id: 70, userName: 'osk@example.com', userType: 'SCHOOL' }) as LoginUser);
    renderApp('/instructor/profile');
    await waitFor(() => expect(screen.queryByTestId('instructor-profile')).toBeNull());
    expect(server.calls('lessons/instructor')).toHaveLength(0);
  }, TIMEOUT);
});
