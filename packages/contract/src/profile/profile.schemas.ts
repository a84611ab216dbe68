import { z } from 'zod';
import { IdParam } from '../common/endpoint.js';
import { Category } from '../common/enums.js';
import { PASSWORD_MAX_LENGTH, newPasswordSchema } from '../common/password-rules.js';
import { classifyPhone } from '../common/validators.js';

/**
 * Shapes of password reset, profile edit, phone, password and category change (spec §3, §5, §7).
 * Every message is a key of the contract catalogue (messages.profile.ts), so the server answers it in
 * the caller's language and the web form shows the same text.
 */

/** Minutes a password reset link stays valid. */
export const RESET_PASSWORD_LINK_MINUTES = 60;
/** Reset mails one address may receive per hour. */
export const RESET_PASSWORD_MAILS_PER_HOUR = 5;
/** Reset mails one client address (IP) may trigger per hour, whatever the account. */
export const RESET_PASSWORD_MAILS_PER_IP_PER_HOUR = 30;
/** Minutes an SMS code for a phone change stays valid. */
export const PHONE_CODE_MINUTES = 10;
/** Wrong codes after which a pending phone change is dropped. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Seconds before another SMS code may be requested. */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Digits of the SMS code. */
export const PHONE_CODE_LENGTH = 6;

const NAME_MAX_LENGTH = 100;

/** A new password (spec §5, §9; issue 20: at least 8 characters, not a common password). */
const newPasswordField = newPasswordSchema({ required: 'msg.validation.password.required', min: 'msg.validation.password.change.min' });

/** The repeated password of a form. */
const repeatPasswordField = z
  .string({ error: 'msg.validation.password.repeat.required' })
  .min(1, 'msg.validation.password.repeat.required')
  .max(PASSWORD_MAX_LENGTH, 'msg.validation.too.long');

/** A random link token (the `uuid` of a reset link). */
const linkTokenField = z
  .string({ error: 'msg.validation.required' })
  .trim()
  .min(1, 'msg.validation.required')
  .max(200, 'msg.validation.too.long');

/** Lost-password form of the login modal (spec §5: non-empty valid e-mail). */
export const LostPasswordForm = z.object({
  userEmail: z
    .string({ error: 'msg.validation.reset.email.invalid' })
    .trim()
    .min(1, 'msg.validation.reset.email.invalid')
    .max(254, 'msg.validation.too.long')
    .pipe(z.email('msg.validation.reset.email.invalid')),
});
export type LostPasswordForm = z.infer<typeof LostPasswordForm>;

/** Body of `PUT action/create` (spec §3 Action, §7): type RESET_PASSWORD, status NEW, userEmail. */
export const ActionCreateRequest = LostPasswordForm.extend({
  type: z.literal('RESET_PASSWORD', { error: 'msg.validation.invalid' }),
  status: z.literal('NEW', { error: 'msg.validation.invalid' }).optional(),
});
export type ActionCreateRequest = z.infer<typeof ActionCreateRequest>;

/** Answer of `PUT action/create`: the action as created (its token goes only into the mail). */
export const ActionCreated = z.object({
  type: z.literal('RESET_PASSWORD'),
  status: z.literal('NEW'),
  userEmail: z.string(),
});
export type ActionCreated = z.infer<typeof ActionCreated>;

/** Answer of `GET action/resetPassword/{uuid}`: the reset link is usable, for this account, until expiresAt. */
export const ResetPasswordLink = z.object({
  type: z.literal('RESET_PASSWORD'),
  status: z.literal('NEW'),
  userEmail: z.string(),
  expiresAt: z.string(),
});
export type ResetPasswordLink = z.infer<typeof ResetPasswordLink>;

