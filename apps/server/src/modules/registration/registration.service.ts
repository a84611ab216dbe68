import {
  ACTIVATION_LINK_DAYS,
  CouponActivationForm,
  REGISTRATION_REPLAY_MINUTES,
  classifyPhone,
  normalizePolishPhone,
  type ActivationLink,
  type ActivationRequest,
  type ActivationResult,
  type CouponRegistration,
  type FieldError,
  type Language,
  type PhoneExistsResult,
  type RegistrationResult,
  type StudentRegistration,
} from '@osk/contract';
import type { Db } from '../../db/client.js';
import { addDays, daysAfter, warsawDate, type Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { languageOf } from '../../lib/language.js';
import { generateToken, hashToken } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { UsersService } from '../users/users.service.js';
import { activationMail } from './registration.mails.js';
import { type ActivationRow, type CouponRow, type ExistingAccount, type RegistrationRepository } from './registration.repository.js';

/** The outcome of a registration: `created` is false when a repeated request was answered again. */
export interface RegistrationOutcome {
  created: boolean;
  result: RegistrationResult;
}

/** What the server sets on a new account, whatever the client sent. */
interface AccountPlan {
  email: string;
  phone: string | null;
  password: string;
  passwordRequired: boolean;
  firstName: string;
  lastName: string;
  category: string;
  coupon: string | null;
  language: Language;
}

/** What a coupon grants a new account. */
interface Grants {
  category: string;
  schoolId: number | null;
  learningAvailableTill: string | null;
  lecturesAvailableTill: string | null;
  multiLanguage: boolean;
}

function emailUsed(): AppError {
  return new AppError(409, 'msg.validation.email.already.used', [{ field: 'user.email', message: 'msg.validation.email.already.used' }]);
}

function phoneUsed(field: string): AppError {
  return new AppError(409, 'msg.validation.phone.already.used', [{ field, message: 'msg.validation.phone.already.used' }]);
}

function couponNotFound(): AppError {
  return new AppError(404, 'msg.error.coupon.not.found', [{ field: 'coupon', message: 'msg.error.coupon.not.found' }]);
}

function linkInvalid(): AppError {
  return new AppError(404, 'msg.error.activation.link.invalid');
}

function linkExpired(): AppError {
  return new AppError(410, 'msg.error.activation.link.expired');
}

/** Field errors of a zod result, as the error handler expects them (message keys). */
function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Learner registration (individual and with a coupon), the existence checks of the registration forms,
 * coupon checks and account activation through the mailed link.
 */
export class RegistrationService {
  constructor(
    private readonly repo: RegistrationRepository,
    private readonly users: UsersService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /**
   * Registers a learner (spec §3 individual registration): a NEW account, its student, an activation
   * link and the activation mail in the caller's language, in one transaction. The status, dates and
   * access come from the server. A promotional code, when given, is claimed in the same transaction.
   * A repeated identical request for an account registered moments ago answers success again without
   * a second mail.
   */
  async registerStudent(request: StudentRegistration, language: Language): Promise<RegistrationOutcome> {
    const phone = request.clearPhoneNumber || !request.user.phoneNumber ? null : normalizePolishPhone(request.user.phoneNumber);
    const coupon = request.coupon ? request.coupon.toUpperCase() : null;
    return this.register(
      {
        email: request.user.email.toLowerCase(),
        phone,
        password: request.user.password,
        passwordRequired: false,
        firstName: request.student.firstName,
        lastName: request.student.lastName,
        category: request.student.category,
        coupon,
        language,
      },
      'user.phoneNumber',
    );
  }

  /**
   * Registers a learner with a coupon (spec §3 coupon registration): the coupon must be known, unused
   * and valid; it grants its access and is marked used in the same transaction. The form has no
   * password, so the activation link lets the learner set one (and their names) when activating.
   */
  async registerWithCoupon(request: CouponRegistration, language: Language): Promise<RegistrationOutcome> {
    const phone = normalizePolishPhone(request.phoneNumber);
    if (!phone) throw badRequest([{ field: 'phoneNumber', message: 'msg.error.phone.only.polish' }]);
    return this.register(
      {
        email: request.email.toLowerCase(),
        phone,
        // Nobody knows this password: the account gets its real one on activation.
        password: generateToken(),
        passwordRequired: true,
        firstName: '',
        lastName: '',
        category: 'B',
        coupon: request.coupon.toUpperCase(),
        language,
      },
      'phoneNumber',
    );
  }

  /** Whether an account uses an e-mail address (case-insensitive). */
  async emailExists(email: string): Promise<boolean> {
    return this.users.isEmailTaken(email.trim());
  }

  /** Whether a phone number is taken; a foreign number is `international` and never stored. */
  async phoneExists(phoneNumber: string): Promise<PhoneExistsResult> {
    if (classifyPhone(phoneNumber) !== 'POLISH') return { exists: false, international: true };
    const phone = normalizePolishPhone(phoneNumber);
    return { exists: phone ? await this.users.isPhoneTaken(phone) : false, international: false };
  }

  /** Whether a coupon code can be used now (known, unused, not expired). */
  async couponUsable(code: string): Promise<boolean> {
    return (await this.repo.findUsableCoupon(code.trim(), this.clock.now())) !== undefined;
  }

  /** Describes an activation link without using it; 404 for an unknown link, 410 for an expired one. */
  async describeActivation(token: string): Promise<ActivationLink> {
    const row = await this.findActivation(token);
    const passwordRequired = row.payload?.passwordRequired === true;
    if (this.isConfirmed(row)) return { status: 'CONFIRMED', passwordRequired, email: row.email };
    this.assertUsable(row);
    return { status: 'NEW', passwordRequired, email: row.email };
  }

  /**
   * Activates the account of a link (NEW -> ACTIVE) and confirms the link; a link already used answers
   * ALREADY_CONFIRMED. A coupon account's link needs the password and names (CouponActivationForm).
   */
  async activate(token: string, body: ActivationRequest): Promise<ActivationResult> {
    const row = await this.findActivation(token);
    if (this.isConfirmed(row)) return { type: 'ALREADY_CONFIRMED' };
    this.assertUsable(row);
    let passwordHash: string | null = null;
    let names: { firstName: string; lastName: string } | null = null;
    if (row.payload?.passwordRequired === true) {
      const parsed = CouponActivationForm.safeParse(body);
      if (!parsed.success) throw badRequest(fieldsOf(parsed.error.issues));
      passwordHash = await hashPassword(parsed.data.password);
      names = { firstName: parsed.data.firstName, lastName: parsed.data.lastName };
    }
    const now = this.clock.now();
    const activated = await this.repo.transaction(async (tx) => {
      if (!(await this.repo.confirmActivation(row.id, now, tx))) return false;
      await this.users.activate(row.userId, passwordHash, tx);
      if (names) await this.repo.updateStudentNames(row.userId, names.firstName, names.lastName, tx);
      return true;
    });
    return { type: activated ? 'ACTIVATE_ACCOUNT' : 'ALREADY_CONFIRMED' };
  }

  /**
   * Sends a fresh activation link for an account still waiting for activation (its link expired or the
   * mail went missing); the old link stops working. A used link answers ALREADY_CONFIRMED.
   */
  async resendActivation(token: string): Promise<{ status: 'SENT' | 'ALREADY_CONFIRMED' }> {
    const row = await this.findActivation(token);
    if (this.isConfirmed(row)) return { status: 'ALREADY_CONFIRMED' };
    // Only the newest link of an account can ask for another one, so an old link cannot send mail after mail.
    if (row.status !== 'NEW') throw linkExpired();
    const now = this.clock.now();
    const passwordRequired = row.payload?.passwordRequired === true;
    const language = languageOf(row.language);
    await this.repo.transaction(async (tx) => {
      await this.repo.expireActivation(row.id, tx);
      await this.issueActivation(tx, { userId: row.userId, email: row.email, firstName: row.firstName || null, passwordRequired, learningAvailableTill: null, language, now });
    });
    return { status: 'SENT' };
  }

  /**
   * Issues the activation link of an account another module created (a school registering itself) and
   * queues the activation mail, inside that module's transaction: the same link and mail as a learner's.
   */
  async issueActivationFor(tx: Db, input: { userId: number; email: string; name: string | null; language: Language; now: Date }): Promise<void> {
    await this.issueActivation(tx, {
      userId: input.userId,
      email: input.email,
      firstName: input.name,
      passwordRequired: false,
      learningAvailableTill: null,
      language: input.language,
      now: input.now,
    });
  }

  /**
   * Mails a fresh activation link for an account another module created (a school re-sending its
   * learner's activation), inside that module's transaction: every older link of the account stops
   * working first.
   */
  async reissueActivationFor(tx: Db, input: { userId: number; email: string; name: string | null; language: Language; now: Date }): Promise<void> {
    await this.repo.expireActivationsOf(input.userId, tx);
    await this.issueActivationFor(tx, input);
  }

  private async register(plan: AccountPlan, phoneField: string): Promise<RegistrationOutcome> {
    const replay = await this.checkExisting(plan, phoneField);
    if (replay) return replay;
    const now = this.clock.now();
    const coupon = plan.coupon ? await this.repo.findUsableCoupon(plan.coupon, now) : undefined;
    if (plan.coupon && !coupon) throw couponNotFound();
    // What the coupon grants is read here: nothing changes a coupon's terms, only who claimed it (below).
    const grants: Grants = coupon
      ? this.grantsOf(coupon, now)
      : { category: plan.category, schoolId: null, learningAvailableTill: null, lecturesAvailableTill: null, multiLanguage: false };
    const passwordHash = await hashPassword(plan.password);
    try {
      const learningAvailableTill = await this.repo.transaction(async (tx) => {
        const { userId } = await this.users.createLearner(
          { email: plan.email, phoneNumber: plan.phone, passwordHash, status: 'NEW', userSource: 'EPRAWKO', failedLogins: 0, registerDate: now, language: plan.language },
          { firstName: plan.firstName, lastName: plan.lastName, ...grants, blockChangeCategory: false },
          tx,
        );
        // The form requires accepting the terms and the privacy notice: recorded with their text versions (issue 24).
        await this.users.recordConsents(userId, ['TERMS', 'PRIVACY'], now, tx);
        // Another registration took the coupon since the check above: roll everything back.
        if (plan.coupon && !(await this.repo.claimCoupon(plan.coupon, userId, now, tx))) throw couponNotFound();
        await this.issueActivation(tx, {
          userId,
          email: plan.email,
          firstName: plan.firstName || null,
          passwordRequired: plan.passwordRequired,
          learningAvailableTill: grants.learningAvailableTill,
          language: plan.language,
          now,
        });
        return grants.learningAvailableTill;
      });
      return { created: true, result: { status: 'CREATED', email: plan.email, phoneSaved: plan.phone !== null, learningAvailableTill } };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent request registered the same e-mail or phone first: answer as if it came first.
      const again = await this.checkExisting(plan, phoneField);
      if (again) return again;
      throw emailUsed();
    }
  }

  /**
   * Looks for an account with the e-mail or phone: a replay of the same registration answers its
   * outcome again; any other match is a duplicate (409).
   */
  private async checkExisting(plan: AccountPlan, phoneField: string): Promise<RegistrationOutcome | null> {
    const existing = await this.repo.findAccountByEmail(plan.email);
    if (existing) return this.replayOrDuplicate(existing, plan);
    if (plan.phone && (await this.users.isPhoneTaken(plan.phone))) {
      // A twin of this request may have committed between the two reads: then the e-mail is there now too.
      const twin = await this.repo.findAccountByEmail(plan.email);
      if (twin) return this.replayOrDuplicate(twin, plan);
      throw phoneUsed(phoneField);
    }
    return null;
  }

  private async replayOrDuplicate(existing: ExistingAccount, plan: AccountPlan): Promise<RegistrationOutcome> {
    if (!(await this.isReplay(existing, plan))) throw emailUsed();
    return {
      created: false,
      result: { status: 'CREATED', email: existing.email, phoneSaved: existing.phoneNumber !== null, learningAvailableTill: existing.learningAvailableTill },
    };
  }

  /** Whether an existing account is the one this same request created moments ago (double click). */
  private async isReplay(existing: ExistingAccount, plan: AccountPlan): Promise<boolean> {
    const ageMs = this.clock.now().getTime() - existing.registerDate.getTime();
    if (existing.status !== 'NEW' || existing.userType !== 'STUDENT') return false;
    if (ageMs < 0 || ageMs > REGISTRATION_REPLAY_MINUTES * 60_000) return false;
    if (existing.phoneNumber !== plan.phone) return false;
    if (plan.coupon && !(await this.repo.couponUsedBy(plan.coupon, existing.id))) return false;
    // A coupon account's password is random: the same e-mail, phone and used coupon identify the request.
    if (plan.passwordRequired) return true;
    if (existing.firstName !== plan.firstName || existing.lastName !== plan.lastName) return false;
    return verifyPassword(existing.passwordHash, plan.password);
  }

  private grantsOf(coupon: CouponRow, now: Date): Grants {
    const today = warsawDate(now);
    return {
      category: coupon.category,
      schoolId: coupon.schoolId,
      learningAvailableTill: addDays(today, coupon.days),
      lecturesAvailableTill: coupon.lecturesDays > 0 ? addDays(today, coupon.lecturesDays) : null,
      multiLanguage: coupon.multiLanguage,
    };
  }

  private async issueActivation(
    tx: Db,
    input: { userId: number; email: string; firstName: string | null; passwordRequired: boolean; learningAvailableTill: string | null; language: Language; now: Date },
  ): Promise<void> {
    const token = generateToken();
    const expiresAt = daysAfter(input.now, ACTIVATION_LINK_DAYS);
    await this.repo.insertActivation(
      { tokenHash: hashToken(token), userId: input.userId, email: input.email, now: input.now, expiresAt, payload: { passwordRequired: input.passwordRequired } },
      tx,
    );
    const link = `${this.publicUrl}/action/ACTIVATE_ACCOUNT/${token}`;
    const mail = activationMail(input.language, {
      firstName: input.firstName,
      link,
      passwordRequired: input.passwordRequired,
      learningAvailableTill: input.learningAvailableTill,
    });
    await this.outbox.enqueueMail({ to: input.email, subject: mail.subject, text: mail.text }, tx);
  }

  private async findActivation(token: string): Promise<ActivationRow> {
    const row = await this.repo.findActivation(hashToken(token.trim()));
    if (!row) throw linkInvalid();
    return row;
  }

  /** A used link, or an account that is no longer waiting for activation. */
  private isConfirmed(row: ActivationRow): boolean {
    return row.status === 'CONFIRMED' || row.userStatus !== 'NEW';
  }

  private assertUsable(row: ActivationRow): void {
    if (row.status !== 'NEW' || row.expiresAt.getTime() <= this.clock.now().getTime()) throw linkExpired();
  }
}
