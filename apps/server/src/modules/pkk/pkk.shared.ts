import { isRealDate, pkkAllows, type PkkAction, type PkkStatus } from '@osk/contract';
import { AppError, badRequest } from '../../lib/errors.js';
import { PkkAuthorityError, type AuthorityProfile, type PkkAuthority } from '../../integrations/pkk-authority/types.js';
import type { PkkRow } from './pkk.repository.js';

/** The school's PKK row that was looked up, or 404 when there is none. */
export function foundPkk(row: PkkRow | undefined): PkkRow {
  if (!row) throw new AppError(404, 'msg.error.pkk.not.found');
  return row;
}

/** Maps a refusal of the authority to the caller's error (anything unexpected: 503). */
export function authorityFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PkkAuthorityError) {
    switch (error.code) {
      case 'NOT_FOUND':
      case 'IDENTITY_MISMATCH':
        return new AppError(404, 'msg.error.pkk.not.found');
      case 'HELD_BY_OTHER':
        return new AppError(409, 'msg.error.pkk.held.by.other');
      case 'WRONG_STATE':
        return new AppError(409, 'msg.error.pkk.action.not.allowed');
      case 'REJECTED':
        return new AppError(422, 'msg.error.pkk.authority.rejected');
      default:
        return new AppError(503, 'msg.error.pkk.authority.unavailable');
    }
  }
  return new AppError(503, 'msg.error.pkk.authority.unavailable');
}

/** One call to the authority: 503 when none is configured, its refusals mapped by `authorityFailure`. */
export async function askAuthority<T>(authority: PkkAuthority | null, work: (authority: PkkAuthority) => Promise<T>): Promise<T> {
  if (!authority) throw new AppError(503, 'msg.error.pkk.authority.unavailable');
  try {
    return await work(authority);
  } catch (error) {
    throw authorityFailure(error);
  }
}

/** The registry status a school sees for the authority's answer. */
export function registryStatusOf(answer: AuthorityProfile, osk: string): PkkStatus {
  if (answer.holder !== osk) return 'RELEASED';
  if (answer.state === 'WITH_OSK') return 'IN_PROGRESS_WITH_OSK';
  if (answer.state === 'UPDATED') return 'UPDATED';
  if (answer.state === 'COMPLEMENTARY_COURSE') return 'COMPLEMENTARY_COURSE';
  return 'RELEASED';
}

/** 409 unless the row's status allows the action (PKK_ACTIONS). */
export function requireAction(row: PkkRow, action: PkkAction): void {
  if (!pkkAllows(row.status as PkkStatus, action)) throw new AppError(409, 'msg.error.pkk.action.not.allowed');
}

/** A yyyy-MM-dd value must be a real date (the contract checks only its shape). */
export function realDates(values: Record<string, string | null | undefined>): void {
  const fields = Object.entries(values)
    .filter(([, v]) => v && !isRealDate(v))
    .map(([field]) => ({ field, message: 'msg.validation.date.invalid' }));
  if (fields.length) throw badRequest(fields);
}
