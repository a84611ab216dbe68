import { z } from 'zod';
import { IdParam } from '../common/endpoint.js';
import { pageOf } from '../common/errors.js';
import { type InstructorCategory, IsoDate } from '../scheduler/scheduler.schemas.js';
import { isValidPesel } from '../common/pesel.js';
import { PkkStatus } from '../common/enums.js';

/**
 * The candidate-driver profile (PKK) workflow (school document §2.2, §3, §4, §5, §7 "Signers and PKK",
 * §8, §9; issue 11). Calls live under /api/pkk/. The state registry sits behind the server's
 * `PkkAuthority` (a simulator in demo and tests); every update it receives is an XAdES-signed XML
 * document the server has verified (cryptography, chain to the trusted CAs, signer) first.
 *
 * `pkkId` in query strings: the 20-character PKK number for query/preview/complementary (the state's
 * identifier); our registry id (digits, at most 10) for return/returnToIssuingAuthority/remove — a
 * 20-character number is accepted there too and looked up in the caller's registry.
 */

// ---- constants (§9) ----
export const PKK_PAGE_SIZE = 10;
export const PKK_MAX_PAGE_LINKS = 10;
export const PKK_NUMBER_LENGTH = 20;
/** The number is shown in 4 groups of 5 characters (§9). */
export const PKK_NUMBER_GROUP = 5;
export const PKK_RETURN_DESCRIPTION_MAX = 500;
/** A signed XML upload (fallback flow) is at most 1 MB, one file, XML only (§9). */
export const PKK_SIGNED_XML_MAX_BYTES = 1_048_576;
export const SIGNERS_PAGE_SIZE = 10;
/** The Szafir extension is waited for up to 5 s, polled every 100 ms (§4). */
export const SZAFIR_EXTENSION_WAIT_MS = 5000;
export const SZAFIR_EXTENSION_POLL_MS = 100;
export const SZAFIR_SDK_VERSION = '2.0.6';
/** Where a school reports an online theory course (the state's page; external link on /pkk). */
export const PKK_REPORT_ONLINE_COURSE_URL = 'https://info-car.pl/new/';

// ---- enums (§4) ----
// PkkStatus is in common/enums (the learners list shows it too).

/** What a registry row's status allows (§4), shared by the server (refusals) and the web (buttons). */
export const PkkAction = z.enum(['VIEW', 'UPDATE', 'RETURN', 'RETURN_TO_AUTHORITY', 'REFRESH', 'DELETE', 'DOWNLOAD', 'COMPLEMENTARY', 'REMOVE_COMPLEMENTARY']);
export type PkkAction = z.infer<typeof PkkAction>;
export const PKK_ACTIONS: Record<PkkStatus, readonly PkkAction[]> = {
  IMPORTED_FROM_PORTAL: ['REFRESH'],
  IN_PROGRESS_WITH_OSK: ['VIEW', 'UPDATE', 'RETURN', 'RETURN_TO_AUTHORITY', 'REFRESH'],
  RELEASED: ['VIEW', 'DELETE', 'DOWNLOAD', 'COMPLEMENTARY'],
  UPDATED: ['DOWNLOAD', 'COMPLEMENTARY'],
  COMPLEMENTARY_COURSE: ['VIEW', 'REMOVE_COMPLEMENTARY'],
};
export function pkkAllows(status: PkkStatus, action: PkkAction): boolean {
  return PKK_ACTIONS[status].includes(action);
}

export const PkkReturnReason = z.enum(['OTHER', 'INCORRECT_CANDIDATE_INFORMATION', 'OUTDATED_HEALTH_STATEMENT', 'INCORRECT_OWNED_DOCUMENT', 'WAITING_FOR_BANS_EXPIRATION', 'OSK_UPDATE_MISSING']);
export type PkkReturnReason = z.infer<typeof PkkReturnReason>;

