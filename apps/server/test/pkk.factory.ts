import { eq } from 'drizzle-orm';
import type { PkkStatus } from '@osk/contract';
import type { Db } from '../src/db/client.js';
import { pkkEvents, pkkProfiles, schools, signers } from '../src/db/schema/index.js';
import { warsawDate } from '../src/lib/clock.js';
import { cloneDemoRecord } from '../src/integrations/pkk-authority/demo-profiles.js';
import { insertAuthorityRecord, seedPkkAuthority } from '../src/integrations/pkk-authority/simulator.js';
import type { AuthorityState, PkkAuthority } from '../src/integrations/pkk-authority/types.js';
import type { TestApp } from './test-app.js';
import { createSchool } from './factories.js';

let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

/**
 * A PkkAuthority that records every call and forwards it to `inner` (set after the app exists, usually
 * a simulator on the test app's database). `fail` makes the next calls throw it instead.
 */
export class RecordingAuthority implements PkkAuthority {
  inner: PkkAuthority | null = null;
  calls: Array<{ method: string; number: string }> = [];
  fail: Error | null = null;

  private async forward<K extends keyof PkkAuthority>(method: K, request: Parameters<PkkAuthority[K]>[0]): Promise<Awaited<ReturnType<PkkAuthority[K]>>> {
    this.calls.push({ method, number: request.number });
    if (this.fail) throw this.fail;
    if (!this.inner) throw new Error('no inner authority');
    const fn = this.inner[method] as (r: typeof request) => ReturnType<PkkAuthority[K]>;
    return (await fn.call(this.inner, request)) as Awaited<ReturnType<PkkAuthority[K]>>;
  }
  callsOf(method: keyof PkkAuthority): number {
    return this.calls.filter((c) => c.method === method).length;
  }
  download = (r: Parameters<PkkAuthority['download']>[0]) => this.forward('download', r);
  preview = (r: Parameters<PkkAuthority['preview']>[0]) => this.forward('preview', r);
  refresh = (r: Parameters<PkkAuthority['refresh']>[0]) => this.forward('refresh', r);
  update = (r: Parameters<PkkAuthority['update']>[0]) => this.forward('update', r);
  release = (r: Parameters<PkkAuthority['release']>[0]) => this.forward('release', r);
  returnToIssuingAuthority = (r: Parameters<PkkAuthority['returnToIssuingAuthority']>[0]) => this.forward('returnToIssuingAuthority', r);
  addComplementaryCourse = (r: Parameters<PkkAuthority['addComplementaryCourse']>[0]) => this.forward('addComplementaryCourse', r);
  removeComplementaryCourse = (r: Parameters<PkkAuthority['removeComplementaryCourse']>[0]) => this.forward('removeComplementaryCourse', r);
}

/** A school for PKK tests: canUsePkk and a unique registry number unless told, with its session. */
export interface PkkSchoolCtx {
  schoolId: number;
  userId: number;
  registryNumber: string;
  session: string;
}

export async function pkkSchool(t: TestApp, options: { canUsePkk?: boolean; registryNumber?: string | null } = {}): Promise<PkkSchoolCtx> {
  const made = await createSchool(t.database.db, { name: `OSK PKK ${next()}` });
  const registryNumber = options.registryNumber === undefined ? String(20_000_000 + next()) : options.registryNumber;
  await t.database.db
    .update(schools)
    .set({ canUsePkk: options.canUsePkk ?? true, pkkRegistryNumber: registryNumber })
    .where(eq(schools.id, made.schoolId));
  return { schoolId: made.schoolId, userId: made.userId, registryNumber: registryNumber ?? '', session: await t.sessionOf(made.email, made.password) };
}

/** A signer written directly. */
export async function addSigner(db: Db, schoolId: number, values: { firstName?: string; lastName?: string; clientLogin?: string; defaultSigner?: boolean; pesel?: string | null } = {}) {
  const n = next();
  const [row] = await db
    .insert(signers)
    .values({ schoolId, firstName: values.firstName ?? 'Jan', lastName: values.lastName ?? `Podpisujący${n}`, clientLogin: values.clientLogin ?? `login${n}`, defaultSigner: values.defaultSigner ?? true, pesel: values.pesel ?? null })
    .returning();
  if (!row) throw new Error('signer insert returned nothing');
  return row;
}

/** A fresh profile at the authority (copy of demo profile `index` under a new number). */
export async function authorityProfile(
  t: TestApp,
  options: { index?: number; state?: AuthorityState; holder?: string | null; pesel?: string | null; email?: string | null; category?: string } = {},
): Promise<{ number: string; pesel: string | null; birthDate: string }> {
  const now = t.clock.now();
  await seedPkkAuthority(t.database.db, now);
  const number = `9${String(next()).padStart(7, '0')}${String(Date.now()).slice(-12)}`;
  const record = cloneDemoRecord(options.index ?? 0, number, warsawDate(now), {
    state: options.state ?? 'AVAILABLE',
    holder: options.holder ?? null,
    ...(options.pesel !== undefined ? { pesel: options.pesel } : {}),
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...(options.category ? { category: options.category } : {}),
  });
  await insertAuthorityRecord(t.database.db, record, now);
  return { number, pesel: record.pesel, birthDate: record.birthDate };
}

const AUTHORITY_STATE_OF: Record<PkkStatus, AuthorityState> = {
  IN_PROGRESS_WITH_OSK: 'WITH_OSK',
  IMPORTED_FROM_PORTAL: 'WITH_OSK',
  UPDATED: 'UPDATED',
  COMPLEMENTARY_COURSE: 'COMPLEMENTARY_COURSE',
  RELEASED: 'AVAILABLE',
};

/** A registry row of `school` in `status`, consistent with a fresh authority profile. */
export async function pkkInStatus(
  t: TestApp,
  school: PkkSchoolCtx,
  status: PkkStatus,
  options: { index?: number; email?: string | null; category?: string } = {},
): Promise<{ id: number; number: string; pesel: string | null; birthDate: string }> {
  const state = AUTHORITY_STATE_OF[status];
  const made = await authorityProfile(t, { ...options, state, holder: status === 'RELEASED' ? null : school.registryNumber });
  const record = cloneDemoRecord(options.index ?? 0, made.number, warsawDate(t.clock.now()), {
    state,
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...(options.category ? { category: options.category } : {}),
  });
  const [row] = await t.database.db
    .insert(pkkProfiles)
    .values({
      schoolId: school.schoolId,
      number: made.number,
      pesel: made.pesel,
      birthDate: made.birthDate,
      firstName: record.profile.candidate.firstName,
      lastName: record.profile.candidate.lastName,
      categoryName: record.profile.requestedQualification.category,
      status,
      downloadDate: t.clock.now(),
      profile: record.profile,
      oskUpdate: record.oskUpdate,
      wordSection: record.wordSection,
    })
    .returning({ id: pkkProfiles.id });
  if (!row) throw new Error('pkk insert returned nothing');
  await t.database.db.insert(pkkEvents).values({ pkkProfileId: row.id, updateDate: t.clock.now(), type: 'IMPORTED' });
  return { id: row.id, ...made };
}
