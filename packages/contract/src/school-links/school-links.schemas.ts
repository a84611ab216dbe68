import { z } from 'zod';
import { Category, LearnerCategory } from '../common/enums.js';
import { newPasswordSchema, repeatPasswordMatches, RepeatPassword } from '../common/password-rules.js';
import { EMAIL_MIN_LENGTH } from '../registration/registration.schemas.js';

/**
 * Schemas of the links a school or a provider sends a learner (spec §2, §3, §7): the partial
 * registration a school started by SMS, the invitation to attach to a school, the school's public data
 * and guardian, the partner-platform return button and social login.
 */

/** A random token carried in a link (the spec's `uuid`). */
export const LinkToken = z
  .string({ error: 'msg.validation.required' })
  .trim()
  .min(1, 'msg.validation.required')
  .max(200, 'msg.validation.too.long');

/** `POST school/partial {uuid}`: read a partial registration by the token of its link. */
export const PartialRegistrationLookup = z.object({ uuid: LinkToken });
export type PartialRegistrationLookup = z.infer<typeof PartialRegistrationLookup>;

/** NEW shows the form; ACCEPTED shows the finished message with a login button (spec §3). */
export const PartialRegistrationStatus = z.enum(['NEW', 'ACCEPTED']);
export type PartialRegistrationStatus = z.infer<typeof PartialRegistrationStatus>;

/**
 * A partial registration as the learner sees it (spec §3): what the school filled in, never a
 * password. `schoolId` null means no school: the learner then chooses the category.
 */
export const PartialRegistration = z.object({
  uuid: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  category: Category,
  schoolId: z.int().nullable(),
  status: PartialRegistrationStatus,
});
export type PartialRegistration = z.infer<typeof PartialRegistration>;

// The checks below add ordinary (continuable) issues rather than aborting ones: an aborted field issue
// would stop the object's password-repeat check, and the form must show every problem at once.
const emailFormat = z.email();

/** E-mail of the new account (spec §5): a valid address longer than 4 characters. */
const PartialEmail = z
  .string({ error: 'msg.validation.email.invalid' })
  .trim()
  .superRefine((value, ctx) => {
    if (value.length > 254) ctx.addIssue({ code: 'custom', message: 'msg.validation.too.long' });
    else if (value.length < EMAIL_MIN_LENGTH || !emailFormat.safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'msg.validation.email.invalid' });
  });

/** Password of the new account (spec §5, §9; issue 20: at least 8 characters, not a common password). */
const PartialPassword = newPasswordSchema();

/** A required name (first or last). */
const requiredName = (key: string) => z.string({ error: key }).trim().min(1, key).max(100, 'msg.validation.too.long');

/**
 * `POST school/finish/student/partial {user, student, uuid}` (spec §5): e-mail, password, repeated
 * password, first and last name required, the passwords equal. The category counts only when the
 * registration has no school; the phone number is the one the school's SMS went to.
 */
export const FinishPartialRegistrationRequest = z
  .object({
    uuid: LinkToken,
    user: z.object({
      email: PartialEmail,
      password: PartialPassword,
    }),
    student: z.object({
      firstName: requiredName('msg.validation.firstName.required'),
      lastName: requiredName('msg.validation.lastName.required'),
      category: LearnerCategory.optional(),
    }),
    repeatPassword: RepeatPassword,
  })
  .refine(...repeatPasswordMatches((form) => form.user?.password));
export type FinishPartialRegistrationRequest = z.infer<typeof FinishPartialRegistrationRequest>;

/**
 * The error codes of finishing a partial registration (spec §8); every other failure is
 * `msg.error.partial.failed`. All their texts begin with "Nie udało się utworzyć konta."
 */
export const PARTIAL_REGISTRATION_ERRORS = ['DUPLICATED_PHONE', 'DUPLICATED_EMAIL', 'WRONG_CODE', 'ALREADY_CONFIRMED'] as const;
export type PartialRegistrationError = (typeof PARTIAL_REGISTRATION_ERRORS)[number];

