import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { actions, guardians, partialRegistrations, schools, users } from '../db/schema/index.js';
import { addDays } from '../lib/clock.js';
import { hashToken } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';
import { DEMO_PARTNER_PASSWORD_KEY, PartnerPasswordCipher } from '../integrations/partner-platform/password-cipher.js';
import { insertDemoLearner, type DemoBase } from './demo-base.js';

/**
 * Fixed demo values of this area. The tokens are public on purpose (printed in the README): demo links
 * a visitor can open. Real links carry random tokens.
 */
export const SCHOOL_LINKS_DEMO = {
  /** /finishPartialRegistration/demo-partial-registration */
  partialRegistrationToken: 'demo-partial-registration',
  partialRegistrationPhone: '600500600',
  /** A learner without a school, invited to the demo school at /attach/demo-attach-invitation. */
  learner: { email: 'uczen@example.com', password: 'Uczen123!', phoneNumber: '600700800' },
  attachInvitationToken: 'demo-attach-invitation',
  /** A partner-platform learner (userSource LIWONA) with a stored partner password. */
  partner: { email: 'partner@example.com', password: 'Partner123!', phoneNumber: '600800900', partnerPassword: 'Liwona-demo-1' },
} as const;

/** Extra demo logins this area adds, for the start-up banner. */
export const SCHOOL_LINKS_DEMO_LOGINS = [
  { role: 'learner without school', email: SCHOOL_LINKS_DEMO.learner.email, password: SCHOOL_LINKS_DEMO.learner.password },
  { role: 'partner platform learner', email: SCHOOL_LINKS_DEMO.partner.email, password: SCHOOL_LINKS_DEMO.partner.password },
] as const;

/**
 * Demo data: the demo school's address, contact details and guardian; a NEW partial registration of the
 * demo school; a learner without a school with a NEW invitation (ASSIGN_STUDENT) to the demo school; a
 * partner-platform learner whose partner password is encrypted with the demo key. Runs inside the demo
 * seed's transaction.
 */
export async function seedSchoolLinksDemo(tx: Db, base: DemoBase): Promise<void> {
  const demo = SCHOOL_LINKS_DEMO;
  const inAYear = new Date(base.now.getTime() + 365 * 86_400_000);

  const [guardian] = await tx
    .insert(guardians)
    .values({ name: 'Katarzyna Opiekuńska', phoneNumber: '221234567', email: 'opiekun@example.com' })
    .returning({ id: guardians.id });
  await tx
    .update(schools)
    .set({
      address: 'ul. Zielona 12',
      postalCode: '00-950',
      city: 'Warszawa',
      phoneNumber: '221112233',
      email: 'kontakt@zielonafala.example',
      website: 'https://zielonafala.example',
      guardianId: guardian?.id ?? null,
    })
    .where(eq(schools.id, base.schoolId));

  await tx.insert(partialRegistrations).values({
    tokenHash: hashToken(demo.partialRegistrationToken),
    schoolId: base.schoolId,
    email: null,
    phoneNumber: demo.partialRegistrationPhone,
    firstName: 'Marek',
    lastName: 'Kowalczyk',
    category: 'B',
    learningDays: 60,
    lecturesDays: 60,
    status: 'NEW',
    createdAt: base.now,
    expiresAt: inAYear,
  });

  const [learnerHash, partnerHash] = await Promise.all([hashPassword(demo.learner.password), hashPassword(demo.partner.password)]);
  const learner = await insertDemoLearner(
    tx,
    { email: demo.learner.email, phoneNumber: demo.learner.phoneNumber, passwordHash: learnerHash, status: 'ACTIVE', registerDate: base.now },
    { schoolId: null, firstName: 'Ula', lastName: 'Uczennica', category: 'B' },
  );
  await tx.insert(actions).values({
    tokenHash: hashToken(demo.attachInvitationToken),
    type: 'ASSIGN_STUDENT',
    status: 'NEW',
    userId: learner.userId,
    userEmail: demo.learner.email,
    schoolId: base.schoolId,
    payload: { learningDays: 90, lecturesDays: 90 },
    createdAt: base.now,
    expiresAt: inAYear,
  });

  const partner = await insertDemoLearner(
    tx,
    { email: demo.partner.email, phoneNumber: demo.partner.phoneNumber, passwordHash: partnerHash, status: 'ACTIVE', userSource: 'LIWONA', registerDate: base.now },
    { schoolId: base.schoolId, firstName: 'Paweł', lastName: 'Partnerski', category: 'B', learningAvailableTill: addDays(base.today, 120) },
  );
  // Encrypted with the demo key: with PARTNER_PASSWORD_KEY set as well, the seeded value does not open.
  const cipher = new PartnerPasswordCipher(DEMO_PARTNER_PASSWORD_KEY);
  await tx.update(users).set({ partnerPasswordEnc: cipher.encrypt(demo.partner.partnerPassword, partner.userId) }).where(eq(users.id, partner.userId));
}
