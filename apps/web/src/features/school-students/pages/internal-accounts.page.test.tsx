// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
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

describe('/school/internalAccounts', () => {
  it('lists the temporary accounts and creates one per category, showing its login and the default-password reminder', async () => {
    const server = new FakeStudentsServer({}, [aStudent(3, { internalExamAccount: true, email: 'tmp3@osk' })]);
    serveStudents(server);
    renderApp('/school/internalAccounts');
    expect(await screen.findAllByTestId('internal-row')).toHaveLength(1);
    expect(screen.queryByTestId('internal-no-default')).toBeNull();
    fireEvent.click(screen.getByTestId('internal-create'));
    expect((await screen.findByTestId('internal-login')).textContent).toMatch(/^Login: tmp\d+@osk$/);
    expect(screen.getByTestId('internal-created').textContent).toContain('Hasło: hasło domyślne szkoły.');
    expect(server.calls('school/create/student/temporal')[0]!.body).toEqual({ category: 'B' });
    await waitFor(() => expect(screen.getAllByTestId('internal-row')).toHaveLength(2));
  });

  it('warns when no default password is set, with the link to set it; shows the empty state', async () => {
    const server = new FakeStudentsServer({ defaultPasswordSet: false }, []);
    serveStudents(server);
    renderApp('/school/internalAccounts');
    expect((await screen.findByTestId('internal-no-default')).textContent).toContain('Nie ustawiono hasła domyślnego');
    expect(screen.getByTestId('internal-set-default').getAttribute('href')).toBe('/school/changeDefaultPassword');
    expect(await screen.findByTestId('internal-empty')).toBeTruthy();
  });
});
