import { schoolShow, type School } from '@osk/contract';
import { apiCall } from '../../lib/api/endpoint-client';
import { sessionEntity } from '../../lib/session/session-entity';
import { syncWillBeBlockedAt } from '../../lib/session/session.store';

/**
 * The logged-in school (GET school/show): its id, name, billing data, stock of days and books, PKK
 * permission and payment-block date. One query definition for every feature that needs it (school
 * home and settings, learners, orders, PKK, the school's purchases). The block date may have been set
 * after login: every read of the school (and every school a save answers) hands it to the stored
 * user, so the navigation guard sends a blocked school to /school/blocked whichever page read it first.
 */

/** GET school/show; its block date replaces the stored user's when it differs. */
async function fetchCurrentSchool(signal: AbortSignal): Promise<School> {
  const school = await apiCall(schoolShow, {}, { signal });
  syncWillBeBlockedAt(school.willBeBlockedAt);
  return school;
}

const school = sessionEntity<School>({ prefix: ['school', 'show'], userType: 'SCHOOL', fetch: fetchCurrentSchool, onStore: (saved) => syncWillBeBlockedAt(saved.willBeBlockedAt) });

/** The key prefix of the current school of every user: invalidating it reads the school again everywhere. */
export const CURRENT_SCHOOL_KEY = school.prefix;
/** The current school's key; keyed by user so another login never sees the previous one's data. */
export const currentSchoolKey = school.key;
/** The query of the current school: key, fetch (with the block date's sync) and schema. */
export const currentSchoolQuery = school.query;
/** The current school, for a logged-in SCHOOL (a 403 sends the user to /action/NOT_LOGGED_IN); `enabled` to wait. */
export const useCurrentSchool = school.useEntity;
/** Stores a school a save answered (and its block date), so every screen shows the saved values at once. */
export const useStoreCurrentSchool = school.useStore;
/** Reads the current school again on every page that shows it (after a purchase, a code, a change of its learners). */
export const useRefreshCurrentSchool = school.useRefresh;
