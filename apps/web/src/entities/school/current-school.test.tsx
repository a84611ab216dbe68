// @vitest-environment jsdom
import type { LoginUser, School } from '@osk/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser, setSessionUser } from '../../lib/session/session.store';
import { loginUserFixture } from '../../test/app-test-utils';
import { queryWrapper, serveOneRead } from '../../test/query-hooks';
import { aSchool } from '../../test/school.fixture';
import { CURRENT_SCHOOL_KEY, useCurrentSchool, useRefreshCurrentSchool, useStoreCurrentSchool } from './current-school';

// The current school: one query for every feature, and each read (or stored save) hands the school's
// payment-block date to the stored user, which the navigation guard reads.

const BLOCKED_AT = '2026-01-10T09:00:00.000Z';

function logInSchool(): void {
  setSessionUser(loginUserFixture({ id: 70, userName: 'osk@example.com', userType: 'SCHOOL', willBeBlockedAt: null }) as LoginUser);
}

beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('the current school', () => {
  it('reads school/show once for every page that asks, under the user’s key, and takes its block date', async () => {
    logInSchool();
    const fetch = serveOneRead('eprawko-rest/school/show', () => aSchool({ willBeBlockedAt: BLOCKED_AT }));
    const { client, wrapper } = queryWrapper();
    const first = renderHook(() => useCurrentSchool(), { wrapper });
    const second = renderHook(() => useCurrentSchool(), { wrapper });
    await waitFor(() => expect(first.result.current.data?.id).toBe(5));
    await waitFor(() => expect(second.result.current.data?.id).toBe(5));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData([...CURRENT_SCHOOL_KEY, 70])).toMatchObject({ id: 5 });
    expect(getSessionUser()?.willBeBlockedAt).toBe(BLOCKED_AT);
    expect(getSessionUser()?.paymentBlocked).toBe(true);
  });

  it('follows the block when it is lifted, on the next read', async () => {
    logInSchool();
    let blockedAt: string | null = BLOCKED_AT;
    serveOneRead('eprawko-rest/school/show', () => aSchool({ willBeBlockedAt: blockedAt }));
    const { wrapper } = queryWrapper();
    const school = renderHook(() => ({ query: useCurrentSchool(), refresh: useRefreshCurrentSchool() }), { wrapper });
    await waitFor(() => expect(getSessionUser()?.willBeBlockedAt).toBe(BLOCKED_AT));
    blockedAt = null;
    await act(() => school.result.current.refresh());
    expect(getSessionUser()?.willBeBlockedAt).toBeNull();
    expect(getSessionUser()?.paymentBlocked).toBe(false);
  });

  it('stores a school a save answered, with its block date', () => {
    logInSchool();
    const fetch = serveOneRead('eprawko-rest/school/show', () => aSchool());
    const { client, wrapper } = queryWrapper();
    const store = renderHook(() => useStoreCurrentSchool(), { wrapper });
    act(() => store.result.current(aSchool({ name: 'OSK Nowa', willBeBlockedAt: BLOCKED_AT })));
    expect(client.getQueryData<School>([...CURRENT_SCHOOL_KEY, 70])?.name).toBe('OSK Nowa');
    expect(getSessionUser()?.willBeBlockedAt).toBe(BLOCKED_AT);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not read for a learner', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    const fetch = serveOneRead('eprawko-rest/school/show', () => aSchool());
    const { wrapper } = queryWrapper();
    const school = renderHook(() => useCurrentSchool(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(school.result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });
});
