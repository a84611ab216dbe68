import type { LoginUser } from '@osk/contract';
import { setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture } from '../../../test/app-test-utils';
import { SCHOOL_USER } from '../../../test/fake-api';
import type { FakeSchoolServer } from './fake-school-server';

/** Serves the fake's calls and logs in the demo school's user. */
export function serveSchool(server: FakeSchoolServer): void {
  server.api.install();
  setSessionUser(loginUserFixture(SCHOOL_USER) as LoginUser);
}

/** A plain date (yyyy-MM-dd) a number of days from now, in UTC (the tests avoid the hours near midnight by using days). */
export function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A file with the given first bytes, padded to a size. */
export function fileOf(name: string, head: readonly number[], size = 64, type = 'image/png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

/** The PNG signature. */
export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
