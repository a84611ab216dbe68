import { z } from 'zod';
import { Category, LearnerCategory, PkkStatus, UserSource } from '../common/enums.js';
import { pageOf } from '../common/errors.js';
import { isValidNip } from '../common/validators.js';
import { RegistrationEmail } from '../registration/registration.schemas.js';
import { requiredText, SchoolStudent, STUDENT_REMARKS_MAX } from './school-student.schemas.js';
import { newPasswordSchema, repeatPasswordMatches, RepeatPassword } from '../common/password-rules.js';

/**
 * The school area up to internal exams (school document §2.1-§3, §5, §7): the school's profile and
 * settings, students as the school manages them, creation requests, the existence check, search
 * criteria and internal exams. Built by issue 8.
 */

/** Limits of school document §5 and §9. */
export const SCHOOL_PIN_MAX_DIGITS = 4;
export const SCHOOL_DEFAULT_PASSWORD_MAX = 15;
export const BOOKS_ALERT_LEVEL_MIN = 10;
export const BOOKS_ALERT_LEVEL_MAX = 50;
export const LOGO_MAX_BYTES = 1_048_576;
export const SCHOOL_EXPIRY_ALERT_DAYS = 30;
export const INTERNAL_EXAMS_STEP = 3;
export const LONG_ACCESS_DAYS = 120;
export const SHORT_ACCESS_DEFAULT_DAYS = 1;
/** SHORT access days: at most 3 digits. */
export const SHORT_ACCESS_MAX_DAYS = 999;
export const EXAM_NAME_FILTER_MIN = 3;
export const EXAM_FILTER_DEBOUNCE_MS = 300;
export const PRINT_TIME_STEP_MINUTES = 10;

/** Logo states of the edit screen (spec §4). */
export const LogoState = z.enum(['EMPTY', 'SET', 'CHANGE']);
export type LogoState = z.infer<typeof LogoState>;

const POSTCODE = /^\d{2}-\d{3}$/;

/** An address (street, city, postCode NN-NNN). */
export const SchoolAddress = z.object({
  street: z.string().trim().max(200, 'msg.validation.too.long').nullish(),
  city: z.string().trim().max(100, 'msg.validation.too.long').nullish(),
  postCode: z
    .string()
    .trim()
    .refine((v) => v === '' || POSTCODE.test(v), 'msg.validation.postcode.invalid')
    .nullish(),
});
export type SchoolAddress = z.infer<typeof SchoolAddress>;

/** Scheduler settings of a school (spec §3). */
export const SchoolSettings = z.object({
  passingPercent: z.int().min(0).max(100),
  startHour: z.int().min(0).max(23),
  endHour: z.int().min(1).max(24),
  scheduleForMonths: z.int().min(1).max(24),
  minutesForLesson: z.int().min(15).max(240),
  cancelationByEmployeeInMinutes: z.int().min(0).max(10_080),
  cancelationByStudentInMinutes: z.int().min(0).max(10_080),
  categoriesToPick: z.array(Category),
  generateScheduleForFreeDays: z.boolean(),
  /** ISO weekdays 1 (Monday) to 7. */
  daysOfWork: z.array(z.int().min(1).max(7)),
  ableToChangeCategory: z.boolean(),
});
export type SchoolSettings = z.infer<typeof SchoolSettings>;

/**
 * A contact phone of the school's card as people write it (mobile or landline, "61 123 45 67",
 * "+48 601-222-333"): its 9 national digits, or null when it is not a Polish number.
 */
export function contactPhoneDigits(input: string): string | null {
  const national = input.replace(/[\s().-]/g, '').replace(/^(?:\+48|0048)/, '');
  return /^\d{9}$/.test(national) ? national : null;
}

/**
 * A website of the school's card: an http(s) address with a host name (https:// is added when no
 * scheme is typed: "www.osk.pl"), or null (other schemes such as javascript: are no website).
 */
export function websiteAddress(input: string): string | null {
  const typed = input.trim();
  const withScheme = /^[A-Z][A-Z\d+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  return WEBSITE.test(withScheme) ? withScheme : null;
}

/** http(s), a host name of dotted labels (letters of any alphabet), an optional port, path, query or fragment; no user or password. */
const WEBSITE = /^https?:\/\/(?:[\p{L}\d](?:[\p{L}\d-]{0,61}[\p{L}\d])?\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu;

/** Text of an optional card field: null and missing read as empty (no value). */
const cardText = (message: string, max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: message }).trim().max(max, 'msg.validation.too.long'));

