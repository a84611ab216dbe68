import type { SessionEnd } from '../lib/session/session.store';

// The logout clears the query client, so importing it statically would put the data layer into the
// landing page. It is fetched as soon as someone is logged in (preloadLogout), so ending a session
// never waits for the network.
const loadLogout = () => import('../lib/session/logout');

/** Fetches the logout module ahead of use; called while a user is logged in. */
export function preloadLogout(): void {
  void loadLogout().catch(() => undefined);
}

/** Ends the session (lib/session/logout): forgets the user and the cached data, tells the server. */
export async function endSession(reason?: SessionEnd): Promise<void> {
  const { logout } = await loadLogout();
  await logout(reason);
}
