// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { anInstructor, FakeResourcesServer } from '../test/fake-resources-server';
import { pickOption, typeAndBlur } from '../test/helpers';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSessionUser();
});

function serverWith(count: number): FakeResourcesServer {
  const server = new FakeResourcesServer();
  server.instructors = Array.from({ length: count }, (_, i) => anInstructor(i + 1));
  server.serve();
  return server;
}

const Q = 'lessons/instructor';

describe('/instructors list', () => {
  it('loads ACTIVE instructors by last name ascending, 10 per page, with colour and categories', async () => {
    const server = serverWith(24);
    server.instructors[0] = anInstructor(1, { categories: ['B', 'BE', 'C_1_E'], color: '#123456' });
    server.instructors.push(anInstructor(99, { status: 'INACTIVE', lastName: 'Aaaa' }));
    renderApp('/instructors');

    const rows = await screen.findAllByTestId('instructor-row');
    expect(rows).toHaveLength(10);
    const q = server.lastQuery(Q);
    expect(q.get('status')).toBe('ACTIVE');
    expect(q.get('sortBy')).toBe('lastName');
    expect(q.get('direction')).toBe('ASC');
    expect(q.get('pageNumber')).toBe('0');
    expect(rows[0]!.textContent).toContain('Kowalski01');
    expect(rows[0]!.textContent).toContain('B, B+E, C1+E');
    expect(within(rows[0]!).getByTestId('instructor-color').getAttribute('aria-label')).toBe('#123456');
    expect(screen.getAllByTestId(/^page-\d+$/)).toHaveLength(3);

    fireEvent.click(screen.getByTestId('sort-lastName'));
    await waitFor(() => expect(server.lastQuery(Q).get('direction')).toBe('DESC'));
    await waitFor(() => expect(screen.getAllByTestId('instructor-row')[0]!.textContent).toContain('Kowalski24'));
    fireEvent.click(screen.getByTestId('sort-email'));
    await waitFor(() => expect(server.lastQuery(Q).get('sortBy')).toBe('email'));
    expect(server.lastQuery(Q).get('direction')).toBe('ASC');

    await pickOption('filter-status', 'Nieaktywny');
    await waitFor(() => expect(server.lastQuery(Q).get('status')).toBe('INACTIVE'));
    await waitFor(() => expect(screen.getAllByTestId('instructor-row')).toHaveLength(1));
  });

  it('filters by first and last name after the debounce', async () => {
    const server = serverWith(3);
    server.instructors.push(anInstructor(4, { firstName: 'Ewa', lastName: 'Zielińska' }));
    renderApp('/instructors');
    await screen.findAllByTestId('instructor-row');
    const before = server.calls(Q, 'GET').length;

    vi.useFakeTimers();
    fireEvent.change(screen.getByTestId('filter-lastName'), { target: { value: 'Ziel' } });
    fireEvent.change(screen.getByTestId('filter-firstName'), { target: { value: 'Ew' } });
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(server.calls(Q, 'GET')).toHaveLength(before);
    for (let i = 0; i < 12; i += 1) await act(() => vi.advanceTimersByTimeAsync(25));
    vi.useRealTimers();
    await waitFor(() => expect(server.lastQuery(Q).get('lastName')).toBe('Ziel'));
    expect(server.lastQuery(Q).get('firstName')).toBe('Ew');
    // One request for both fields typed within the pause.
    expect(server.calls(Q, 'GET').length).toBe(before + 1);
    await waitFor(() => expect(screen.getAllByTestId('instructor-row')).toHaveLength(1));
  });
});

