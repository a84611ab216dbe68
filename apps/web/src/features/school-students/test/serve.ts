import type { LoginUser } from '@osk/contract';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import { SCHOOL_USER } from '../../../test/fake-api';
import type { FakeStudentsServer } from './fake-students-server';

/** Serves the fake's calls and logs in the demo school's user. */
export function serveStudents(server: FakeStudentsServer): void {
  server.api.install();
  setSessionUser(loginUserFixture(SCHOOL_USER) as LoginUser);
}