/**
 * The school's public contact card (`GET school/public/{id}`, shown with invitations on /attach/...):
 * the contact e-mail, phone and website, apart from the account's login e-mail and phone. Empty
 * fields are stored as none; the e-mail is kept in lower case, the phone as 9 digits.
 */
export const SchoolPublicContactRequest = z.object({
  email: cardText('msg.validation.email.invalid', 254)
    .refine((v) => v === '' || RegistrationEmail.safeParse(v).success, 'msg.validation.email.invalid')
    .transform((v) => (v === '' ? null : v.toLowerCase())),
  phoneNumber: cardText('msg.validation.phone.invalid', 30)
    .refine((v) => v === '' || contactPhoneDigits(v) !== null, 'msg.validation.phone.invalid')
    .transform((v) => (v === '' ? null : contactPhoneDigits(v))),
  website: cardText('msg.validation.website.invalid', 200)
    .refine((v) => v === '' || websiteAddress(v) !== null, 'msg.validation.website.invalid')
    .transform((v) => (v === '' ? null : websiteAddress(v))),
});
export type SchoolPublicContactRequest = z.input<typeof SchoolPublicContactRequest>;

/** The school's public contact card as stored (null: not given). */
export const SchoolPublicContact = z.object({ email: z.string().nullable(), phoneNumber: z.string().nullable(), website: z.string().nullable() });
export type SchoolPublicContact = z.infer<typeof SchoolPublicContact>;

/**
 * The school (spec §3) as `GET school/show` answers it to the school itself. The PIN and the default
 * password are write-only: the answer says whether they are set (`pinSet`, `defaultPasswordSet`)
 * and never carries them, so an examinee at the school's computer cannot read the PIN that closes an
 * internal exam.
 */
export const School = z.object({
  id: z.int(),
  name: z.string(),
  nip: z.string().nullable(),
  email: z.string().nullable(),
  pinSet: z.boolean(),
  defaultPasswordSet: z.boolean(),
  activeTill: z.string().nullable(),
  logoFilename: z.string().nullable(),
  numberOfDaysOfLearn: z.int(),
  numberOfBooks: z.int(),
  booksAlertLevel: z.int(),
  sendInvoicesToMainEmail: z.boolean(),
  billingEmail: z.string().nullable(),
  sendInvoices: z.boolean(),
  canAddInternational: z.boolean(),
  canAddLecture: z.boolean(),
  canUsePkk: z.boolean(),
  /**
   * Whether the operator approved the school's previews of paid content (lectures, e-learning);
   * false: "pending" (issue 20). Optional for older answers.
   */
  contentPreviewApproved: z.boolean().optional(),
  guardianId: z.int().nullable(),
  address: SchoolAddress,
  billingAddress: SchoolAddress,
  phoneNumber: z.string().nullable(),
  settings: SchoolSettings,
  willBeBlockedAt: z.string().nullable(),
  /** Our addition: the public contact card learners see with invitations (editable on /school/edit). */
  publicContact: SchoolPublicContact,
  /**
   * Our addition (issue 23): the readiness (ADR 031, 0-100) from which the school's learners are marked
   * "gotowy do egzaminu"; null: off. Optional for older answers.
   */
  readinessThreshold: z.int().nullable().optional(),
});
export type School = z.infer<typeof School>;


