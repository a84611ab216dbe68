import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { schools, users } from '../../db/schema/index.js';
import { loginEmailIs } from '../users/users.service.js';

/** A school as the operator addresses it. */
export interface OperatorSchoolRow {
  schoolId: number;
  userId: number;
  name: string;
  email: string;
  willBeBlockedAt: Date | null;
}

const columns = { schoolId: schools.id, userId: users.id, name: schools.name, email: users.email, willBeBlockedAt: users.willBeBlockedAt };

/** The SQL of the operator's commands on schools. */
export class OperatorRepository {
  constructor(private readonly db: Db) {}

  async schoolById(schoolId: number): Promise<OperatorSchoolRow | undefined> {
    const rows = await this.db.select(columns).from(schools).innerJoin(users, eq(users.id, schools.userId)).where(eq(schools.id, schoolId)).limit(1);
    return rows[0];
  }

  /** The school whose account logs in with `email` (case-insensitive). */
  async schoolByLogin(email: string): Promise<OperatorSchoolRow | undefined> {
    const rows = await this.db
      .select(columns)
      .from(schools)
      .innerJoin(users, eq(users.id, schools.userId))
      .where(and(loginEmailIs(email), eq(users.userType, 'SCHOOL')))
      .limit(1);
    return rows[0];
  }

  /** Whether the school's payment block is lifted by its next paid payment ("until paid"); answers it. */
  async setBlockUntilPaid(schoolId: number, untilPaid: boolean): Promise<boolean> {
    const rows = await this.db.update(schools).set({ paymentBlockUntilPaid: untilPaid }).where(eq(schools.id, schoolId)).returning({ untilPaid: schools.paymentBlockUntilPaid });
    return rows[0]?.untilPaid ?? false;
  }

  /** Turns the school's PKK access on with its registry number, or off (number kept). */
  async setPkkAccess(schoolId: number, registryNumber: string | null): Promise<{ canUsePkk: boolean; pkkRegistryNumber: string | null }> {
    const rows = await this.db
      .update(schools)
      .set(registryNumber === null ? { canUsePkk: false } : { canUsePkk: true, pkkRegistryNumber: registryNumber })
      .where(eq(schools.id, schoolId))
      .returning({ canUsePkk: schools.canUsePkk, pkkRegistryNumber: schools.pkkRegistryNumber });
    return rows[0] ?? { canUsePkk: false, pkkRegistryNumber: null };
  }

  /** Approves or withdraws the school's previews of paid content; answers the stored flag. */
  async setContentPreview(schoolId: number, approved: boolean): Promise<boolean> {
    const rows = await this.db.update(schools).set({ contentPreviewApproved: approved }).where(eq(schools.id, schoolId)).returning({ approved: schools.contentPreviewApproved });
    return rows[0]?.approved ?? false;
  }
}
