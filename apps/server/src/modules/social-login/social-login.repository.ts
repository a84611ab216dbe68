import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { oauthStates, socialAccounts, users } from '../../db/schema/index.js';
import { loginEmailIs } from '../users/users.service.js';

/** An account found for a social identity. */
export interface LinkableUser {
  id: number;
  userType: string;
  status: string;
}

const userColumns = { id: users.id, userType: users.userType, status: users.status };

/** All SQL of the social-login module. */
export class SocialLoginRepository extends Repository {
  /** Stores a state value (hashed) and drops expired ones. */
  async insertState(stateHash: string, purpose: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    await this.db.insert(oauthStates).values({ stateHash, purpose, createdAt: now, expiresAt });
  }

  /** Deletes a state (single use) and answers its purpose when it had not expired. */
  async consumeState(stateHash: string, now: Date): Promise<string | undefined> {
    const rows = await this.db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning({ purpose: oauthStates.purpose, expiresAt: oauthStates.expiresAt });
    const row = rows[0];
    return row && row.expiresAt.getTime() > now.getTime() ? row.purpose : undefined;
  }

  async findLinkedUser(provider: string, subject: string, db: Db = this.db): Promise<LinkableUser | undefined> {
    const rows = await db
      .select(userColumns)
      .from(socialAccounts)
      .innerJoin(users, eq(users.id, socialAccounts.userId))
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
      .limit(1);
    return rows[0];
  }

  async findUserByEmail(email: string, db: Db = this.db): Promise<LinkableUser | undefined> {
    const rows = await db.select(userColumns).from(users).where(loginEmailIs(email)).limit(1);
    return rows[0];
  }

  async insertLink(values: { provider: string; subject: string; userId: number; email: string | null; now: Date }, tx: Db): Promise<void> {
    await tx.insert(socialAccounts).values({ provider: values.provider, subject: values.subject, userId: values.userId, email: values.email, createdAt: values.now });
  }

  async listLinks(userId: number): Promise<{ provider: string; email: string | null; createdAt: Date }[]> {
    return this.db
      .select({ provider: socialAccounts.provider, email: socialAccounts.email, createdAt: socialAccounts.createdAt })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId))
      .orderBy(socialAccounts.createdAt);
  }

  /** Removes a user's link to a provider; answers how many were removed. */
  async deleteLink(userId: number, provider: string): Promise<number> {
    const rows = await this.db
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
      .returning({ id: socialAccounts.id });
    return rows.length;
  }
}
