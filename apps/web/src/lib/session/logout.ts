import { ENDPOINTS } from '@osk/contract';
import { apiSend } from '../api/api-client';
import { queryClient } from '../query-client';
import { clearSessionUser, getSessionUser, type SessionEnd } from './session.store';

/**
 * Ends the session: forgets the user and cached data at once (the UI must not wait for the network),
 * then tells the server with the id being ended. A failed server call is harmless: the id expires
 * there by itself. `reason` decides where a page that needs a user goes next (signedOutPath): the
 * user's own logout to /, the idle logout to /action/SESSION_EXPIRED.
 */
export async function logout(reason: SessionEnd = 'logout'): Promise<void> {
  const sessionId = getSessionUser()?.uuid ?? null;
  clearSessionUser(reason);
  queryClient.clear();
  if (sessionId) await apiSend('POST', ENDPOINTS.logout, { sessionId });
}
