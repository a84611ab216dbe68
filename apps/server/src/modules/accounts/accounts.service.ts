import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  storedPhone,
  type StoredPhone,
  normalizePolishPhone,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
  RESET_PASSWORD_LINK_MINUTES,
  RESET_PASSWORD_MAILS_PER_HOUR,
  RESET_PASSWORD_MAILS_PER_IP_PER_HOUR,
  type ActionCreated,
  type ActionCreateRequest,
  type ChangePasswordRequest,
  type PasswordChanged,
  type PhoneChangeRequest,
  type PhoneChangeResult,
  type ResetPasswordDone,
  type ResetPasswordLink,
  type ResetPasswordRequest,
} from '@osk/contract';
import { minutesAfter, type Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { generateToken, hashToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../access/caller.js';
import type { AuthService } from '../auth/auth.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { UsersService } from '../users/users.service.js';
import { phoneCodeSms, resetPasswordMail } from './accounts.mails.js';
import { languageOf } from '../../lib/language.js';
import type { AccountRow, AccountsRepository } from './accounts.repository.js';

const HOUR_MS = 3_600_000;

function resetLinkInvalid(): AppError {
  return new AppError(404, 'msg.error.reset.link.invalid');
}

/** The stored form of an SMS code: bound to the user and the number, so a code is worth nothing elsewhere. */
function phoneCodeHash(userId: number, phoneNumber: string, code: string): string {
  return hashToken(`phone-change:${userId}:${phoneNumber}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Password reset by mail, password change and phone change with an SMS code. */
export class AccountsService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /**
   * Creates a RESET_PASSWORD action for the account of an e-mail and queues the mail with its
   * single-use link (spec §7 action/create). An unknown address answers 404 with the spec's message;
   * at most RESET_PASSWORD_MAILS_PER_HOUR mails per account and RESET_PASSWORD_MAILS_PER_IP_PER_HOUR
   * per client address are sent in an hour (429), counted in the database.
   */
  async requestPasswordReset(request: ActionCreateRequest, ip: string): Promise<ActionCreated> {
    const account = await this.repo.findAccountByEmail(request.userEmail);
    if (!account || account.status === 'REMOVED') throw new AppError(404, 'msg.error.reset.email.not.found');
    const now = this.clock.now();
    const token = generateToken();
    await this.repo.transaction(async (tx) => {
      const recent = await this.repo.countRecentResets(account.id, ip, new Date(now.getTime() - HOUR_MS), tx);
      if (recent.forUser >= RESET_PASSWORD_MAILS_PER_HOUR || recent.forIp >= RESET_PASSWORD_MAILS_PER_IP_PER_HOUR) {
        throw new AppError(429, 'msg.error.reset.too.many');
      }
      await this.repo.insertResetAction(
        {
          tokenHash: hashToken(token),
          userId: account.id,
          userEmail: account.email,
          ip,
          createdAt: now,
          expiresAt: minutesAfter(now, RESET_PASSWORD_LINK_MINUTES),
        },
        tx,
      );
      const mail = resetPasswordMail(languageOf(account.language), this.resetLink(token), RESET_PASSWORD_LINK_MINUTES);
      await this.outbox.enqueueMail({ to: account.email, subject: mail.subject, text: mail.text }, tx);
    });
    return { type: 'RESET_PASSWORD', status: 'NEW', userEmail: request.userEmail };
  }

  /** Checks a reset link without using it up (mail scanners open links too): 404 when not usable. */
  async checkResetLink(token: string): Promise<ResetPasswordLink> {
    const action = await this.repo.findUsableResetAction(hashToken(token), this.clock.now());
    if (!action) throw resetLinkInvalid();
    return { type: 'RESET_PASSWORD', status: 'NEW', userEmail: action.userEmail, expiresAt: action.expiresAt.toISOString() };
  }

  /**
   * Sets a new password through a reset link: the link is used up (and the user's other reset links
   * expire), a login lockout is lifted, and every session of the user ends. A used, expired or forged
   * link answers 404 msg.error.reset.link.invalid.
   */
  async resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordDone> {
    const tokenHash = hashToken(request.uuid);
    // A cheap check first, so forged links cost no password hashing.
    if (!(await this.repo.findUsableResetAction(tokenHash, this.clock.now()))) throw resetLinkInvalid();
    const passwordHash = await hashPassword(request.newPassword);
    const userId = await this.repo.transaction(async (tx) => {
      const now = this.clock.now();
      const consumed = await this.repo.consumeResetAction(tokenHash, now, tx);
      if (consumed === undefined) throw resetLinkInvalid();
      await this.users.setPassword(consumed, passwordHash, true, tx);
      await this.repo.expireOtherResetActions(consumed, now, tx);
      await this.auth.endSessionsOf(consumed, undefined, tx);
      return consumed;
    });
    // The mailbox owner proved who they are: the account's login back-off ends on every client.
    await this.auth.throttle.clearAccount(`u${userId}`);
    return { type: 'RESET_PASSWORD', status: 'CONFIRMED' };
  }

  /**
   * Changes the caller's own password (spec §7 changeUserPassword); another user's id answers 403, a
   * wrong current password 400 on the field currentPassword (429 after repeated wrong ones).
   * The caller's other sessions end; the current one stays.
   */
  async changePassword(caller: AuthContext, request: ChangePasswordRequest, client: string): Promise<PasswordChanged> {
    if (request.userId !== caller.userId) throw forbidden();
    // The current password first (issue 20): a session left open on a shared computer cannot take
    // the account. Wrong ones count like failed logins of this account from this client.
    await this.auth.verifyCurrentPassword(caller.userId, request.currentPassword, client);
    const passwordHash = await hashPassword(request.newPassword);
    const endedSessions = await this.repo.transaction(async (tx) => {
      if (!(await this.users.setPassword(caller.userId, passwordHash, false, tx))) throw new AppError(404, 'msg.error.password.changed');
      return this.auth.endSessionsOf(caller.userId, caller.sessionHash, tx);
    });
    return { status: 'CHANGED', endedSessions };
  }

  /**
   * The two-step phone change of spec §4: without a code, checks the number (Polish only, except for
   * a school with canAddInternational: INTERNATIONAL; another account's: EXISTS; reserved by another pending change: ERROR) and sends a
   * 6-digit code by SMS to it; with the code, checks it (wrong, expired or used up: ERROR) and stores
   * the number.
   */
  async changePhoneNumber(caller: AuthContext, request: PhoneChangeRequest): Promise<PhoneChangeResult> {
    const phoneNumber = normalizePolishPhone(request.phoneNumber) ?? (await this.allowedForeignNumber(caller, storedPhone(request.phoneNumber)));
    if (!phoneNumber) return { status: 'INTERNATIONAL', phoneNumber: request.phoneNumber, codeSent: false };
    const account = await this.repo.findAccountById(caller.userId);
    if (!account) throw forbidden();
    return request.code ? this.confirmPhoneCode(account, phoneNumber, request.code) : this.sendPhoneCode(account, phoneNumber);
  }

  /**
   * A foreign number in its stored form (`+` and digits) when the caller is a school with the right to
   * foreign numbers (canAddInternational, school document §5); null for everyone else.
   */
  private async allowedForeignNumber(caller: AuthContext, phone: StoredPhone): Promise<string | null> {
    if (caller.userType !== 'SCHOOL' || phone.kind !== 'INTERNATIONAL') return null;
    if (!(await this.repo.schoolMayUseForeignNumbers(caller.userId))) return null;
    return phone.value;
  }

  private async sendPhoneCode(account: AccountRow, phoneNumber: string): Promise<PhoneChangeResult> {
    const now = this.clock.now();
    if (account.phoneNumber === phoneNumber) {
      // Already the account's number: nothing to confirm.
      await this.repo.deletePhoneChange(account.id);
      return { status: 'SUCCESS', phoneNumber, codeSent: false };
    }
    const holder = await this.users.userIdByPhone(phoneNumber);
    if (holder !== undefined && holder !== account.id) return { status: 'EXISTS', phoneNumber, codeSent: false };
    if (await this.repo.isPhonePendingForOther(phoneNumber, account.id, now)) return { status: 'ERROR', phoneNumber, codeSent: false };
    const pending = await this.repo.findPhoneChange(account.id);
    if (pending && now.getTime() - pending.createdAt.getTime() < PHONE_CODE_RESEND_SECONDS * 1000) {
      throw new AppError(429, 'msg.error.phone.code.too.soon');
    }
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    await this.repo.transaction(async (tx) => {
      await this.repo.upsertPhoneChange(
        {
          userId: account.id,
          phoneNumber,
          codeHash: phoneCodeHash(account.id, phoneNumber, code),
          createdAt: now,
          expiresAt: minutesAfter(now, PHONE_CODE_MINUTES),
        },
        tx,
      );
      await this.outbox.enqueueSms({ to: phoneNumber, text: phoneCodeSms(languageOf(account.language), code, PHONE_CODE_MINUTES) }, tx);
    });
    return { status: 'SUCCESS', phoneNumber, codeSent: true };
  }

  private async confirmPhoneCode(account: AccountRow, phoneNumber: string, code: string): Promise<PhoneChangeResult> {
    const now = this.clock.now();
    const error: PhoneChangeResult = { status: 'ERROR', phoneNumber, codeSent: true };
    const pending = await this.repo.findPhoneChange(account.id);
    if (!pending || pending.phoneNumber !== phoneNumber) return error;
    if (pending.expiresAt.getTime() <= now.getTime() || pending.attempts >= PHONE_CODE_MAX_ATTEMPTS) {
      await this.repo.deletePhoneChange(account.id);
      return error;
    }
    if (!sameHash(phoneCodeHash(account.id, phoneNumber, code), pending.codeHash)) {
      const attempts = await this.repo.recordPhoneCodeAttempt(account.id);
      if (attempts >= PHONE_CODE_MAX_ATTEMPTS) await this.repo.deletePhoneChange(account.id);
      return error;
    }
    let stored: boolean;
    try {
      stored = await this.repo.transaction(async (tx) => {
        await this.repo.deletePhoneChange(account.id, tx);
        return this.users.setPhoneNumber(account.id, phoneNumber, tx);
      });
    } catch (cause) {
      if (!isUniqueViolation(cause)) throw cause;
      stored = false;
    }
    if (!stored) {
      await this.repo.deletePhoneChange(account.id);
      return { status: 'EXISTS', phoneNumber, codeSent: false };
    }
    return { status: 'SUCCESS', phoneNumber, codeSent: false };
  }

  private resetLink(token: string): string {
    return `${this.publicUrl}/action/RESET_PASSWORD/${token}`;
  }
}
