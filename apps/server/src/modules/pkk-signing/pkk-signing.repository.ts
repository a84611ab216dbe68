import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pkkTrustedProfileSessions } from '../../db/schema/index.js';

export type TrustedProfileStatus = 'PENDING' | 'SIGNED' | 'CANCELLED';

export interface TrustedProfileSessionRow {
  tokenHash: string;
  schoolId: number;
  userId: number;
  signerId: number;
  document: string;
  returnUrl: string;
  status: TrustedProfileStatus;
  signedDocument: string | null;
  expiresAt: Date;
}

function toStatus(value: string): TrustedProfileStatus {
  return value === 'SIGNED' || value === 'CANCELLED' ? value : 'PENDING';
}

/** The SQL of the trusted-profile sessions (the school and its signers are read through PkkRepository). */
export class PkkSigningRepository {
  constructor(private readonly db: Db) {}

  async insertSession(row: Omit<TrustedProfileSessionRow, 'status' | 'signedDocument'>): Promise<void> {
    await this.db.insert(pkkTrustedProfileSessions).values({ ...row, status: 'PENDING' });
  }

  async sessionByHash(tokenHash: string): Promise<TrustedProfileSessionRow | undefined> {
    const rows = await this.db.select().from(pkkTrustedProfileSessions).where(eq(pkkTrustedProfileSessions.tokenHash, tokenHash)).limit(1);
    const row = rows[0];
    return row ? { ...row, status: toStatus(row.status) } : undefined;
  }

  /** Decides a PENDING session; false when it was no longer pending (decided concurrently). */
  async decideSession(tokenHash: string, status: 'SIGNED' | 'CANCELLED', signedDocument: string | null): Promise<boolean> {
    const rows = await this.db
      .update(pkkTrustedProfileSessions)
      .set({ status, signedDocument })
      .where(and(eq(pkkTrustedProfileSessions.tokenHash, tokenHash), eq(pkkTrustedProfileSessions.status, 'PENDING')))
      .returning({ tokenHash: pkkTrustedProfileSessions.tokenHash });
    return rows.length > 0;
  }

  /** Housekeeping: sessions that expired before `before`. */
  async deleteExpiredSessions(before: Date): Promise<void> {
    await this.db.delete(pkkTrustedProfileSessions).where(lt(pkkTrustedProfileSessions.expiresAt, before));
  }
}
