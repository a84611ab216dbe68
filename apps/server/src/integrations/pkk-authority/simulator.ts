import { eq, sql } from 'drizzle-orm';
import type { FullPkk, PkkOskUpdate, PkkWordSection } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { pkkAuthorityProfiles } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { warsawDate } from '../../lib/clock.js';
import { demoAuthorityRecords, type AuthorityRecord } from './demo-profiles.js';
import { PkkAuthorityError, type AuthorityCourseUpdate, type AuthorityProfile, type AuthorityState, type PkkAuthority, type PkkIdentityRequest, type PkkRef } from './types.js';

export { PKK_DEMO_PROFILES, DEMO_SCHOOL_REGISTRY_NUMBER, OTHER_SCHOOL_REGISTRY_NUMBER } from './demo-profiles.js';

type Row = typeof pkkAuthorityProfiles.$inferSelect;

function toProfile(row: Row): AuthorityProfile {
  return {
    number: row.number,
    profile: row.profile as FullPkk,
    oskUpdate: (row.oskUpdate ?? null) as PkkOskUpdate | null,
    wordSection: row.wordSection as PkkWordSection,
    holder: row.holder,
    state: row.state as AuthorityState,
    history: row.history as AuthorityProfile['history'],
  };
}

function insertValues(record: AuthorityRecord, now: Date) {
  return {
    number: record.number,
    pesel: record.pesel,
    birthDate: record.birthDate,
    holder: record.holder,
    state: record.state,
    profile: record.profile,
    oskUpdate: record.oskUpdate,
    wordSection: record.wordSection,
    history: record.history,
    updatedAt: now,
  };
}

/** Stores one authority record (tests add their own profiles this way); an existing number is kept. */
export async function insertAuthorityRecord(db: Db, record: AuthorityRecord, now: Date): Promise<void> {
  await db.insert(pkkAuthorityProfiles).values(insertValues(record, now)).onConflictDoNothing();
}

/** Seeds the simulator's store with the demo profiles (numbers already present are kept). */
export async function seedPkkAuthority(tx: Db, now: Date): Promise<void> {
  const records = demoAuthorityRecords(warsawDate(now), now.toISOString());
  await tx.insert(pkkAuthorityProfiles).values(records.map((r) => insertValues(r, now))).onConflictDoNothing();
}

/**
 * The state's PKK registry, simulated on the app's database (table pkk_authority_profiles, so demo
 * data survives restarts; seeded with PKK_DEMO_PROFILES when the table is empty). Its rules:
 * - download/preview: unknown number NOT_FOUND; the identity must match (PESEL when given, else the
 *   birth date; a profile without PESEL is found only by birth date) else IDENTITY_MISMATCH.
 * - download: held by another school HELD_BY_OTHER; AVAILABLE and RETURNED_TO_AUTHORITY (treated as
 *   re-issued by the county office at once) become WITH_OSK with the caller as holder; WITH_OSK and
 *   COMPLEMENTARY_COURSE of the caller stay as they are (a fresh copy); UPDATED (on its way to the exam
 *   centre) is WRONG_STATE for its own school (a complementary course takes it again).
 * - preview: any state, nothing changes.
 * - refresh: only the holder (an UPDATED profile keeps its updating school as holder).
 * - update: only the holder in WITH_OSK; stores the course (oskUpdate) and the signed document, UPDATED,
 *   the holder kept (for a complementary course).
 * - release: holder in WITH_OSK → AVAILABLE, no holder. returnToIssuingAuthority: holder in WITH_OSK →
 *   RETURNED_TO_AUTHORITY, no holder.
 * - addComplementaryCourse: from UPDATED by the school that updated it, or from AVAILABLE with no holder
 *   (a profile the school released: the spec's §4 offers the action on RELEASED), the PESEL matching when
 *   given → COMPLEMENTARY_COURSE held by the caller; removeComplementaryCourse: holder in
 *   COMPLEMENTARY_COURSE → UPDATED, or back to AVAILABLE when no course update was ever stored.
 * Every change appends to the profile's history.
 */
