import type { Db } from '../client.js';
import type { DemoBase } from './demo-base.js';

/** Demo data: coupons (a few valid, one expired). Runs inside the demo seed's transaction. */
export async function seedRegistrationDemo(_tx: Db, _base: DemoBase): Promise<void> {
  // Filled by its area.
}
