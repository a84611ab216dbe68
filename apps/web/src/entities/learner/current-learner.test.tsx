// @vitest-environment jsdom
import type { LoginUser, Student } from '@osk/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { clearSessionUser, setSessionUser } from '../../lib/session/session.store';
import { jsonResponse, loginUserFixture } from '../../test/app-test-utils';
import { aStudent } from '../../test/student.fixture';
import { currentLearnerKey, useCurrentLearner, useRefreshCurrentLearner, useStoreCurrentLearner } from './current-learner';

// The current learner: one query (student/show) for every feature, one entry per user.

function serveLearner(learner: () => Student) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/eprawko-rest/student/show') return jsonResponse(200, learner());
    return jsonResponse(404, { code: 'NOT_FOUND', message: path });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function wrapperWith(client = createQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  };
}

beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('the current learner', () => {
  it('is read once for every page that asks, under the user’s key; a refresh reads it again for all of them', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    let till: string | null = null;
    const fetch = serveLearner(() => aStudent({ learningAvailableTill: till }));
    const { client, wrapper } = wrapperWith();
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
    const fetch = serveLearner(() => aStudent());
    const { client, wrapper } = wrapperWith();
    const store = renderHook(() => useStoreCurrentLearner(), { wrapper });
    act(() => store.result.current(aStudent({ category: 'A' })));
    expect(client.getQueryData<Student>(currentLearnerKey(7))?.category).toBe('A');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not read for a school, nor while a page waits', async () => {
    setSessionUser(loginUserFixture({ id: 70, userType: 'SCHOOL' }) as LoginUser);
    const fetch = serveLearner(() => aStudent());
    const forSchool = renderHook(() => useCurrentLearner(), { wrapper: wrapperWith().wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(forSchool.result.current.fetchStatus).toBe('idle');
    forSchool.unmount();

    setSessionUser(loginUserFixture() as LoginUser);
    const waiting = renderHook(() => useCurrentLearner(false), { wrapper: wrapperWith().wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waiting.result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });
});