/** History event types shown by label (§3 "PKK history event"). */
export const PkkEventType = z.enum([
  'IMPORTED',
  'REFRESHED',
  'COURSE_STARTED',
  'COURSE_ENDED',
  'MODULE_STARTED',
  'MODULE_ENDED',
  'UPDATED',
  'RETURNED_TO_AUTHORITY',
  'RETURNED_TO_CENTER',
  'RETURNED_BY_OSK',
  'RETURNED_BY_WORD',
  'RETURNED_BY_OSK_COMPLEMENTARY',
  'RECEIVED',
  'ARCHIVED',
  'LOCKED',
  'COMPLEMENTARY_COURSE_ADDED',
  'COMPLEMENTARY_COURSE_REMOVED',
]);
export type PkkEventType = z.infer<typeof PkkEventType>;

/** The search modes of /pkk-search (§2.2). */
export const PkkSearchMode = z.enum(['PESEL', 'BIRTH_DATE']);
export type PkkSearchMode = z.infer<typeof PkkSearchMode>;

/** How an update was signed (our addition, kept in the audit trail). */
export const SignatureMethod = z.enum(['QUALIFIED', 'TRUSTED_PROFILE', 'DEMO_CERTIFICATE', 'UPLOAD']);
export type SignatureMethod = z.infer<typeof SignatureMethod>;

// ---- default hours (§9): theory / practical ----
export const PKK_DEFAULT_HOURS: Record<InstructorCategory, { theory: number; practical: number }> = {
  AM: { theory: 6, practical: 5 },
  A: { theory: 30, practical: 20 },
  A_1: { theory: 30, practical: 20 },
  A_2: { theory: 30, practical: 20 },
  T: { theory: 30, practical: 20 },
  B: { theory: 30, practical: 30 },
  B_1: { theory: 30, practical: 30 },
  PT: { theory: 30, practical: 30 },
  BE: { theory: 0, practical: 15 },
  C_1: { theory: 20, practical: 20 },
  C: { theory: 20, practical: 30 },
  D_1: { theory: 20, practical: 30 },
  CE: { theory: 0, practical: 25 },
  DE: { theory: 0, practical: 25 },
  C_1_E: { theory: 0, practical: 20 },
  D_1_E: { theory: 0, practical: 20 },
  D: { theory: 20, practical: 60 },
};
/** Categories ending with E need no theory classes (§5). */
export function pkkNeedsTheory(category: string): boolean {
  return !category.endsWith('E');
}
/** "12345678901234567890" -> "12345 67890 12345 67890" (§9). */
export function formatPkkNumber(value: string): string {
  return (value.match(new RegExp(`.{1,${PKK_NUMBER_GROUP}}`, 'g')) ?? []).join(' ');
}

// ---- validators ----
const Id = IdParam;
const requiredText = (max: number) => z.string({ error: 'msg.validation.required' }).trim().min(1, 'msg.validation.required').max(max, 'msg.validation.too.long');
/** A PKK number: 20 characters, digits (spaces of the 4x5 display are removed first). */
export const PkkNumber = z
  .string({ error: 'msg.validation.required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'msg.validation.required').regex(/^\d{20}$/, 'msg.error.pkk.number.invalid'));
const Pesel = z.string().trim().refine(isValidPesel, 'msg.validation.pesel');
const Hours = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(0, 'msg.validation.invalid').max(999, 'msg.validation.invalid');
const Minutes = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(0, 'msg.error.pkk.minutes.range').max(59, 'msg.error.pkk.minutes.range');

// ---- signers (§3 Signer; pkk/signer) ----
export const Signer = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  schoolId: z.int(),
  /** The signer's login at the state's school portal; sent as `userLogin` with PKK calls. */
  clientLogin: z.string(),
  defaultSigner: z.boolean(),
  /** Our addition: when set, a signing certificate must carry this PESEL (PNOPL-<pesel>). */
  pesel: z.string().nullable(),
});
export type Signer = z.infer<typeof Signer>;
export const SignerRequest = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  clientLogin: requiredText(100),
  defaultSigner: z.boolean().default(false),
  pesel: Pesel.nullish().or(z.literal('').transform(() => null)),
});
export type SignerRequest = z.input<typeof SignerRequest>;
export const SignerPage = pageOf(Signer);
export type SignerPage = z.infer<typeof SignerPage>;
export const SignerListQuery = z.object({ pageNumber: z.coerce.number().int().min(0).max(100_000).default(0) });