describe('/instructors form', () => {
  it('creates an instructor: invitation note, default colour, e-mail and phone checked on blur for prior use', async () => {
    const server = serverWith(0);
    server.usedEmails.add('zajety@example.com');
    server.usedPhones.add('600100200');
    renderApp('/instructors');
    fireEvent.click(await screen.findByTestId('instructors-add'));
    await screen.findByTestId('instructor-form');
    expect(screen.getByTestId('instructor-invitation').textContent).toContain('e-mail z zaproszeniem');
    expect((screen.getByTestId('instructor-color-input') as HTMLInputElement).value).toBe('#FF0000');
    expect((screen.getByTestId('instructor-save') as HTMLButtonElement).disabled).toBe(true);

    typeAndBlur('instructor-first-name', 'Anna');
    typeAndBlur('instructor-last-name', 'Nowak');
    typeAndBlur('instructor-email', 'zajety@example.com');
    expect(await screen.findByText('*Podany adres już został wykorzystany')).toBeTruthy();
    expect(server.calls('eprawko-rest/checkIfEmailExists', 'POST')[0]!.body).toEqual({ email: 'zajety@example.com' });
    typeAndBlur('instructor-phone', '600100200');
    expect(await screen.findByText('*Podany numer telefonu już został wykorzystany')).toBeTruthy();
    expect(screen.getByTestId('instructor-invalid').textContent).toBe('Popraw błędne pola!');
    expect((screen.getByTestId('instructor-save') as HTMLButtonElement).disabled).toBe(true);

    typeAndBlur('instructor-email', 'anna@example.com');
    typeAndBlur('instructor-phone', '600100300');
    await waitFor(() => expect(screen.queryByText('*Podany numer telefonu już został wykorzystany')).toBeNull());
    expect(screen.queryByText('*Podany adres już został wykorzystany')).toBeNull();
    await waitFor(() => expect(server.calls('eprawko-rest/checkIfPhoneNumberExists', 'POST')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('instructor-notifications'));
    fireEvent.change(screen.getByTestId('instructor-registration'), { target: { value: 'R/123' } });
    await waitFor(() => expect((screen.getByTestId('instructor-save') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('instructor-save'));

    await waitFor(() => expect(server.calls(Q, 'POST')).toHaveLength(1));
    expect(server.calls(Q, 'POST')[0]!.body).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.com',
      phoneNumber: '600100300',
      color: '#FF0000',
      notificationsEnabled: false,
      categories: [],
      registrationNumber: 'R/123',
      additionalInfo1: null,
      additionalInfo2: null,
      remarks: null,
      status: 'ACTIVE',
    });
    expect((await screen.findAllByTestId('instructor-row'))[0]!.textContent).toContain('Nowak');
  });

  it('shows the banner for an invalid e-mail and a missing phone without asking the server', async () => {
    const server = serverWith(0);
    renderApp('/instructors');
    fireEvent.click(await screen.findByTestId('instructors-add'));
    await screen.findByTestId('instructor-form');
    typeAndBlur('instructor-email', 'nie-adres');
    fireEvent.blur(screen.getByTestId('instructor-phone'));
    expect(screen.getByTestId('instructor-invalid').textContent).toBe('Popraw błędne pola!');
    expect(screen.getByText('Proszę podać prawidłowy adres e-mail')).toBeTruthy();
    expect(screen.getAllByText('To pole jest wymagane').length).toBeGreaterThan(0);
    await act(async () => undefined);
    expect(server.calls('eprawko-rest/checkIfEmailExists')).toHaveLength(0);
    expect(server.calls('eprawko-rest/checkIfPhoneNumberExists')).toHaveLength(0);
  });

  it('edits with e-mail and phone locked (no prior-use check), and deactivates after confirmation', async () => {
    const server = serverWith(2);
    renderApp('/instructors');
    fireEvent.click(within((await screen.findAllByTestId('instructor-row'))[0]!).getByTestId('instructor-edit'));
    await screen.findByTestId('instructor-form');
    const email = screen.getByTestId('instructor-email') as HTMLInputElement;
    const phone = screen.getByTestId('instructor-phone') as HTMLInputElement;
    expect(email.value).toBe('instruktor1@example.com');
    expect(email.disabled).toBe(true);
    expect(phone.disabled).toBe(true);
    expect(screen.getByTestId('instructor-locked')).toBeTruthy();
    expect(screen.queryByTestId('instructor-invitation')).toBeNull();

    typeAndBlur('instructor-first-name', '');
    expect(screen.getByTestId('instructor-invalid').textContent).toBe('Popraw błędne pola!');
    typeAndBlur('instructor-first-name', 'Janusz');
    fireEvent.change(screen.getByTestId('instructor-remarks'), { target: { value: 'Tylko popołudnia' } });
    server.failNext.push({ status: 500, code: 'msg.error.internal' });
    fireEvent.click(screen.getByTestId('instructor-save'));
    expect((await screen.findByTestId('instructor-failure')).textContent).toBe('Nie udało się zapisać instruktora.');
    fireEvent.click(screen.getByTestId('instructor-save'));
    await waitFor(() => expect(server.calls('lessons/instructor/1', 'PUT')).toHaveLength(2));
    expect(server.calls('lessons/instructor/1', 'PUT')[1]!.body).toMatchObject({ firstName: 'Janusz', email: 'instruktor1@example.com', remarks: 'Tylko popołudnia', color: '#00AA00', categories: ['B'] });
    expect(server.calls('eprawko-rest/checkIfEmailExists')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByTestId('instructor-row')[0]!.textContent).toContain('Janusz'));

    fireEvent.click(within(screen.getAllByTestId('instructor-row')[0]!).getByTestId('instructor-edit'));
    fireEvent.click(await screen.findByTestId('instructor-remove'));
    expect((await screen.findByText('Czy na pewno dezaktywować instruktora Janusz Kowalski01?'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(server.calls('lessons/instructor/1', 'DELETE')).toHaveLength(1));
    // The deactivated instructor leaves the ACTIVE list.
    await waitFor(() => expect(screen.getAllByTestId('instructor-row')).toHaveLength(1));
  });
});
