import type { LoginUser } from '@osk/contract';
import { vi } from 'vitest';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import type { FakeStudentsServer } from './fake-students-server';

/** Serves the fake's calls and logs in the demo school's user. */
export function serveStudents(server: FakeStudentsServer): void {
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  setSessionUser(loginUserFixture({ id: 70, userName: 'osk@example.com', userType: 'SCHOOL', userSource: 'EPRAWKO' }) as LoginUser);
}