// ---- registry (§3 "PKK profile (list)"; POST pkk/school/{schoolId}) ----
export const PkkListItem = z.object({
  id: z.int(),
  number: z.string(),
  pesel: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  categoryName: z.string(),
  status: PkkStatus,
  downloadDate: z.string().nullable(),
  updateDate: z.string().nullable(),
});
export type PkkListItem = z.infer<typeof PkkListItem>;
export const PkkPage = pageOf(PkkListItem);
export type PkkPage = z.infer<typeof PkkPage>;
export const PkkListFilter = z.object({
  number: z.string().trim().max(40, 'msg.validation.too.long').nullish(),
  pesel: z.string().trim().max(11, 'msg.validation.too.long').nullish(),
  firstName: z.string().trim().max(100, 'msg.validation.too.long').nullish(),
  lastName: z.string().trim().max(100, 'msg.validation.too.long').nullish(),
});
export type PkkListFilter = z.infer<typeof PkkListFilter>;
export const PkkListQuery = z.object({
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(PKK_PAGE_SIZE).default(PKK_PAGE_SIZE),
});
/** Our addition: the registry number of the school shown above the list (`GET pkk/school/{schoolId}/info`). */
export const PkkSchoolInfo = z.object({ registryNumber: z.string().nullable(), canUsePkk: z.boolean(), signers: z.int() });
export type PkkSchoolInfo = z.infer<typeof PkkSchoolInfo>;

