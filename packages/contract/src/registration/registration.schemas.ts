import { z } from 'zod';
import { newPasswordSchema, repeatPasswordMatches, RepeatPassword } from '../common/password-rules.js';
import { LearnerCategory, UserStatus } from '../common/enums.js';
import { classifyPhone, isPolishPhone } from '../common/validators.js';

/** Days an activation link stays valid. */
export const ACTIVATION_LINK_DAYS = 7;
/**
 * Minutes within which a repeated identical registration of a still-NEW account counts as the same
 * request (a double click, a retried request) and answers success again without a second mail.
 */
export const REGISTRATION_REPLAY_MINUTES = 10;
/** The e-mail existence check runs on blur above this many characters (spec §5). */
export const EMAIL_CHECK_MIN_LENGTH = 2;
/** The phone existence check runs on blur at this many characters or more (spec §5). */
export const PHONE_CHECK_MIN_LENGTH = 9;
/** An e-mail address must be longer than 4 characters (spec §5). */
export const EMAIL_MIN_LENGTH = 5;
/** Longest coupon code. */
export const COUPON_MAX_LENGTH = 32;


/**
 * A string checked by rules in order; only the first rule that fails reports, so a field shows one
 * message. (zod's `abort` would do the same but also stops the object-level refinements, which must
 * run to show the repeat-password message next to other errors.)
 */
function checkedString(requiredMessage: string, rules: readonly (readonly [(value: string) => boolean, string])[]) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      const failed = rules.find(([ok]) => !ok(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
    });
}

const EmailFormat = z.email();

/** E-mail (spec §5): a valid address longer than 4 characters; compared without regard to case. */
export const RegistrationEmail = checkedString('msg.validation.email.invalid', [
  [(v) => v.length >= EMAIL_MIN_LENGTH, 'msg.validation.email.invalid'],
  [(v) => v.length <= 254, 'msg.validation.too.long'],
  [(v) => EmailFormat.safeParse(v).success, 'msg.validation.email.invalid'],
]);

/** Password (spec §5; issue 20: at least 8 characters, not a common password). Not trimmed: spaces are part of a password. */
export const RegistrationPassword = newPasswordSchema();

/** Optional phone of the individual registration (spec §5): empty, or a Polish-registered number. */
export const OptionalPolishPhone = checkedString('msg.validation.phone.invalid', [
  [(v) => v === '' || isPolishPhone(v), 'msg.validation.phone.invalid'],
]).nullish();

/**
 * Phone of the coupon registration (spec §5): required; a foreign number gets "Konto można
 * zarejestrować jedynie na numer zarejestrowany w PL".
 */
export const CouponPhone = checkedString('msg.validation.coupon.phone.required', [
  [(v) => v.length > 0, 'msg.validation.coupon.phone.required'],
  [(v) => classifyPhone(v) !== 'INTERNATIONAL', 'msg.error.phone.only.polish'],
  [(v) => classifyPhone(v) === 'POLISH', 'msg.validation.phone.invalid'],
]);

const COUPON_PATTERN = /^[A-Za-z0-9_-]*$/;

/** A coupon or promotional code: letters, digits, dashes and underscores, compared without regard to case. */
export const CouponCode = checkedString('msg.validation.coupon.required', [
  [(v) => v.length > 0, 'msg.validation.coupon.required'],
  [(v) => v.length <= COUPON_MAX_LENGTH && COUPON_PATTERN.test(v), 'msg.validation.coupon.invalid'],
]);

const name = (key: string) =>
  checkedString(key, [
    [(v) => v.length > 0, key],
    [(v) => v.length <= 100, 'msg.validation.too.long'],
  ]);

/**
 * Individual registration request (spec §3), `PUT eprawko-rest/student/create`. The server ignores the
 * client's status, failedLogins, registerDate, lastLoginDate, blockChangeCategory and
 * learningAvailableTill and sets them itself (status NEW). userExists and phoneExists are the client's
 * blur-check results and are re-checked; clearPhoneNumber drops the phone. `coupon` is our addition: the
 * promotional code of the wizard's STAGE_2, applied in the same transaction.
 */
export const StudentRegistrationRequest = z
  .object({
    user: z.object({
      email: RegistrationEmail,
      status: UserStatus.optional(),
      failedLogins: z.int().optional(),
      registerDate: z.string().max(40).nullish(),
      lastLoginDate: z.string().max(40).nullish(),
      phoneNumber: OptionalPolishPhone,
      password: RegistrationPassword,
    }),
    student: z.object({
      firstName: name('msg.validation.firstName.required'),
      lastName: name('msg.validation.lastName.required'),
      category: LearnerCategory.default('B'),
      blockChangeCategory: z.boolean().nullish(),
      learningAvailableTill: z.string().max(40).nullish(),
    }),
    repeatPassword: RepeatPassword,
    accepted: z.literal(true, { error: 'msg.validation.terms.required' }),
    userExists: z.boolean().nullish(),
    phoneExists: z.boolean().nullish(),
    clearPhoneNumber: z.boolean().nullish(),
    coupon: checkedString('msg.validation.coupon.invalid', [
      [(v) => v.length <= COUPON_MAX_LENGTH && COUPON_PATTERN.test(v), 'msg.validation.coupon.invalid'],
    ]).nullish(),
  })
  .refine(...repeatPasswordMatches((form) => form.user?.password));
