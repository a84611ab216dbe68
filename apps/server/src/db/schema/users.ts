import { boolean, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every account: learners, schools and instructors (spec §3). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    phoneNumber: varchar('phone_number', { length: 20 }).unique(),
    passwordHash: text('password_hash').notNull(),
    status: varchar('status', { length: 24 }).notNull().default('NEW'),
    userType: varchar('user_type', { length: 16 }).notNull(),
    userSource: varchar('user_source', { length: 16 }).notNull().default('EPRAWKO'),
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
  },
  (t) => [index('users_user_type_idx').on(t.userType)],
);

/** Driving schools (OSK); more fields arrive with the school issue. */
export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
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
});

/** Learners (spec §3 Student). */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
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
  },
  (t) => [index('students_school_idx').on(t.schoolId)],
);

/** Instructors of a school; more fields arrive with the scheduler issue. */
export const instructors = pgTable(
  'instructors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    color: varchar('color', { length: 7 }).notNull().default('#FF0000'),
    status: varchar('status', { length: 16 }).notNull().default('ACTIVE'),
  },
  (t) => [index('instructors_school_idx').on(t.schoolId)],
);