export class PkkAuthoritySimulator implements PkkAuthority {
  private seeded = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async download(request: PkkIdentityRequest): Promise<AuthorityProfile> {
    return this.change(request.number, (row) => {
      this.checkIdentity(row, request);
      if (row.holder && row.holder !== request.osk) throw new PkkAuthorityError('HELD_BY_OTHER');
      if (row.state === 'UPDATED') throw new PkkAuthorityError('WRONG_STATE', 'updated: take it for a complementary course');
      if (row.state === 'WITH_OSK' || row.state === 'COMPLEMENTARY_COURSE') return { history: 'DOWNLOADED_AGAIN', description: `Ponownie pobrany przez OSK ${request.osk} (${request.userLogin})` };
      return { holder: request.osk, state: 'WITH_OSK', history: 'DOWNLOADED', description: `Pobrany przez OSK ${request.osk} (${request.userLogin})` };
    });
  }

  async preview(request: PkkIdentityRequest): Promise<AuthorityProfile> {
    const row = await this.find(request.number);
    this.checkIdentity(row, request);
    return toProfile(row);
  }

  async refresh(request: PkkRef): Promise<AuthorityProfile> {
    const row = await this.find(request.number);
    this.holderOnly(row, request);
    return toProfile(row);
  }

  async update(request: PkkRef & { signedDocument: string; update: AuthorityCourseUpdate }): Promise<AuthorityProfile> {
    return this.change(request.number, (row) => {
      this.holderOnly(row, request);
      if (row.state !== 'WITH_OSK') throw new PkkAuthorityError('WRONG_STATE');
      if (!request.signedDocument.includes('Signature')) throw new PkkAuthorityError('REJECTED', 'unsigned document');
      const profile = row.profile as FullPkk;
      const oskUpdate: PkkOskUpdate = {
        school: { name: request.update.schoolName, registryNumber: request.osk },
        course: {
          categories: [profile.requestedQualification.category],
          startDate: request.update.startDate,
          endDate: request.update.endDate,
          instructorRecordNumber: request.update.instructorRecordNumber,
          lecturerRecordNumber: request.update.lecturerRecordNumber,
          practicalClassHours: request.update.practicalClassHours,
          practicalClassMinutes: request.update.practicalClassMinutes,
          theoryClassHours: request.update.theoryClassHours,
          theoryClassMinutes: request.update.theoryClassMinutes,
        },
        updateDate: this.clock.now().toISOString(),
      };
      const completed = request.update.endDate ? { date: request.update.endDate, category: profile.requestedQualification.category, issuer: request.update.schoolName } : profile.courseCompletionConfirmation;
      return {
        state: 'UPDATED',
        oskUpdate,
        profile: { ...profile, courseCompletionConfirmation: completed },
        lastSignedDocument: Buffer.from(request.signedDocument, 'utf8').toString('base64'),
        history: 'UPDATED',
        description: `Aktualizacja kursu przez OSK ${request.osk} (${request.userLogin})`,
      };
    });
  }

  async release(request: PkkRef): Promise<AuthorityProfile> {
    return this.change(request.number, (row) => {
      this.holderOnly(row, request);
      if (row.state !== 'WITH_OSK') throw new PkkAuthorityError('WRONG_STATE');
      return { holder: null, state: 'AVAILABLE', history: 'RELEASED', description: `Zwrócony przez OSK ${request.osk} (${request.userLogin})` };
    });
  }

  async returnToIssuingAuthority(request: PkkRef & { reason: string; description: string; signer: string }): Promise<AuthorityProfile> {
    return this.change(request.number, (row) => {
      this.holderOnly(row, request);
      if (row.state !== 'WITH_OSK') throw new PkkAuthorityError('WRONG_STATE');
      return { holder: null, state: 'RETURNED_TO_AUTHORITY', history: 'RETURNED_TO_AUTHORITY', description: `Zwrócony do organu przez OSK ${request.osk}: ${request.reason} — ${request.description} (${request.signer})` };
    });
  }

