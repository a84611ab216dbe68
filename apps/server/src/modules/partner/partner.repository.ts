import { and, eq, inArray } from 'drizzle-orm';
import { PARTNER_SOURCES } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { loginEmailIs } from '../users/users.service.js';

/** A partner-platform user's login and stored (encrypted) partner password. */
export interface PartnerUserRow {
  id: number;
  email: string;
  userSource: string;
  partnerPasswordEnc: string | null;
}

const columns = { id: users.id, email: users.email, userSource: users.userSource, partnerPasswordEnc: users.partnerPasswordEnc };

/** All SQL of the partner module. */
export class PartnerRepository {
  constructor(private readonly db: Db) {}

  async findUser(userId: number): Promise<PartnerUserRow | undefined> {
    const rows = await this.db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
    return rows[0];
  }

  /** A partner-platform user by login (e-mail, any case). */
  async findPartnerUserByEmail(email: string): Promise<PartnerUserRow | undefined> {
    const rows = await this.db
      .select(columns)
      .from(users)
      .where(and(loginEmailIs(email), inArray(users.userSource, [...PARTNER_SOURCES])))
      .limit(1);
    return rows[0];
  }
}
