import { eq } from 'drizzle-orm';
import type { SchoolSettings } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { Repository, returnedRow } from '../../db/repository.js';
import { DEFAULT_SCHOOL_SETTINGS, schools, users } from '../../db/schema/index.js';

/** The school row with its account's columns the school profile shows. */
export interface SchoolRow {
  id: number;
  userId: number;
  name: string;
  nip: string | null;
  accountEmail: string;
  accountPhone: string | null;
  willBeBlockedAt: Date | null;
  activeTill: string | null;
  street: string | null;
  postCode: string | null;
  city: string | null;
  phoneNumber: string | null;
  /** The public card's contact e-mail and website (`school/public/{id}`). */
  publicEmail: string | null;
  website: string | null;
  pin: string | null;
  defaultPassword: string | null;
  logoFilename: string | null;
  numberOfDaysOfLearn: number;
  numberOfBooks: number;
  booksAlertLevel: number;
  sendInvoicesToMainEmail: boolean;
  billingEmail: string | null;
  sendInvoices: boolean;
  canAddInternational: boolean;
  canAddLecture: boolean;
  canUsePkk: boolean;
  contentPreviewApproved: boolean;
  guardianId: number | null;
  billingStreet: string | null;
  billingCity: string | null;
  billingPostCode: string | null;
  /** The readiness of "gotowy do egzaminu" (issue 23); null: off. */
  readinessThreshold: number | null;
  settings: SchoolSettings;
}

/** An address as stored (empty parts are null). */
export interface StoredAddress {
  street: string | null;
  city: string | null;
  postCode: string | null;
}

/** The editable details of `school/update`. */
export interface SchoolDetails {
  name: string;
  nip: string;
  address: StoredAddress;
  billingAddress: StoredAddress;
  sendInvoicesToMainEmail: boolean;
  billingEmail: string | null;
  sendInvoices: boolean;
  /** The public contact card; unchanged when undefined. */
  publicContact?: { email: string | null; phoneNumber: string | null; website: string | null };
}

/** The properties of `school/updateProperties`. */
export interface SchoolProperties {
  booksAlertLevel: number;
  sendInvoicesToMainEmail: boolean;
  billingEmail: string | null;
  sendInvoices: boolean;
  settings: SchoolSettings;
}

/** The school row of a new SCHOOL account (school registration). */
export interface NewSchool {
  userId: number;
  email: string;
  phoneNumber: string;
  name: string;
  nip: string;
  address: StoredAddress;
  billingAddress: StoredAddress;
}

const schoolColumns = {
  id: schools.id,
  userId: schools.userId,
  name: schools.name,
  nip: schools.nip,
  accountEmail: users.email,
  accountPhone: users.phoneNumber,
  willBeBlockedAt: users.willBeBlockedAt,
  activeTill: schools.activeTill,
  street: schools.address,
  postCode: schools.postalCode,
  city: schools.city,
  phoneNumber: schools.phoneNumber,
  publicEmail: schools.email,
  website: schools.website,
  pin: schools.pin,
  defaultPassword: schools.defaultPassword,
  logoFilename: schools.logoFilename,
  numberOfDaysOfLearn: schools.numberOfDaysOfLearn,
  numberOfBooks: schools.numberOfBooks,
  booksAlertLevel: schools.booksAlertLevel,
  sendInvoicesToMainEmail: schools.sendInvoicesToMainEmail,
  billingEmail: schools.billingEmail,
  sendInvoices: schools.sendInvoices,
  canAddInternational: schools.canAddInternational,
  canAddLecture: schools.canAddLecture,
  canUsePkk: schools.canUsePkk,
  contentPreviewApproved: schools.contentPreviewApproved,
  guardianId: schools.guardianId,
  billingStreet: schools.billingStreet,
  billingCity: schools.billingCity,
  billingPostCode: schools.billingPostCode,
  readinessThreshold: schools.readinessThreshold,
  settings: schools.settings,
};

/** All SQL of the schools module: the school's profile, settings and logo, and school registration. */
export class SchoolsRepository extends Repository {
  /** The school of a SCHOOL account, with the account's columns. */
  async findByUserId(userId: number, db: Db = this.db): Promise<SchoolRow | undefined> {
    const rows = await db.select(schoolColumns).from(schools).innerJoin(users, eq(users.id, schools.userId)).where(eq(schools.userId, userId)).limit(1);
    const row = rows[0];
    // Settings saved before a setting existed read with that setting's default.
    return row ? { ...row, settings: { ...DEFAULT_SCHOOL_SETTINGS, ...row.settings } } : undefined;
  }

