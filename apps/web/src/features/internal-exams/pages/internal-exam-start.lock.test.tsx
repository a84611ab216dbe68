// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { InternalExamStartScreen } from './internal-exam-start';

// The start call and the state read are the module's; the exam answer itself is not what this is about.
const start = vi.hoisted(() => vi.fn());
vi.mock('../api/internal-exams.api', () => ({
  startInternalExam: start,
  useInternalExamState: () => ({ isPending: false, data: { schoolId: 5, lockedByExamId: null, pinSet: true, defaultPasswordSet: true } }),
}));

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  start.mockReset();
  setSessionUser(loginUserFixture({ id: 70, userType: 'SCHOOL' }) as LoginUser);
});
afterEach(() => {
  clearSessionUser();
});

function render() {
  renderWithProviders(
    <Routes>
      <Route path="/exam/exam/internal" element={<InternalExamStartScreen />} />
      <Route path="/exam/exam/:id" element={<div data-testid="exam-running" />} />
    </Routes>,
    { route: '/exam/exam/internal?category=B' },
  );
}

describe('starting the internal exam', () => {
  it('marks the stored session locked once the server started (and locked) it', async () => {
    start.mockResolvedValue({ ok: true, status: 200, data: { id: 91 } });
    render();
    expect(getSessionUser()?.locked).toBe(false);
    fireEvent.click(await screen.findByTestId('internal-start'));
    expect(await screen.findByTestId('exam-running')).toBeTruthy();
    expect(getSessionUser()?.locked).toBe(true);
  });

  it('leaves the session unlocked when the start is refused', async () => {
    start.mockResolvedValue({ ok: false, status: 409, error: { code: 'msg.error.internal', message: 'nie' } });
    render();
    fireEvent.click(await screen.findByTestId('internal-start'));
    await waitFor(() => expect(screen.getByTestId('internal-start-error')).toBeTruthy());
    expect(getSessionUser()?.locked).toBe(false);
  });
});