/** The message key to show for a failed completion: the spec's code, or the generic failure. */
export function partialRegistrationErrorKey(code: string): PartialRegistrationError | 'msg.error.partial.failed' {
  return (PARTIAL_REGISTRATION_ERRORS as readonly string[]).includes(code) ? (code as PartialRegistrationError) : 'msg.error.partial.failed';
}

/** Invitations to a school a learner confirms at /attach/{uuid} (spec §2 action types). */
export const AttachActionType = z.enum(['ASSIGN_STUDENT', 'TESTS_FROM_OSK', 'LEARN_FROM_OSK']);
export type AttachActionType = z.infer<typeof AttachActionType>;

/** State of a confirmation link; EXPIRED is a NEW link past its date. */
export const LinkActionStatus = z.enum(['NEW', 'CONFIRMED', 'REJECTED', 'EXPIRED']);
export type LinkActionStatus = z.infer<typeof LinkActionStatus>;

/** What a school grants with an invitation: days of learning (exams included) and of lectures. */
export const AttachGrant = z.object({
  learningDays: z.int().min(0).max(3650).default(0),
  lecturesDays: z.int().min(0).max(3650).default(0),
});
export type AttachGrant = z.infer<typeof AttachGrant>;

/** `GET action/get/{uuid}`: an invitation of the logged-in learner to a school. */
export const AttachAction = z.object({
  uuid: z.string(),
  type: AttachActionType,
  status: LinkActionStatus,
  schoolId: z.int(),
  schoolName: z.string(),
  learningDays: z.int(),
  lecturesDays: z.int(),
  expiresAt: z.string(),
});
export type AttachAction = z.infer<typeof AttachAction>;

/** The `{uuid}` path parameter of action/get and confirm. */
export const LinkTokenParams = z.object({ uuid: LinkToken });

/** `POST reject {uuid}`. */
export const RejectActionRequest = z.object({ uuid: LinkToken });
export type RejectActionRequest = z.infer<typeof RejectActionRequest>;

/** The operator's contact person for a school (`GET guardian/get/{guardianId}`). */
export const Guardian = z.object({
  id: z.int(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
});
export type Guardian = z.infer<typeof Guardian>;

/** `GET school/public/{id}`: what anyone may know of a school (no tax number, no account data). */
export const PublicSchool = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
});
export type PublicSchool = z.infer<typeof PublicSchool>;

/**
 * Where the return button of a partner-platform user posts (`GET partner/platform`): the partner's
 * login form address (null when not configured) and the login it expects. The password comes from
 * `GET backToEprawko/{uuid}`.
 */
export const PartnerPlatformTarget = z.object({
  loginUrl: z.string().nullable(),
  login: z.string(),
});
export type PartnerPlatformTarget = z.infer<typeof PartnerPlatformTarget>;

/** Form field names of the partner platform's login form. */
export const PARTNER_LOGIN_FIELDS = { login: 'login', password: 'password' } as const;

/** Identity providers of social login. */
export const SocialProvider = z.enum(['FACEBOOK']);
export type SocialProvider = z.infer<typeof SocialProvider>;

/** OAuth scope and the purpose prefix of `state` (spec §7: scope email and public profile, state=login). */
export const OAUTH_SCOPE = 'email,public_profile';
export const OAUTH_STATE_PURPOSE_LOGIN = 'login';
/** Lifetime of an OAuth state value. */
export const OAUTH_STATE_MINUTES = 10;

/** A social account linked to the logged-in user (`GET social/accounts`). */
export const SocialAccount = z.object({
  provider: SocialProvider,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type SocialAccount = z.infer<typeof SocialAccount>;

/** `POST social/remove {provider}`: unlinks the provider's account from the logged-in user. */
export const RemoveSocialAccountRequest = z.object({ provider: SocialProvider });
export type RemoveSocialAccountRequest = z.infer<typeof RemoveSocialAccountRequest>;