/** The NIP (tax id): 10 digits with a valid checksum. */
export const Nip = z
  .string({ error: 'msg.validation.nip.invalid' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine(isValidNip, 'msg.validation.nip.invalid');

/** `POST school/update`: the editable details (name, NIP, addresses, billing data). */
export const SchoolUpdateRequest = z.object({
  name: requiredText('msg.validation.school.name.required', 200),
  nip: Nip,
  address: SchoolAddress,
  billingAddress: SchoolAddress,
  sendInvoicesToMainEmail: z.boolean().default(true),
  billingEmail: RegistrationEmail.nullish().or(z.literal('').transform(() => null)),
  sendInvoices: z.boolean().default(false),
  /** Our addition: the public contact card; left as it is when absent. */
  publicContact: SchoolPublicContactRequest.optional(),
});
export type SchoolUpdateRequest = z.input<typeof SchoolUpdateRequest>;

/** A PIN: required, digits only, at most 4 ("PIN too long"). */
export const SchoolPin = z
  .string({ error: 'msg.validation.pin.required' })
  .trim()
  .min(1, 'msg.validation.pin.required')
  .max(SCHOOL_PIN_MAX_DIGITS, 'msg.validation.pin.too.long')
  .regex(/^\d+$/, 'msg.validation.pin.digits');

/** `POST school/updatePin {newPin, oldPin}`: 409 msg.error.pin.failed.old.dont.match when the old PIN differs. */
export const PinChangeRequest = z.object({
  newPin: SchoolPin,
  /** Required once a PIN is set. */
  oldPin: z.string().trim().max(SCHOOL_PIN_MAX_DIGITS, 'msg.validation.pin.too.long').nullish(),
});
export type PinChangeRequest = z.infer<typeof PinChangeRequest>;

/** Default password of temporary accounts: required, at most 15 characters. */
export const DefaultPasswordRequest = z.object({
  defaultPassword: z
    .string({ error: 'msg.validation.password.required' })
    .min(1, 'msg.validation.password.required')
    .max(SCHOOL_DEFAULT_PASSWORD_MAX, 'msg.validation.too.long'),
});
export type DefaultPasswordRequest = z.infer<typeof DefaultPasswordRequest>;

/** The highest readiness threshold (ADR 031 scores are 0-100). */
export const READINESS_THRESHOLD_MAX = 100;

/** /school/changeReadinessThreshold (issue 23): a whole number 0-100, or null to switch the mark off. */
export const ReadinessThresholdRequest = z.object({
  readinessThreshold: z
    .number({ error: 'msg.validation.readiness.threshold' })
    .int('msg.validation.readiness.threshold')
    .min(0, 'msg.validation.readiness.threshold')
    .max(READINESS_THRESHOLD_MAX, 'msg.validation.readiness.threshold')
    .nullable(),
});
export type ReadinessThresholdRequest = z.infer<typeof ReadinessThresholdRequest>;

/** /school/changeProperties: books alert level 10-50, invoices and billing e-mail, scheduler settings. */
export const SchoolPropertiesRequest = z.object({
  booksAlertLevel: z.coerce
    .number({ error: 'msg.validation.books.alert.level' })
    .int('msg.validation.books.alert.level')
    .min(BOOKS_ALERT_LEVEL_MIN, 'msg.validation.books.alert.level')
    .max(BOOKS_ALERT_LEVEL_MAX, 'msg.validation.books.alert.level'),
  sendInvoicesToMainEmail: z.boolean(),
  billingEmail: RegistrationEmail.nullish().or(z.literal('').transform(() => null)),
  sendInvoices: z.boolean(),
  settings: SchoolSettings,
});
export type SchoolPropertiesRequest = z.input<typeof SchoolPropertiesRequest>;

/** Student access types (spec §3): LONG = 120 days and a book from stock; SHORT = a few days. */
export const AccessType = z.enum(['LONG', 'SHORT']);
export type AccessType = z.infer<typeof AccessType>;

/** Student creation types (routes /school/students/create/{type}). */
export const StudentCreationType = z.enum(['SCHOOL_REGULAR', 'SCHOOL_SMS']);
export type StudentCreationType = z.infer<typeof StudentCreationType>;

/** Outcomes of the existence check (spec §2.2). */
export const ExistenceType = z.enum(['USER_DONT_EXIST', 'USER_EXISTS', 'REGISTRATION_NOT_FINISHED', 'INTERNATIONAL', 'EPRAWKO_USER', 'OWN_USER', 'SCHOOL']);
export type ExistenceType = z.infer<typeof ExistenceType>;

/** `POST checkIfEmailExistsBySchool` / `checkIfPhoneNumberExistsBySchool` answer (spec §3). */
export const ExistenceCheckResult = z.object({
  exists: z.boolean(),
  type: ExistenceType,
  ownStudent: z.boolean(),
  source: UserSource.nullable(),
  notFinishedRegistration: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** When a registration to this contact was already sent from this school (the warning's date). */
  createDate: z.string().nullable(),
  international: z.boolean(),
  canAddInternational: z.boolean(),
});
export type ExistenceCheckResult = z.infer<typeof ExistenceCheckResult>;


/** A learner's training hours held against the category's minimum (the hours ledger: only HELD lessons that are over). */
export const SchoolStudentTraining = z.object({
  /** Practice hours of 60 minutes held, to two decimals. */
  practicalHours: z.number(),
  /** Theory hours of 45 minutes held, to two decimals. */
  theoryHours: z.number(),
  minimumPracticalHours: z.number(),
  minimumTheoryHours: z.number(),
});
export type SchoolStudentTraining = z.infer<typeof SchoolStudentTraining>;

/** A row of the school's learners list (issue 22): the learner with its last activity and training hours. */
export const SchoolStudentListRow = SchoolStudent.extend({
  /**
   * The learner's latest activity (ISO instant, null: none yet): the latest of the last login, the last
   * time a signed-in session was seen, the last answer in learning and the start or end of the last exam.
   */
  lastActivity: z.string().nullable(),
  training: SchoolStudentTraining,
  /**
   * The school's PKK record of the same person (null: none found). Learners carry no PESEL, so the
   * record is found as the PKK pre-flight finds its learner: the record's candidate e-mail equal to the
   * learner's login, else the same phone digits, else the same first and last name; the most recently
   * updated record when several match.
   */
  pkk: z.object({ id: z.int(), status: PkkStatus, category: z.string() }).nullable(),
  /** The learner's readiness (ADR 031, 0-100) in the learner's category (issue 23). */
  readiness: z.int(),
  /** Whether the readiness reached the school's threshold ("gotowy do egzaminu"); false while the school set none. */
  readyForExam: z.boolean(),
});
export type SchoolStudentListRow = z.infer<typeof SchoolStudentListRow>;
export const SchoolStudentPage = pageOf(SchoolStudentListRow);
export type SchoolStudentPage = z.infer<typeof SchoolStudentPage>;

/** Student-list sort columns. */
export const StudentSortColumn = z.enum(['lastName', 'firstName', 'email', 'category', 'learningAvailableTill', 'lastLoginDate', 'internalExams', 'lastActivity', 'readiness'], {
  error: 'msg.validation.invalid',
});

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** Search criteria of `student/show/school/v2` and `student/count/school/v2` (query; spec §3). */
export const StudentSearchCriteria = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  order: StudentSortColumn.default('lastName'),
  orderAsc: flag.default(true),
  email: z.string().trim().max(254).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  /**
   * Part of the learner's phone number: its digits are compared with the stored number's digits, spaces,
   * dashes and the +48/0048 prefix left out.
   */
  phone: z
    .string()
    .trim()
    .max(20, 'msg.validation.phone.invalid')
    .regex(/^[+\d\s()-]*$/, 'msg.validation.phone.invalid')
    .optional(),
  /** Own platform learners (default on). */
  smarttesty: flag.default(true),
  /** Partner-platform learners (default off). */
  eprawko: flag.default(false),
  passed: flag.optional(),
  internal: flag.optional(),
  /** Only learners marked "gotowy do egzaminu" by the school's readiness threshold (issue 23; none while it is off). */
  ready: flag.optional(),
});
export type StudentSearchCriteria = z.input<typeof StudentSearchCriteria>;

/** The digits of a phone search (spaces, dashes, brackets and a +48 or 0048 prefix left out). */
export function phoneSearchDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+48') || digits.startsWith('0048')) return digits.replace(/^(00)?48/, '');
  return digits.length > 9 && digits.startsWith('48') ? digits.slice(2) : digits;
}

