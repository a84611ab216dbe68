import type { LoginUser } from '@osk/contract';
import { vi } from 'vitest';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import type { FakeSchedulerServer } from './fake-scheduler-server';

/** Serves the fake's calls and logs in a school or an instructor. */
export function serveScheduler(server: FakeSchedulerServer, userType: 'SCHOOL' | 'INSTRUCTOR' = 'SCHOOL'): void {
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  setSessionUser(
    loginUserFixture(
      userType === 'SCHOOL'
        ? { id: 70, userName: 'osk@example.com', userType: 'SCHOOL', userSource: 'EPRAWKO' }
        : { id: 80, userName: 'instruktor@example.com', userType: 'INSTRUCTOR', userSource: 'EPRAWKO' },
    ) as LoginUser,
  );
}
