import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pkkProfiles, pkkTrustedProfileSessions, schools, signers } from '../../db/schema/index.js';

/** The caller's school as far as signing cares. */
export interface SigningSchoolRow {
  id: number;
  canUsePkk: boolean;
}

export interface SigningSignerRow {
  id: number;
  schoolId: number;
  firstName: string;
  lastName: string;
  pesel: string | null;
}

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

/** All SQL of PKK signing: the caller's school, its signers and trusted-profile sessions. */
export class PkkSigningRepository {
  constructor(private readonly db: Db) {}

  async schoolOfUser(userId: number): Promise<SigningSchoolRow | undefined> {
    const rows = await this.db.select({ id: schools.id, canUsePkk: schools.canUsePkk }).from(schools).where(eq(schools.userId, userId)).limit(1);
    return rows[0];
  }

  async signerOfSchool(signerId: number, schoolId: number): Promise<SigningSignerRow | undefined> {
    const rows = await this.db
      .select({ id: signers.id, schoolId: signers.schoolId, firstName: signers.firstName, lastName: signers.lastName, pesel: signers.pesel })
      .from(signers)
      .where(and(eq(signers.id, signerId), eq(signers.schoolId, schoolId)))
      .limit(1);
    return rows[0];
  }

  async signerById(signerId: number): Promise<SigningSignerRow | undefined> {
    const rows = await this.db
      .select({ id: signers.id, schoolId: signers.schoolId, firstName: signers.firstName, lastName: signers.lastName, pesel: signers.pesel })
      .from(signers)
      .where(eq(signers.id, signerId))
      .limit(1);
    return rows[0];
  }

  /** The registry row's PKK number when the school holds it. */
  async pkkNumberOfSchool(pkkId: number, schoolId: number): Promise<string | undefined> {
    const rows = await this.db
      .select({ number: pkkProfiles.number })
      .from(pkkProfiles)
      .where(and(eq(pkkProfiles.id, pkkId), eq(pkkProfiles.schoolId, schoolId)))
      .limit(1);
    return rows[0]?.number;
  }

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