/** The school's statistics beside the list (`student/count/school/v2`). */
export const SchoolStudentCounts = z.object({
  /** Learners matching the criteria (the list's total). */
  count: z.int(),
  all: z.int(),
  active: z.int(),
  passed: z.int(),
  internal: z.int(),
  partner: z.int(),
});
export type SchoolStudentCounts = z.infer<typeof SchoolStudentCounts>;

/** `POST school/create/student` (spec §3 creation request). */
export const StudentCreationRequest = z.object({
  type: StudentCreationType,
  email: RegistrationEmail.nullish(),
  phoneNumber: z.string().trim().max(20).nullish(),
  password: z.string().max(256).nullish(),
  firstName: requiredText('msg.validation.firstName.required', 100),
  lastName: requiredText('msg.validation.lastName.required', 100),
  numberOfDays: z.coerce
    .number({ error: 'msg.validation.days.invalid' })
    .int('msg.validation.days.invalid')
    .min(1, 'msg.validation.days.invalid')
    .max(SHORT_ACCESS_MAX_DAYS, 'msg.validation.days.invalid')
    .optional(),
  schoolId: z.coerce.number().int().positive(),
  category: LearnerCategory,
  withBook: z.boolean().default(false),
  withLectures: z.boolean().default(false),
  accessType: AccessType,
  oskRemarks: z.string().max(STUDENT_REMARKS_MAX, 'msg.validation.too.long').nullish(),
});
export type StudentCreationRequest = z.input<typeof StudentCreationRequest>;

/** `PUT school/attach/student`: invite an existing user (spec §3 Action). */
export const AttachStudentRequest = z.object({
  schoolId: z.coerce.number().int().positive(),
  email: RegistrationEmail.nullish(),
  phoneNumber: z.string().trim().max(20).nullish(),
  actionType: z.enum(['ATTACH_TO_SCHOOL_WITH_BOOK', 'ATTACH_TO_SCHOOL_WITHOUT_BOOK']),
  category: LearnerCategory,
  numberOfDays: z.coerce.number().int().min(0).max(3650).default(0),
});
export type AttachStudentRequest = z.input<typeof AttachStudentRequest>;

