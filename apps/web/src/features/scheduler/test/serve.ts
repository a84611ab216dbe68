import type { LoginUser } from '@osk/contract';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import { SCHOOL_USER } from '../../../test/fake-api';
import type { FakeSchedulerServer } from './fake-scheduler-server';

/** Serves the fake's calls and logs in a school or an instructor. */
export function serveScheduler(server: FakeSchedulerServer, userType: 'SCHOOL' | 'INSTRUCTOR' = 'SCHOOL'): void {
  server.api.install();
  setSessionUser(
    loginUserFixture(
      userType === 'SCHOOL'
        ? SCHOOL_USER
        : { id: 80, userName: 'instruktor@example.com', userType: 'INSTRUCTOR', userSource: 'EPRAWKO' },
    ) as LoginUser,
  );
}
