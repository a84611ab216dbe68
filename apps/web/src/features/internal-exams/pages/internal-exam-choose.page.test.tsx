// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { fakeApi, type FakeApi } from '../../../test/fake-api';
import { InternalExamChoosePage } from './internal-exam-choose.page';

let state = { schoolId: 5, lockedByExamId: null as number | null, pinSet: true, defaultPasswordSet: true };
let api: FakeApi;

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  state = { schoolId: 5, lockedByExamId: null, pinSet: true, defaultPasswordSet: true };
  api = fakeApi()
    .get('examInternalState', () => state)
    .post('schoolCreateStudentTemporal', { status: 'CREATED', student: null, login: 'egzamin-k7m2p9qx', password: 'abcd-efgh-jkmn', numberOfDaysOfLearn: 10, numberOfBooks: 5 });
  setSessionUser(loginUserFixture({ id: 70, userType: 'SCHOOL' }) as LoginUser);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('/exam/internal and /exam/online', () => {
  it('offers the categories when the PIN and the default password are set', async () => {
    renderWithProviders(<InternalExamChoosePage />);
    const b = await screen.findByTestId('internal-category-B');
    expect(b.getAttribute('href')).toBe('/exam/exam/internal?category=B');
    expect(screen.queryByTestId('internal-no-pin')).toBeNull();
  });

  it('warns without a PIN and without a default password, linking to their settings, and disables the start', async () => {
    state = { ...state, pinSet: false, defaultPasswordSet: false };
    renderWithProviders(<InternalExamChoosePage />);
    expect((await screen.findByTestId('internal-no-pin')).querySelector('a')?.getAttribute('href')).toBe('/school/changePin');
    expect(screen.getByTestId('internal-no-default-password').querySelector('a')?.getAttribute('href')).toBe('/school/changeDefaultPassword');
    expect((screen.getByTestId('internal-category-B') as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a temporary account per category for the online exam and shows its login', async () => {
    renderWithProviders(<InternalExamChoosePage online />);
    fireEvent.click(await screen.findByTestId('internal-category-C'));
    expect(await screen.findByTestId('internal-account-created')).toBeTruthy();
    expect(screen.getByTestId('temporary-login').textContent).toBe('egzamin-k7m2p9qx');
    expect(screen.getByTestId('temporary-password').textContent).toBe('abcd-efgh-jkmn');
    expect(api.bodies('schoolCreateStudentTemporal')).toEqual([{ category: 'C' }]);
  });
});
