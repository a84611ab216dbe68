import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { schools } from '../db/schema/index.js';
import type { DemoBase } from './demo-base.js';

/** The demo school's PIN and default password (printed at start-up in demo mode). */
export const SCHOOL_DEMO = {
  pin: '1234',
  defaultPassword: 'Kursant1',
} as const;

/**
 * Demo data of the school's profile: the demo school's PIN and default password (so internal exams can
 * run at once), its stock (200 days of learning, 40 books, alert below 20), its rights (e-lectures yes,
 * foreign numbers no, PKK yes with registry number 12640001) and billing data. Runs inside the demo seed's transaction, after the school links
 * seed gave the school its address and guardian.
 */
export async function seedSchoolDemo(tx: Db, base: DemoBase): Promise<void> {
  await tx
    .update(schools)
    .set({
      pin: SCHOOL_DEMO.pin,
      defaultPassword: SCHOOL_DEMO.defaultPassword,
      numberOfDaysOfLearn: 200,
      numberOfBooks: 40,
      booksAlertLevel: 20,
      canAddLecture: true,
      // The demo school previews the paid content (a self-registered school waits for the operator).
      contentPreviewApproved: true,
      canAddInternational: false,
      canUsePkk: true,
      pkkRegistryNumber: '12640001',
      sendInvoices: true,
      sendInvoicesToMainEmail: false,
      billingEmail: 'faktury@zielonafala.example',
      billingStreet: 'ul. Księgowa 5',
      billingPostCode: '00-951',
      billingCity: 'Warszawa',
    })
    .where(eq(schools.id, base.schoolId));
}