// ---- the full profile (§3 "Full PKK") ----
const Address = z.object({
  street: z.string().nullable(),
  streetNumber: z.string().nullable(),
  suiteNumber: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
});
export const PkkCandidate = z.object({
  firstName: z.string(),
  lastName: z.string(),
  pesel: z.string().nullable(),
  birthDate: z.string(),
  birthPlace: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: Address,
  /** Base64 images; `photoType`/`signatureType` their media types (our addition: the demo draws SVG). */
  photo: z.string().nullable(),
  photoType: z.string().nullable(),
  signature: z.string().nullable(),
  signatureType: z.string().nullable(),
});
export type PkkCandidate = z.infer<typeof PkkCandidate>;
export const PkkHealthStatement = z.object({
  type: z.string(),
  recordNumber: z.string().nullable(),
  issueDate: z.string().nullable(),
  nextExaminationDate: z.string().nullable(),
  constraints: z.array(z.string()),
});
export const PkkBan = z.object({
  type: z.string(),
  issuingAuthority: z.string().nullable(),
  categoryAssignments: z.array(
    z.object({
      type: z.string().nullable(),
      category: z.string(),
      constraint: z.string().nullable(),
      obtainDate: z.string().nullable(),
      revocationDate: z.string().nullable(),
      comment: z.string().nullable(),
    }),
  ),
});
const Confirmation = z.object({ date: z.string().nullable(), category: z.string().nullable(), issuer: z.string().nullable() }).nullable();
export const FullPkk = z.object({
  origin: z.object({ number: z.string() }),
  candidate: PkkCandidate,
  requestedQualification: z.object({ category: z.string(), constraint: z.string().nullable(), type: z.string(), reason: z.string().nullable() }),
  parentPermitForMinor: z.boolean(),
  ownedDocument: z.object({
    abroadIdentificationDocument: z.object({ name: z.string(), number: z.string(), origin: z.string() }).nullable(),
  }),
  healthStatements: z.array(PkkHealthStatement),
  bans: z.array(PkkBan),
  courseCompletionConfirmation: Confirmation,
  passedExamConfirmation: Confirmation,
  passedTheoreticalExamConfirmation: Confirmation,
});
export type FullPkk = z.infer<typeof FullPkk>;
/** The school's (OSK) part: the last course update the authority holds. */
export const PkkOskUpdate = z.object({
  school: z.object({ name: z.string(), registryNumber: z.string().nullable() }),
  course: z.object({
    categories: z.array(z.string()),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    instructorRecordNumber: z.string().nullable(),
    lecturerRecordNumber: z.string().nullable(),
    practicalClassHours: z.int(),
    practicalClassMinutes: z.int(),
    theoryClassHours: z.int(),
    theoryClassMinutes: z.int(),
  }),
  updateDate: z.string().nullable(),
});
export type PkkOskUpdate = z.infer<typeof PkkOskUpdate>;
/** The county office and exam centre part (§3 "county office section"). */
export const PkkWordSection = z.object({
  exams: z.array(z.object({ examType: z.string(), category: z.string(), examResult: z.string(), examiner: z.string().nullable(), endDate: z.string().nullable() })),
  suspensions: z.array(z.object({ reason: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
  organizationUnit: z.object({ name: z.string(), number: z.string() }).nullable(),
  updater: z.string().nullable(),
  updateDate: z.string().nullable(),
  /** History of county-office entries. */
  history: z.array(z.object({ date: z.string(), description: z.string() })),
});
export type PkkWordSection = z.infer<typeof PkkWordSection>;
export const PkkEvent = z.object({
  id: z.int(),
  updateDate: z.string(),
  type: PkkEventType,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  instructor: z.string().nullable(),
  lecturer: z.string().nullable(),
  practicalClassHours: z.int().nullable(),
  practicalClassMinutes: z.int().nullable(),
  theoryClassHours: z.int().nullable(),
  theoryClassMinutes: z.int().nullable(),
  comments: z.string().nullable(),
  signer: z.string().nullable(),
});
export type PkkEvent = z.infer<typeof PkkEvent>;
/** Our addition: who signed what — the audit trail of signed documents. */
export const PkkSignatureRecord = z.object({
  signedAt: z.string(),
  method: SignatureMethod,
  signer: z.string(),
  userLogin: z.string(),
  certificateSubject: z.string(),
  certificateIssuer: z.string(),
  certificateSerial: z.string(),
  documentSha256: z.string(),
});
export type PkkSignatureRecord = z.infer<typeof PkkSignatureRecord>;
/** `GET pkk/{id}`: the registry row with the full profile (§3 "Call result of a single PKK read"). */
export const PkkDetail = z.object({
  id: z.int(),
  status: PkkStatus,
  downloadDate: z.string().nullable(),
  updateDate: z.string().nullable(),
  profile: FullPkk,
  oskUpdate: PkkOskUpdate.nullable(),
  wordSection: PkkWordSection.nullable(),
  events: z.array(PkkEvent),
  signatures: z.array(PkkSignatureRecord),
});
export type PkkDetail = z.infer<typeof PkkDetail>;
/** `GET pkk/preview`: the profile as the authority shows it, nothing stored (preview-only banner). */
export const PkkPreview = z.object({ profile: FullPkk, oskUpdate: PkkOskUpdate.nullable(), wordSection: PkkWordSection.nullable() });
export type PkkPreview = z.infer<typeof PkkPreview>;

// ---- search, download, returns (GET pkk/query, pkk/preview, pkk/complementary, pkk/return, pkk/remove) ----
/** `pkkId` the number, `pesel` or `birthDate` (yyyy-MM-dd), `userLogin` the signer's portal login (default signer when absent). */
export const PkkQueryParams = z
  .object({
    pkkId: PkkNumber,
    userLogin: z.string().trim().max(100).optional(),
    pesel: Pesel.optional(),
    birthDate: IsoDate.optional(),
  })
  .refine((q) => Boolean(q.pesel) !== Boolean(q.birthDate), { message: 'msg.error.pkk.pesel.or.birthdate', path: ['pesel'] });
export type PkkQueryParams = z.input<typeof PkkQueryParams>;
export const PkkComplementaryParams = z.object({ pkkId: z.string().trim().min(1, 'msg.validation.required').max(40), userLogin: z.string().trim().max(100).optional(), pesel: Pesel.optional() });
export const PkkRefParams = z.object({ pkkId: z.string().trim().min(1, 'msg.validation.required').max(40), userLogin: z.string().trim().max(100).optional() });
/** §3 "Return-to-authority": POST pkk/returnToIssuingAuthority?pkkId&userLogin. */
export const PkkReturnToAuthorityRequest = z.object({
  type: PkkReturnReason,
  description: requiredText(PKK_RETURN_DESCRIPTION_MAX),
  pkkUpdatePersons: z.object({ signer: z.object({ id: Id }) }),
});
export type PkkReturnToAuthorityRequest = z.input<typeof PkkReturnToAuthorityRequest>;

// ---- course update (§3 "PKK update"; pkk/xml/updatePkk, pkk/taskList, pkk/update) ----
/** The fields the school fills on /pkk/course/{id}; the server builds the XML to sign from them. */
export const PkkUpdateFields = z.object({
  pkkId: Id,
  startDate: IsoDate,
  endDate: IsoDate.nullish(),
  instructorId: Id.nullish(),
  lecturerId: Id.nullish(),
  practicalClassHours: Hours,
  practicalClassMinutes: Minutes,
  theoryClassHours: Hours,
  theoryClassMinutes: Minutes,
  signerId: Id,
});
export type PkkUpdateFields = z.input<typeof PkkUpdateFields>;
/** `POST pkk/update?userLogin=`: the fields again plus the signed document (base64 of the XAdES XML). */
export const PkkUpdateRequest = PkkUpdateFields.extend({
  requestBody: z.string({ error: 'msg.error.pkk.signature.missing' }).min(1, 'msg.error.pkk.signature.missing').max(Math.ceil((PKK_SIGNED_XML_MAX_BYTES * 4) / 3) + 4, 'msg.error.pkk.xml.too.large'),
  method: SignatureMethod.default('UPLOAD'),
});
export type PkkUpdateRequest = z.input<typeof PkkUpdateRequest>;
/** What the server recorded on a successful update (§3 "PKK update" fields echoed back). */
export const PkkUpdateResult = z.object({
  pkkNumber: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  theoryClassHours: z.int(),
  theoryClassMinutes: z.int(),
  practicalClassHours: z.int(),
  practicalClassMinutes: z.int(),
  updaterFirstName: z.string(),
  updaterLastName: z.string(),
  instructorRegistrationNumber: z.string().nullable(),
  instructorName: z.string().nullable(),
  lecturerRegistrationNumber: z.string().nullable(),
  lecturerName: z.string().nullable(),
  status: PkkStatus,
  documentSha256: z.string(),
});
export type PkkUpdateResult = z.infer<typeof PkkUpdateResult>;

/** Our addition: the pre-flight check before signing (`POST pkk/preflight`). */
export const PreflightSeverity = z.enum(['ERROR', 'WARNING', 'INFO']);
export const PreflightCode = z.enum([
  'BELOW_MINIMUM_PRACTICAL',
  'BELOW_MINIMUM_THEORY',
  'THEORY_NOT_NEEDED',
  'MORE_THAN_RECORDED_PRACTICAL',
  'MORE_THAN_RECORDED_THEORY',
  'NO_RECORDED_LESSONS',
  'END_BEFORE_START',
  'DATE_IN_FUTURE',
  'INSTRUCTOR_CATEGORY',
  'LECTURER_CATEGORY',
  'LECTURER_REQUIRED',
  'INSTRUCTOR_REQUIRED',
]);
export type PreflightCode = z.infer<typeof PreflightCode>;
export const PreflightFinding = z.object({
  code: PreflightCode,
  severity: PreflightSeverity,
  /** Message key (contract messages) and its values. */
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type PreflightFinding = z.infer<typeof PreflightFinding>;
export const PreflightResult = z.object({
  ok: z.boolean(),
  findings: z.array(PreflightFinding),
  /** The school's learner matched to the candidate (e-mail, phone or name), with the recorded minutes. */
  learner: z.object({ id: z.int(), name: z.string(), practicalMinutes: z.int(), theoryMinutes: z.int() }).nullable(),
  minimum: z.object({ theoryHours: z.int(), practicalHours: z.int() }),
});
export type PreflightResult = z.infer<typeof PreflightResult>;

/** The people the form offers (instructors holding the PKK's category; lecturers only when theory is needed). */
export const PkkCoursePerson = z.object({ id: z.int(), firstName: z.string(), lastName: z.string(), registrationNumber: z.string().nullable() });
export type PkkCoursePerson = z.infer<typeof PkkCoursePerson>;
/** Our addition: `GET pkk/course/{id}` — what /pkk/course/{id} needs in one call. */
export const PkkCourseForm = z.object({
  pkk: PkkDetail,
  category: z.string(),
  theoryNeeded: z.boolean(),
  defaults: z.object({ theoryHours: z.int(), practicalHours: z.int() }),
  instructors: z.array(PkkCoursePerson),
  lecturers: z.array(PkkCoursePerson),
  signers: z.array(Signer),
  /** Demo mode: the demo software certificate (`pkk/demo/certificate`) is offered as a signing method. */
  demoCertificate: z.boolean(),
});
export type PkkCourseForm = z.infer<typeof PkkCourseForm>;

// ---- signing support (our additions) ----
/** Demo mode only: a software certificate for a signer issued by the demo CA (browser signing). */
export const DemoCertificateRequest = z.object({ signerId: Id });
export const DemoCertificate = z.object({
  /** PKCS#8 private key, base64 DER (RSASSA-PKCS1-v1_5, 2048 bits). */
  privateKey: z.string(),
  /** The signer's certificate, base64 DER. */
  certificate: z.string(),
  /** The demo CA certificate, base64 DER. */
  caCertificate: z.string(),
  validTo: z.string(),
});
export type DemoCertificate = z.infer<typeof DemoCertificate>;
/** Trusted profile flow: the server hands out the state signing service's address for a document. */
/**
 * The unsigned document (as `pkk/xml/updatePkk` gave it), the signer and where to come back to (a path
 * of this app). The signed result is checked again by `pkk/update` like any other signature.
 */
export const TrustedProfileStartRequest = z.object({
  pkkId: Id,
  signerId: Id,
  document: z.string({ error: 'msg.error.pkk.xml.invalid' }).min(1, 'msg.error.pkk.xml.invalid').max(PKK_SIGNED_XML_MAX_BYTES, 'msg.error.pkk.xml.too.large'),
  returnUrl: z.string().max(500).regex(/^\/(?!\/)[\w\-/?=&.%]*$/, 'msg.validation.invalid'),
});
export type TrustedProfileStartRequest = z.input<typeof TrustedProfileStartRequest>;
export const TrustedProfileStart = z.object({ redirectUrl: z.string(), token: z.string() });
export type TrustedProfileStart = z.infer<typeof TrustedProfileStart>;
export const TrustedProfileResult = z.object({ status: z.enum(['PENDING', 'SIGNED', 'CANCELLED']), requestBody: z.string().nullable() });
export type TrustedProfileResult = z.infer<typeof TrustedProfileResult>;
