import type { Db } from '../client.js';
import type { DemoBase } from './demo-base.js';

/** Demo data: a NEW partial registration of the demo school, a partner-platform user, the school guardian. Runs inside the demo seed's transaction. */
export async function seedSchoolLinksDemo(_tx: Db, _base: DemoBase): Promise<void> {
  // Filled by its area.
}