/** `POST school/resend {email, registrationId, resendEmail, updateEmail}` (spec §7). */
export const ResendRequest = z.object({
  email: RegistrationEmail,
  registrationId: z.string().trim().min(1).max(64),
  resendEmail: z.boolean(),
  updateEmail: z.boolean(),
});
export type ResendRequest = z.infer<typeof ResendRequest>;

/** Internal exam (light) of the school's list (spec §3). */
export const InternalExamLight = z.object({
  id: z.int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  category: Category,
  points: z.int(),
  pointsAll: z.int(),
  correctAnswers: z.int(),
  wrongAnswers: z.int(),
  totalAnswers: z.int(),
  passed: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type InternalExamLight = z.infer<typeof InternalExamLight>;

/** Criteria body of `exam/light/count/by/school` and `exam/light/show/by/school`. */
export const InternalExamCriteria = z.object({
  schoolId: z.coerce.number().int().positive(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  order: z.enum(['startDate', 'lastName', 'firstName', 'category', 'points', 'passed']).default('startDate'),
  orderAsc: z.boolean().default(false),
  /** Name filters apply from 3 characters. */
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});
export type InternalExamCriteria = z.input<typeof InternalExamCriteria>;

/**
 * `POST school/create` (our addition; spec: the school variant of the registration request in the
 * login modal): the account's e-mail and password, the school's name, NIP (with checksum), address,
 * billing address and phone. Activation as for learners (the activation mail).
 */
export const SchoolRegistrationRequest = z
  .object({
    email: RegistrationEmail,
    password: newPasswordSchema(),
    repeatPassword: RepeatPassword,
    name: requiredText('msg.validation.school.name.required', 200),
    nip: Nip,
    phoneNumber: z
      .string({ error: 'msg.validation.phone.invalid' })
      .trim()
      .min(9, 'msg.validation.phone.invalid')
      .max(20, 'msg.validation.phone.invalid'),
    address: SchoolAddress,
    billingAddress: SchoolAddress,
    accepted: z.literal(true, { error: 'msg.validation.terms.required' }),
    /**
     * Our addition: the owner confirmed registering although another school has this NIP (another
     * branch of one company); without it such an NIP answers 409 msg.validation.nip.already.registered.
     */
    confirmDuplicateNip: z.boolean({ error: 'msg.validation.invalid' }).optional(),
  })
  .refine(...repeatPasswordMatches((form) => form.password));
export type SchoolRegistrationRequest = z.input<typeof SchoolRegistrationRequest>;

/** `POST school/remove/student {studentId}`: an unsettled learner cannot be removed. */
export const RemoveStudentRequest = z.object({ studentId: z.coerce.number().int().positive() });
export type RemoveStudentRequest = z.infer<typeof RemoveStudentRequest>;

/** `POST school/create/student/temporal {category}`: a temporary (internal) account with the default password. */
export const TemporalAccountRequest = z.object({ category: LearnerCategory });
export type TemporalAccountRequest = z.infer<typeof TemporalAccountRequest>;

/** Most days of learning a school adds at once. */
export const ASSIGN_DAYS_MAX = 3650;

/**
 * Days added to (positive) or taken from (negative, never more than the learner has) a learner's
 * learning, from the school's numberOfDaysOfLearn (spec §5). Path parameter of `school/assign/{days}/...`.
 */
export const AssignDays = z.coerce
  .number({ error: 'msg.validation.days.assign' })
  .int('msg.validation.days.whole')
  // Taking back is bounded by what the learner has left (the service answers msg.error.days.more.than.left).
  .min(-2_147_483_648, 'msg.error.days.more.than.left')
  .max(ASSIGN_DAYS_MAX, 'msg.validation.days.assign.max')
  .refine((v) => v !== 0, 'msg.validation.days.assign');


/** A created or invited learner: the answer of `school/create/student`, `school/attach/student` and `.../temporal`. */
export const StudentCreationResult = z.object({
  status: z.enum(['CREATED', 'PARTIAL_SENT', 'INVITED']),
  student: SchoolStudent.nullable(),
  /** Temporary accounts: the login to give the examinee. */
  login: z.string().nullable(),
  /**
   * Temporary accounts: the account's own random password (issue 20), answered only here, once, for
   * the school to print and hand to the examinee; never stored in the clear.
   */
  password: z.string().optional(),
  /** The school's stock after the operation. */
  numberOfDaysOfLearn: z.int(),
  numberOfBooks: z.int(),
});
export type StudentCreationResult = z.infer<typeof StudentCreationResult>;
