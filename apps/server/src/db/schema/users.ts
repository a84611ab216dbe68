import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { InstructorStatus, SchoolSettings, UserSource, UserStatus, UserType } from '@osk/contract';

/** Every account: learners, schools and instructors (spec §3). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    phoneNumber: varchar('phone_number', { length: 20 }).unique(),
    passwordHash: text('password_hash').notNull(),
    status: varchar('status', { length: 24 }).$type<UserStatus>().notNull().default('NEW'),
    userType: varchar('user_type', { length: 16 }).$type<UserType>().notNull(),
    userSource: varchar('user_source', { length: 16 }).$type<UserSource>().notNull().default('EPRAWKO'),
    internal: boolean('internal').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    willBeBlockedAt: timestamp('will_be_blocked_at', { withTimezone: true }),
    startPage: varchar('start_page', { length: 200 }),
    language: varchar('language', { length: 2 }).notNull().default('pl'),
    /** Partner-platform users: their partner password, encrypted (AES-256-GCM) for the return button. */
    partnerPasswordEnc: text('partner_password_enc'),
    /** RODO (issue 24): when the owner asked for the account's deletion; closed at once, anonymised after the cooling-off. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** When the account's personal data were erased or anonymised. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Retention (issue 24): when the owner of a long-inactive account was told it will be anonymised. */
    inactivityNoticeAt: timestamp('inactivity_notice_at', { withTimezone: true }),
  },
  (t) => [index('users_user_type_idx').on(t.userType)],
);

/** The scheduler settings a new school starts with (spec §3 School.settings). */
export const DEFAULT_SCHOOL_SETTINGS: SchoolSettings = {
  passingPercent: 90,
  startHour: 6,
  endHour: 20,
  scheduleForMonths: 3,
  minutesForLesson: 60,
  cancelationByEmployeeInMinutes: 1440,
  cancelationByStudentInMinutes: 1440,
  categoriesToPick: ['B'],
  generateScheduleForFreeDays: false,
  daysOfWork: [1, 2, 3, 4, 5],
  ableToChangeCategory: true,
};

/** The login (users row) of a school, a learner or an instructor: required, and its own (one user each). */
function loginId() {
  return integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id);
}

/**
 * Driving schools (OSK; spec §3 School). `address`, `postal_code` and `city` are the school's address
 * (School.address street, postCode, city); the billing address has its own columns. The PIN and the
 * default password are write-only through the API.
 */