  /** The school id and stored PIN of a SCHOOL account, locking the row until the transaction ends. */
  async lockPinOfUser(userId: number, db: Db): Promise<{ id: number; pin: string | null } | undefined> {
    const rows = await db.select({ id: schools.id, pin: schools.pin }).from(schools).where(eq(schools.userId, userId)).limit(1).for('update');
    return rows[0];
  }

  /** Answers whether a row was updated. */
  async updateDetails(schoolId: number, details: SchoolDetails, db: Db = this.db): Promise<boolean> {
    return this.updateSchool(
      schoolId,
      {
        name: details.name,
        nip: details.nip,
        address: details.address.street,
        postalCode: details.address.postCode,
        city: details.address.city,
        billingStreet: details.billingAddress.street,
        billingPostCode: details.billingAddress.postCode,
        billingCity: details.billingAddress.city,
        sendInvoicesToMainEmail: details.sendInvoicesToMainEmail,
        billingEmail: details.billingEmail,
        sendInvoices: details.sendInvoices,
        ...(details.publicContact ? { email: details.publicContact.email, phoneNumber: details.publicContact.phoneNumber, website: details.publicContact.website } : {}),
      },
      db,
    );
  }

  async updatePin(schoolId: number, pin: string, db: Db = this.db): Promise<boolean> {
    return this.updateSchool(schoolId, { pin }, db);
  }

  async updateDefaultPassword(schoolId: number, defaultPassword: string, db: Db = this.db): Promise<boolean> {
    return this.updateSchool(schoolId, { defaultPassword }, db);
  }

  async updateReadinessThreshold(schoolId: number, readinessThreshold: number | null, db: Db = this.db): Promise<boolean> {
    return this.updateSchool(schoolId, { readinessThreshold }, db);
  }

  async updateProperties(schoolId: number, properties: SchoolProperties, db: Db = this.db): Promise<boolean> {
    return this.updateSchool(
      schoolId,
      {
        booksAlertLevel: properties.booksAlertLevel,
        sendInvoicesToMainEmail: properties.sendInvoicesToMainEmail,
        billingEmail: properties.billingEmail,
        sendInvoices: properties.sendInvoices,
        settings: properties.settings,
      },
      db,
    );
  }

  /** Writes columns of a school's row; answers whether the school exists. */
  private async updateSchool(schoolId: number, values: Partial<typeof schools.$inferInsert>, db: Db): Promise<boolean> {
    const rows = await db.update(schools).set(values).where(eq(schools.id, schoolId)).returning({ id: schools.id });
    return rows.length > 0;
  }

  /** The logo file name of a school (public read). */
  async findLogoFilename(schoolId: number, db: Db = this.db): Promise<{ logoFilename: string | null } | undefined> {
    const rows = await db.select({ logoFilename: schools.logoFilename }).from(schools).where(eq(schools.id, schoolId)).limit(1);
    return rows[0];
  }

  /**
   * Sets a school's logo file name and answers the one it replaces (undefined when the school does not
   * exist). The row lock makes two uploads at once each see the file the other replaced.
   */
  async replaceLogoFilename(schoolId: number, logoFilename: string): Promise<{ previous: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.select({ logoFilename: schools.logoFilename }).from(schools).where(eq(schools.id, schoolId)).limit(1).for('update');
      const current = rows[0];
      if (!current) return undefined;
      await tx.update(schools).set({ logoFilename }).where(eq(schools.id, schoolId));
      return { previous: current.logoFilename };
    });
  }

  /** Whether a school already has this NIP (10 digits). */
  async nipRegistered(nip: string, db: Db = this.db): Promise<boolean> {
    const rows = await db.select({ id: schools.id }).from(schools).where(eq(schools.nip, nip)).limit(1);
    return rows.length > 0;
  }

  /** Inserts the school row of a new SCHOOL account; answers its id. */
  async insertSchool(school: NewSchool, db: Db): Promise<number> {
    const rows = await db
      .insert(schools)
      .values({
        userId: school.userId,
        name: school.name,
        nip: school.nip,
        address: school.address.street,
        postalCode: school.address.postCode,
        city: school.address.city,
        billingStreet: school.billingAddress.street,
        billingPostCode: school.billingAddress.postCode,
        billingCity: school.billingAddress.city,
        phoneNumber: school.phoneNumber,
        email: school.email,
      })
      .returning({ id: schools.id });
    return returnedRow(rows, 'school insert').id;
  }
}