  async addComplementaryCourse(request: PkkRef & { pesel: string | null }): Promise<AuthorityProfile> {
    return this.change(request.number, (row) => {
      if (request.pesel && row.pesel !== request.pesel) throw new PkkAuthorityError('IDENTITY_MISMATCH');
      if (row.holder && row.holder !== request.osk) throw new PkkAuthorityError('HELD_BY_OTHER');
      // UPDATED by this school, or released (AVAILABLE, nobody holds it): the school takes it again.
      if (!(row.state === 'UPDATED' && row.holder === request.osk) && !(row.state === 'AVAILABLE' && !row.holder)) throw new PkkAuthorityError('WRONG_STATE');
      return { holder: request.osk, state: 'COMPLEMENTARY_COURSE', history: 'COMPLEMENTARY_COURSE_ADDED', description: `Kurs uzupełniający w OSK ${request.osk} (${request.userLogin})` };
    });
  }

  async removeComplementaryCourse(request: PkkRef): Promise<AuthorityProfile> {
    return this.change(request.number, (row) => {
      this.holderOnly(row, request);
      if (row.state !== 'COMPLEMENTARY_COURSE') throw new PkkAuthorityError('WRONG_STATE');
      // Taken from a released profile that no course update followed: released again.
      if (!row.oskUpdate) return { holder: null, state: 'AVAILABLE', history: 'COMPLEMENTARY_COURSE_REMOVED', description: `Koniec kursu uzupełniającego w OSK ${request.osk} (${request.userLogin})` };
      return { state: 'UPDATED', history: 'COMPLEMENTARY_COURSE_REMOVED', description: `Koniec kursu uzupełniającego w OSK ${request.osk} (${request.userLogin})` };
    });
  }

  private checkIdentity(row: Row, request: { pesel: string | null; birthDate: string | null }): void {
    if (request.pesel) {
      if (row.pesel !== request.pesel) throw new PkkAuthorityError('IDENTITY_MISMATCH');
    } else if (!request.birthDate || row.birthDate !== request.birthDate) throw new PkkAuthorityError('IDENTITY_MISMATCH');
  }

  private holderOnly(row: Row, request: PkkRef): void {
    if (row.holder === request.osk) return;
    throw new PkkAuthorityError(row.holder ? 'HELD_BY_OTHER' : 'WRONG_STATE');
  }

  private async ensureSeeded(): Promise<void> {
    if (this.seeded) return;
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(pkkAuthorityProfiles);
    if ((count?.n ?? 0) === 0) await seedPkkAuthority(this.db, this.clock.now());
    this.seeded = true;
  }

  private async find(number: string): Promise<Row> {
    await this.ensureSeeded();
    const [row] = await this.db.select().from(pkkAuthorityProfiles).where(eq(pkkAuthorityProfiles.number, number)).limit(1);
    if (!row) throw new PkkAuthorityError('NOT_FOUND');
    return row;
  }

  /** Applies a change to one profile under a row lock and appends it to the history. */
  private async change(
    number: string,
    decide: (row: Row) => { holder?: string | null; state?: AuthorityState; oskUpdate?: PkkOskUpdate; profile?: FullPkk; lastSignedDocument?: string; history: string; description: string },
  ): Promise<AuthorityProfile> {
    await this.ensureSeeded();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(pkkAuthorityProfiles).where(eq(pkkAuthorityProfiles.number, number)).for('update');
      if (!row) throw new PkkAuthorityError('NOT_FOUND');
      const outcome = decide(row);
      const now = this.clock.now();
      const history = [...(row.history as AuthorityProfile['history']), { date: now.toISOString(), type: outcome.history, description: outcome.description }];
      const [updated] = await tx
        .update(pkkAuthorityProfiles)
        .set({
          ...(outcome.holder !== undefined ? { holder: outcome.holder } : {}),
          ...(outcome.state ? { state: outcome.state } : {}),
          ...(outcome.oskUpdate ? { oskUpdate: outcome.oskUpdate } : {}),
          ...(outcome.profile ? { profile: outcome.profile } : {}),
          ...(outcome.lastSignedDocument ? { lastSignedDocument: outcome.lastSignedDocument } : {}),
          history,
          updatedAt: now,
        })
        .where(eq(pkkAuthorityProfiles.number, number))
        .returning();
      if (!updated) throw new PkkAuthorityError('UNAVAILABLE');
      return toProfile(updated);
    });
  }
}
