import type { Db } from '../db/client.js';
import { pkkEvents, pkkProfiles, signers } from '../db/schema/index.js';
import { PKK_DEMO_PROFILES, demoAuthorityRecords } from '../integrations/pkk-authority/demo-profiles.js';
import { seedPkkAuthority } from '../integrations/pkk-authority/simulator.js';
import type { DemoBase } from './demo-base.js';

/** The demo school's signers (portal logins sent as `userLogin`); jkowalski is the default. */
export const PKK_DEMO_SIGNERS = [
  { firstName: 'Jan', lastName: 'Kowalski', clientLogin: 'jkowalski', pesel: '80031512356', defaultSigner: true },
  { firstName: 'Maria', lastName: 'Zielińska', clientLogin: 'mzielinska', pesel: '86072203488', defaultSigner: false },
] as const;

const demoRegistryOf = new Map(PKK_DEMO_PROFILES.map((p) => [p.number, p.demoRegistry]));
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Demo data of the PKK workflow: the demo school's two signers, the authority simulator's profiles
 * (PKK_DEMO_PROFILES) and the demo school's registry rows consistent with them: two
 * IN_PROGRESS_WITH_OSK, one UPDATED (with its UPDATED event and course), one RELEASED, one
 * IMPORTED_FROM_PORTAL and one COMPLEMENTARY_COURSE. Five profiles stay AVAILABLE at the authority
 * (Anna Nowak's B profile among them) and one is held by another school.
 */
export async function seedPkkDemo(tx: Db, base: DemoBase): Promise<void> {
  await tx.insert(signers).values(PKK_DEMO_SIGNERS.map((s) => ({ schoolId: base.schoolId, ...s, createdAt: base.now })));
  await seedPkkAuthority(tx, base.now);
  const jan = 'Jan Kowalski';
  for (const record of demoAuthorityRecords(base.today, base.now.toISOString())) {
    const definition = record.profile;
    const status = demoRegistryOf.get(record.number) ?? null;
    if (!status) continue;
    const downloaded = daysBefore(base.now, 55);
    const updated = record.oskUpdate?.updateDate ? new Date(record.oskUpdate.updateDate) : null;
    const [row] = await tx
      .insert(pkkProfiles)
      .values({
        schoolId: base.schoolId,
        number: record.number,
        pesel: record.pesel,
        birthDate: record.birthDate,
        firstName: definition.candidate.firstName,
        lastName: definition.candidate.lastName,
        categoryName: definition.requestedQualification.category,
        status,
        downloadDate: downloaded,
        updateDate: updated,
        profile: definition,
        oskUpdate: record.oskUpdate,
        wordSection: record.wordSection,
      })
      .returning({ id: pkkProfiles.id });
    if (!row) continue;
    const events: Array<typeof pkkEvents.$inferInsert> = [
      { pkkProfileId: row.id, updateDate: downloaded, type: 'IMPORTED', signer: status === 'IMPORTED_FROM_PORTAL' ? null : jan, comments: status === 'IMPORTED_FROM_PORTAL' ? 'Pobrany w portalu państwowym' : null },
    ];
    const course = record.oskUpdate?.course;
    if (course && updated) {
      events.push({
        pkkProfileId: row.id,
        updateDate: updated,
        type: 'UPDATED',
        startDate: course.startDate,
        endDate: course.endDate,
        instructor: 'Piotr Wiśniewski',
        lecturer: course.lecturerRecordNumber ? 'Marek Lewandowski' : null,
        practicalClassHours: course.practicalClassHours,
        practicalClassMinutes: course.practicalClassMinutes,
        theoryClassHours: course.theoryClassHours,
        theoryClassMinutes: course.theoryClassMinutes,
        signer: jan,
      });
    }
    if (status === 'COMPLEMENTARY_COURSE') events.push({ pkkProfileId: row.id, updateDate: daysBefore(base.now, 5), type: 'COMPLEMENTARY_COURSE_ADDED', signer: jan });
    if (status === 'RELEASED') events.push({ pkkProfileId: row.id, updateDate: daysBefore(base.now, 30), type: 'RETURNED_BY_OSK', signer: jan });
    await tx.insert(pkkEvents).values(events);
  }
}
