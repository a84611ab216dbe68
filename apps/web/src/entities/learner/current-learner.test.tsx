// @vitest-environment jsdom
import type { LoginUser, Student } from '@osk/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../lib/session/session.store';
import { loginUserFixture } from '../../test/app-test-utils';
import { queryWrapper, serveOneRead } from '../../test/query-hooks';
import { aStudent } from '../../test/student.fixture';
import { currentLearnerKey, useCurrentLearner, useRefreshCurrentLearner, useStoreCurrentLearner } from './current-learner';

// The current learner: one query (student/show) for every feature, one entry per user.

beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('the current learner', () => {
  it('is read once for every page that asks, under the user’s key; a refresh reads it again for all of them', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    let till: string | null = null;
    const fetch = serveOneRead('eprawko-rest/student/show', () => aStudent({ learningAvailableTill: till }));
    const { client, wrapper } = queryWrapper();
    const profile = renderHook(() => useCurrentLearner(), { wrapper });
    const exam = renderHook(() => ({ learner: useCurrentLearner(), refresh: useRefreshCurrentLearner() }), { wrapper });
    await waitFor(() => expect(profile.result.current.data?.id).toBe(3));
    await waitFor(() => expect(exam.result.current.learner.data?.id).toBe(3));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(currentLearnerKey(7))).toMatchObject({ id: 3 });

    // A payment or a code changed the access dates.
    till = '2026-12-31';
    await act(() => exam.result.current.refresh());
    await waitFor(() => expect(profile.result.current.data?.learningAvailableTill).toBe('2026-12-31'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stores a learner a save answered under its user, without a read', () => {
    setSessionUser(loginUserFixture() as LoginUser);
    const fetch = serveOneRead('eprawko-rest/student/show', () => aStudent());
    const { client, wrapper } = queryWrapper();
    const store = renderHook(() => useStoreCurrentLearner(), { wrapper });
    act(() => store.result.current(aStudent({ category: 'A' })));
    expect(client.getQueryData<Student>(currentLearnerKey(7))?.category).toBe('A');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not read for a school, nor while a page waits', async () => {
    setSessionUser(loginUserFixture({ id: 70, userType: 'SCHOOL' }) as LoginUser);
    const fetch = serveOneRead('eprawko-rest/student/show', () => aStudent());
    const forSchool = renderHook(() => useCurrentLearner(), { wrapper: queryWrapper().wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(forSchool.result.current.fetchStatus).toBe('idle');
    forSchool.unmount();

    setSessionUser(loginUserFixture() as LoginUser);
    const waiting = renderHook(() => useCurrentLearner(false), { wrapper: queryWrapper().wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waiting.result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });
});
