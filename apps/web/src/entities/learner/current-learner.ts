import { studentShow, type Student } from '@osk/contract';
import { apiCall } from '../../lib/api/endpoint-client';
import { sessionEntity } from '../../lib/session/session-entity';

/**
 * The logged-in learner (GET student/show): category, access windows, multiLanguage, the school. One
 * query definition for every feature that shows or needs them (profile, learning, exams, e-learning,
 * statistics, subscription and the payment result), so one cache entry per user serves them all and
 * a change made on one page (a category, a payment, a closed internal exam) shows on every other.
 */

const learner = sessionEntity<Student>({ prefix: ['student', 'show'], userType: 'STUDENT', fetch: (signal) => apiCall(studentShow, {}, { signal }) });

/** The key prefix of the current learner of every user: invalidating it refreshes every page showing access dates. */
export const CURRENT_LEARNER_KEY = learner.prefix;
/** The current learner's key; keyed by user so another login never sees the previous one's data. */
export const currentLearnerKey = learner.key;
/** The query of the current learner: key, fetch and schema (read again 30 s after the last read at the earliest). */
export const currentLearnerQuery = learner.query;
/** The current learner, for a logged-in STUDENT (a 403 sends the user to /action/NOT_LOGGED_IN); `enabled` to wait. */
export const useCurrentLearner = learner.useEntity;
/** Stores the learner a save answered, so every screen shows the saved values at once. */
export const useStoreCurrentLearner = learner.useStore;
/** Reads the current learner again on every page that shows it (after a payment, a code, a phone change). */
export const useRefreshCurrentLearner = learner.useRefresh;
