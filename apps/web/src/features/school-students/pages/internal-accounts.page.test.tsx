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
  it('lists the temporary accounts and creates one per category, showing its login and its own password once, printable', async () => {
    const server = new FakeStudentsServer({}, [aStudent(3, { internalExamAccount: true, email: 'tmp3@osk' })]);
    serveStudents(server);
    renderApp('/school/internalAccounts');
    expect(await screen.findAllByTestId('internal-row')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('internal-create'));
    expect((await screen.findByTestId('temporary-login')).textContent).toMatch(/^tmp\d+@osk$/);
    expect(screen.getByTestId('temporary-password').textContent).toMatch(/^abcd-efgh-k*\d+$/);
    expect(screen.getByTestId('internal-created').textContent).toContain('hasło nie zostanie pokazane ponownie');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('temporary-print'));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(server.calls('school/create/student/temporal')[0]!.body).toEqual({ category: 'B' });
    await waitFor(() => expect(screen.getAllByTestId('internal-row')).toHaveLength(2));
  });

  it('needs no default password any more (each account has its own); shows the empty state', async () => {
    const server = new FakeStudentsServer({ defaultPasswordSet: false }, []);
    serveStudents(server);
    renderApp('/school/internalAccounts');
    expect(await screen.findByTestId('internal-empty')).toBeTruthy();
    expect(screen.queryByTestId('internal-no-default')).toBeNull();
  });
});
