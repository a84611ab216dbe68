import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schools, users } from './users.js';
import { cascadeRef } from './columns.js';

/** Persons authorised to sign PKK updates (school document §3 Signer). One default per school. */
export const signers = pgTable(
  'signers',
  {
    id: serial('id').primaryKey(),
    schoolId: cascadeRef('school_id', () => schools.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** The signer's login at the state's school portal (`userLogin` of PKK calls). */
    clientLogin: varchar('client_login', { length: 100 }).notNull(),
    defaultSigner: boolean('default_signer').notNull().default(false),
    /** When set, a signing certificate must carry this PESEL. */
    pesel: varchar('pesel', { length: 11 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signers_school_login_idx').on(t.schoolId, sql`lower(${t.clientLogin})`),
    uniqueIndex('signers_one_default_idx').on(t.schoolId).where(sql`${t.defaultSigner}`),
  ],
);

/** The school's PKK registry: profiles it downloaded, with the last copy the authority gave. */
export const pkkProfiles = pgTable(
  'pkk_profiles',
  {
    id: serial('id').primaryKey(),
    schoolId: cascadeRef('school_id', () => schools.id),
    number: varchar('number', { length: 20 }).notNull(),
    pesel: varchar('pesel', { length: 11 }),
    birthDate: date('birth_date', { mode: 'string' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    categoryName: varchar('category_name', { length: 8 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    downloadDate: timestamp('download_date', { withTimezone: true }),
    updateDate: timestamp('update_date', { withTimezone: true }),
    /** FullPkk (contract) as last received. */
    profile: jsonb('profile').notNull(),
    oskUpdate: jsonb('osk_update'),
    wordSection: jsonb('word_section'),
  },
  (t) => [uniqueIndex('pkk_profiles_school_number_idx').on(t.schoolId, t.number), index('pkk_profiles_school_status_idx').on(t.schoolId, t.status)],
);

/** History of a registry row (§3 "PKK history event"). */
export const pkkEvents = pgTable(
  'pkk_events',
  {
    id: serial('id').primaryKey(),
    pkkProfileId: cascadeRef('pkk_profile_id', () => pkkProfiles.id),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    instructor: varchar('instructor', { length: 220 }),
    lecturer: varchar('lecturer', { length: 220 }),
    practicalClassHours: integer('practical_class_hours'),
    practicalClassMinutes: integer('practical_class_minutes'),
    theoryClassHours: integer('theory_class_hours'),
    theoryClassMinutes: integer('theory_class_minutes'),
    comments: varchar('comments', { length: 1000 }),
    signer: varchar('signer', { length: 220 }),
  },
  (t) => [index('pkk_events_profile_idx').on(t.pkkProfileId)],
);

/**
 * The audit trail of signed documents: who signed what, with the document's hash. Kept when the
 * registry row is removed (no foreign key to it; the number and school identify the profile).
 */
export const pkkSignatures = pgTable(
  'pkk_signatures',
  {
    id: serial('id').primaryKey(),
    schoolId: cascadeRef('school_id', () => schools.id),
    pkkNumber: varchar('pkk_number', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    signerId: integer('signer_id').references(() => signers.id, { onDelete: 'set null' }),
    signerName: varchar('signer_name', { length: 220 }).notNull(),
    userLogin: varchar('user_login', { length: 100 }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    certificateSubject: varchar('certificate_subject', { length: 1000 }).notNull(),
    certificateIssuer: varchar('certificate_issuer', { length: 1000 }).notNull(),
    certificateSerial: varchar('certificate_serial', { length: 100 }).notNull(),
    documentSha256: varchar('document_sha256', { length: 64 }).notNull(),
    /** The signed XML as sent to the authority. */
    document: text('document').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pkk_signatures_school_number_idx').on(t.schoolId, t.pkkNumber)],
);

/** Trusted-profile signing sessions (the state signing service's round trip; a simulator in demo). */
export const pkkTrustedProfileSessions = pgTable('pkk_trusted_profile_sessions', {
  /** SHA-256 of the token handed to the browser. */
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  schoolId: cascadeRef('school_id', () => schools.id),
  userId: cascadeRef('user_id', () => users.id),
  signerId: cascadeRef('signer_id', () => signers.id),
  /** The unsigned document the service is asked to sign. */
  document: text('document').notNull(),
  returnUrl: varchar('return_url', { length: 500 }).notNull(),
  status: varchar('status', { length: 12 }).notNull().default('PENDING'),
  signedDocument: text('signed_document'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The PKK authority simulator's own store (demo and tests): the state's view of each profile. The
 * real authority keeps this; the simulator keeps it here so demo data survives restarts.
 */
export const pkkAuthorityProfiles = pgTable('pkk_authority_profiles', {
  number: varchar('number', { length: 20 }).primaryKey(),
  pesel: varchar('pesel', { length: 11 }),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  /** The registry number of the school holding the profile; null while no school holds it. */
  holder: varchar('holder', { length: 20 }),
  /** The authority-side state (simulator's vocabulary, see integrations/pkk-authority). */
  state: varchar('state', { length: 32 }).notNull(),
  profile: jsonb('profile').notNull(),
  oskUpdate: jsonb('osk_update'),
  wordSection: jsonb('word_section').notNull(),
  /** [{date, type, description}] of what happened at the authority. */
  history: jsonb('history').notNull().default(sql`'[]'::jsonb`),
  /** The last signed update document received (base64), for the simulator's checks. */
  lastSignedDocument: text('last_signed_document'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