export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  userId: loginId(),
  name: varchar('name', { length: 200 }).notNull(),
  nip: varchar('nip', { length: 10 }),
  activeTill: date('active_till', { mode: 'string' }),
  address: varchar('address', { length: 200 }),
  postalCode: varchar('postal_code', { length: 6 }),
  city: varchar('city', { length: 100 }),
  phoneNumber: varchar('phone_number', { length: 20 }),
  email: varchar('email', { length: 254 }),
  website: varchar('website', { length: 200 }),
  guardianId: integer('guardian_id'),
  /** Closes internal exams (at most 4 digits). */
  pin: varchar('pin', { length: 4 }),
  /**
   * Wrong PINs given to close an internal exam since the last right one (counted in the database so
   * every instance and every session of the school shares the count; ADR 021, issue 20).
   */
  pinFailures: integer('pin_failures').notNull().default(0),
  /**
   * Whether the operator approved previews of paid content (lectures, e-learning) for this school: a
   * self-registered school sees none until then (`npm run operator -- content-preview`).
   */
  contentPreviewApproved: boolean('content_preview_approved').notNull().default(false),
  /** The password of the school's temporary accounts (at most 15 characters). */
  defaultPassword: varchar('default_password', { length: 15 }),
  /** The stored logo's file name in the logo directory (random). */
  logoFilename: varchar('logo_filename', { length: 100 }),
  numberOfDaysOfLearn: integer('number_of_days_of_learn').notNull().default(0),
  /** The operator blocked the school "until paid" (issue 24): its next paid payment for days lifts the block. */
  paymentBlockUntilPaid: boolean('payment_block_until_paid').notNull().default(false),
  numberOfBooks: integer('number_of_books').notNull().default(0),
  booksAlertLevel: integer('books_alert_level').notNull().default(10),
  sendInvoicesToMainEmail: boolean('send_invoices_to_main_email').notNull().default(true),
  billingEmail: varchar('billing_email', { length: 254 }),
  sendInvoices: boolean('send_invoices').notNull().default(false),
  canAddInternational: boolean('can_add_international').notNull().default(false),
  canAddLecture: boolean('can_add_lecture').notNull().default(false),
  canUsePkk: boolean('can_use_pkk').notNull().default(false),
  /** The school's number in the register of driving schools, its identity at the PKK authority. */
  pkkRegistryNumber: varchar('pkk_registry_number', { length: 20 }),
  billingStreet: varchar('billing_street', { length: 200 }),
  billingCity: varchar('billing_city', { length: 100 }),
  billingPostCode: varchar('billing_post_code', { length: 6 }),
  settings: jsonb('settings').$type<SchoolSettings>().notNull().default(DEFAULT_SCHOOL_SETTINGS),
  /** The readiness (ADR 031, 0-100) from which a learner is marked "gotowy do egzaminu" (issue 23); null: off. */
  readinessThreshold: integer('readiness_threshold'),
}, (t) => [
  // Stock can never go negative, whatever a service does (two grants at once end with one refusal).
  check('schools_days_of_learn_not_negative', sql`${t.numberOfDaysOfLearn} >= 0`),
  check('schools_books_not_negative', sql`${t.numberOfBooks} >= 0`),
  check('schools_pin_digits', sql`${t.pin} IS NULL OR ${t.pin} ~ '^[0-9]{1,4}$'`),
  check('schools_readiness_threshold_range', sql`${t.readinessThreshold} IS NULL OR ${t.readinessThreshold} BETWEEN 0 AND 100`),
]);

/** Learners (spec §3 Student). */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    userId: loginId(),
    schoolId: integer('school_id').references(() => schools.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    category: varchar('category', { length: 2 }).notNull().default('B'),
    learningAvailableTill: date('learning_available_till', { mode: 'string' }),
    lecturesAvailableTill: date('lectures_available_till', { mode: 'string' }),
    qualificationCAvailableTill: date('qualification_c_available_till', { mode: 'string' }),
    qualificationDAvailableTill: date('qualification_d_available_till', { mode: 'string' }),
    discountAvailable: boolean('discount_available').notNull().default(false),
    codeAvailable: boolean('code_available').notNull().default(false),
    internalExams: integer('internal_exams').notNull().default(0),
    multiLanguage: boolean('multi_language').notNull().default(false),
    blockChangeCategory: boolean('block_change_category').notNull().default(false),
    registrationId: varchar('registration_id', { length: 64 }),
    /** The school's remarks about its learner (at most 500 characters). */
    oskRemarks: varchar('osk_remarks', { length: 500 }),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    onlyMinistryQuestions: boolean('only_ministry_questions').notNull().default(false),
    /** The learner wants an invoice. */
    invoice: boolean('invoice').notNull().default(false),
    /** Whether the school gave the learner a book from its stock. */
    withBook: boolean('with_book').notNull().default(false),
    /** Temporary (internal) accounts: the day the account stops working. */
    accountExpire: date('account_expire', { mode: 'string' }),
  },
  (t) => [index('students_school_idx').on(t.schoolId)],
);

/** Instructors of a school (school document §3 Instructor); e-mail and phone are the login's (users). */
export const instructors = pgTable(
  'instructors',
  {
    id: serial('id').primaryKey(),
    userId: loginId(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    color: varchar('color', { length: 7 }).notNull().default('#FF0000'),
    status: varchar('status', { length: 16 }).$type<InstructorStatus>().notNull().default('ACTIVE'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    /** Instructor categories (school document §9: A, A_1, ... PT). */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    registrationNumber: varchar('registration_number', { length: 30 }),
    additionalInfo1: varchar('additional_info1', { length: 200 }),
    additionalInfo2: varchar('additional_info2', { length: 200 }),
    remarks: varchar('remarks', { length: 1000 }),
  },
  (t) => [index('instructors_school_idx').on(t.schoolId)],
);