/** New password with its repetition (reset page and password change, spec §5). */
export const NewPasswordForm = z
  .object({ newPassword: newPasswordField, repeatPassword: repeatPasswordField })
  .refine((form) => form.newPassword === form.repeatPassword, {
    path: ['repeatPassword'],
    message: 'msg.validation.password.change.mismatch',
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** The current password asked by a password change (issue 20). */
const currentPasswordField = z
  .string({ error: 'msg.validation.password.current.required' })
  .min(1, 'msg.validation.password.current.required')
  .max(PASSWORD_MAX_LENGTH, 'msg.validation.too.long');

/** The password change form: the current password, the new one and its repetition (issue 20). */
export const ChangePasswordForm = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField, repeatPassword: repeatPasswordField })
  .refine((form) => form.newPassword === form.repeatPassword, {
    path: ['repeatPassword'],
    message: 'msg.validation.password.change.mismatch',
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** Body of `POST action/resetPassword`: the link token and the new password. */
export const ResetPasswordRequest = z.object({ uuid: linkTokenField, newPassword: newPasswordField });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Answer of `POST action/resetPassword`: the action is used up. */
export const ResetPasswordDone = z.object({ type: z.literal('RESET_PASSWORD'), status: z.literal('CONFIRMED') });
export type ResetPasswordDone = z.infer<typeof ResetPasswordDone>;

/**
 * Body of `POST changeUserPassword` (spec §7): the new password and the caller's own user id; issue 20
 * adds the current password, checked by the server (a session left open cannot take the account).
 */
export const ChangePasswordRequest = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
  userId: z.number({ error: 'msg.validation.required' }).int('msg.validation.invalid').positive('msg.validation.invalid'),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Answer of `POST changeUserPassword`: how many other sessions were ended. */
export const PasswordChanged = z.object({ status: z.literal('CHANGED'), endedSessions: z.int() });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

const nameField = (requiredKey: 'msg.validation.profile.firstName.required' | 'msg.validation.profile.lastName.required') =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(NAME_MAX_LENGTH, 'msg.validation.too.long');

/** Profile edit form (/profile/edit): first and last name; the e-mail is the login and stays read-only. */
export const ProfileEditForm = z.object({
  firstName: nameField('msg.validation.profile.firstName.required'),
  lastName: nameField('msg.validation.profile.lastName.required'),
});
export type ProfileEditForm = z.infer<typeof ProfileEditForm>;

/** Categories a learner may choose (spec §1): A, AM (M), B, C, D, T, and P only without a school. */
export const SELECTABLE_CATEGORIES = ['A', 'M', 'B', 'C', 'D', 'T', 'P'] as const;

/** A category a learner may choose. */
export type SelectableCategory = (typeof SELECTABLE_CATEGORIES)[number];

/** The categories offered to a learner with or without a school. */
export function selectableCategories(hasSchool: boolean): SelectableCategory[] {
  return SELECTABLE_CATEGORIES.filter((category) => category !== 'P' || !hasSchool);
}

/** Category change form (/profile/changeCategory). */
export const CategoryChangeForm = z.object({
  category: z.enum(SELECTABLE_CATEGORIES, { error: 'msg.validation.profile.category.invalid' }),
});
export type CategoryChangeForm = z.infer<typeof CategoryChangeForm>;

/**
 * Body of `POST student/update`: any of first name, last name and category (at least one). Unknown
 * fields (a whole student object, as older clients post it) are ignored; the e-mail cannot change.
 */
export const StudentUpdateRequest = z
  .object({
    firstName: ProfileEditForm.shape.firstName.optional(),
    lastName: ProfileEditForm.shape.lastName.optional(),
    category: z.enum(Category.options, { error: 'msg.validation.profile.category.invalid' })
      .optional(),
  })
  .refine((body) => body.firstName !== undefined || body.lastName !== undefined || body.category !== undefined, {
    path: ['firstName'],
    message: 'msg.validation.profile.firstName.required',
  });
export type StudentUpdateRequest = z.infer<typeof StudentUpdateRequest>;

/** Path parameter of `GET student/show/id/{id}`. */
export const StudentIdParams = z.object({
  id: IdParam,
});

const phoneCodeField = z
  .string({ error: 'msg.validation.phone.code.format' })
  .trim()
  .regex(new RegExp(`^(?:\\d{${PHONE_CODE_LENGTH}})?$`), 'msg.validation.phone.code.format');

/**
 * Body of `POST changePhoneNumber` (spec §4, §7): the first save sends only the phone (an SMS code
 * goes to it); the second sends the phone and the code. Only Polish numbers are accepted
 * (message.error.only.localnumbers); a well-formed foreign number is answered INTERNATIONAL, anything
 * that is no phone number (classifyPhone INVALID) is refused on the field.
 */
export const PhoneChangeRequest = z.object({
  phoneNumber: z
    .string({ error: 'msg.validation.phone.required' })
    .trim()
    .min(1, 'msg.validation.phone.required')
    .max(20, 'msg.validation.phone.invalid')
    // "123" is no phone number at all: the field says so instead of calling it a foreign number.
    .refine((v) => classifyPhone(v) !== 'INVALID', 'msg.validation.phone.invalid'),
  code: phoneCodeField.nullish(),
});
export type PhoneChangeRequest = z.infer<typeof PhoneChangeRequest>;

/** The second step of the phone form: the SMS code is required. */
export const PhoneCodeForm = PhoneChangeRequest.extend({
  code: z
    .string({ error: 'msg.validation.phone.code.required' })
    .trim()
    .min(1, 'msg.validation.phone.code.required')
    .pipe(phoneCodeField),
});
export type PhoneCodeForm = z.infer<typeof PhoneCodeForm>;

/** Result statuses of a phone change (spec §3). */
export const PhoneChangeStatus = z.enum(['SUCCESS', 'INTERNATIONAL', 'ERROR', 'EXISTS']);
export type PhoneChangeStatus = z.infer<typeof PhoneChangeStatus>;

/**
 * Answer of `POST changePhoneNumber` (spec §3): status and phoneNumber; `codeSent` is true when the
 * first save sent an SMS code and false when the phone number has been changed.
 */
export const PhoneChangeResult = z.object({
  status: PhoneChangeStatus,
  phoneNumber: z.string(),
  codeSent: z.boolean(),
});
export type PhoneChangeResult = z.infer<typeof PhoneChangeResult>;