export type StudentRegistrationRequest = z.input<typeof StudentRegistrationRequest>;
export type StudentRegistration = z.output<typeof StudentRegistrationRequest>;

/** Coupon registration request (spec §3), `PUT eprawko-rest/student/create/coupon`. */
export const CouponRegistrationRequest = z.object({
  email: RegistrationEmail,
  phoneNumber: CouponPhone,
  coupon: CouponCode,
  userExists: z.boolean().nullish(),
  accepted: z.literal(true, { error: 'msg.validation.terms.required' }),
});
export type CouponRegistrationRequest = z.input<typeof CouponRegistrationRequest>;
export type CouponRegistration = z.output<typeof CouponRegistrationRequest>;

/** Answer of both registrations: the account is created and the activation mail queued. */
export const RegistrationResult = z.object({
  status: z.literal('CREATED'),
  email: z.string(),
  /** Whether a phone number was stored with the account. */
  phoneSaved: z.boolean(),
  /** Learning access granted by a coupon (yyyy-MM-dd), or null. */
  learningAvailableTill: z.string().nullable(),
});
export type RegistrationResult = z.infer<typeof RegistrationResult>;

/** Body of `POST eprawko-rest/checkIfEmailExists`. */
export const EmailExistsRequest = z.object({ email: RegistrationEmail });
export type EmailExistsRequest = z.infer<typeof EmailExistsRequest>;

/** Body of `POST eprawko-rest/checkIfPhoneNumberExists`: any phone-like number, Polish or foreign. */
export const PhoneExistsRequest = z.object({
  phoneNumber: checkedString('msg.validation.phone.invalid', [[(v) => classifyPhone(v) !== 'INVALID', 'msg.validation.phone.invalid']]),
});
export type PhoneExistsRequest = z.infer<typeof PhoneExistsRequest>;

/** Answer of `checkIfPhoneNumberExists` (spec §3): a foreign number never exists and is `international`. */
export const PhoneExistsResult = z.object({ exists: z.boolean(), international: z.boolean() });
export type PhoneExistsResult = z.infer<typeof PhoneExistsResult>;

/** Path parameter of `GET eprawko-rest/coupon/checkCoupon/{coupon}`. */
export const CouponCheckParams = z.object({ coupon: CouponCode });

/** Path parameter carrying an activation token. */
export const ActivationParams = z.object({
  uuid: z.string().trim().min(1, 'msg.error.activation.link.invalid').max(200, 'msg.error.activation.link.invalid'),
});

/**
 * An activation link as `GET eprawko-rest/activate/{uuid}` describes it (nothing changes): NEW still to
 * confirm, CONFIRMED already used. passwordRequired marks accounts created with a coupon, which set
 * their password when activating.
 */
export const ActivationLink = z.object({
  status: z.enum(['NEW', 'CONFIRMED']),
  passwordRequired: z.boolean(),
  email: z.string(),
});
export type ActivationLink = z.infer<typeof ActivationLink>;

/**
 * The set-password step of an account created with a coupon (its registration asked neither password
 * nor names): password, repeat, first and last name, all required.
 */
export const CouponActivationForm = z
  .object({
    password: RegistrationPassword,
    repeatPassword: RepeatPassword,
    firstName: name('msg.validation.firstName.required'),
    lastName: name('msg.validation.lastName.required'),
  })
  .refine(...repeatPasswordMatches((form) => form.password));
export type CouponActivationForm = z.infer<typeof CouponActivationForm>;

/**
 * Body of `POST eprawko-rest/activate/{uuid}`: empty for a normal account; a link that asks for a
 * password needs the CouponActivationForm fields (checked by the server against that schema).
 */
export const ActivationRequest = z.object({
  password: z.string().max(256, 'msg.validation.too.long').optional(),
  repeatPassword: z.string().max(256, 'msg.validation.too.long').optional(),
  firstName: z.string().max(100, 'msg.validation.too.long').optional(),
  lastName: z.string().max(100, 'msg.validation.too.long').optional(),
});
export type ActivationRequest = z.infer<typeof ActivationRequest>;

/** Answer of `POST eprawko-rest/activate/{uuid}`: the action page to show. */
export const ActivationResult = z.object({ type: z.enum(['ACTIVATE_ACCOUNT', 'ALREADY_CONFIRMED']) });
export type ActivationResult = z.infer<typeof ActivationResult>;

/** A plain boolean answer (checkIfEmailExists, checkCoupon). */
export const BooleanAnswer = z.boolean();

/** Answer of `POST eprawko-rest/activate/{uuid}/resend`. */
export const ActivationResent = z.object({ status: z.enum(['SENT', 'ALREADY_CONFIRMED']) });
export type ActivationResent = z.infer<typeof ActivationResent>;
