import { ACCOUNT_DELETION_COOLING_OFF_DAYS, LANGUAGES, type AccountDeletionAnswer, type AccountExport, type Consent, type Language } from '@osk/contract';
import type { AuthContext } from '../../access/caller.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import { forbidden, notLoggedIn } from '../../lib/errors.js';
import { generateToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import type { RetentionPolicy } from '../../config/retention.js';
import type { AuthService } from '../auth/auth.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { inactivityNoticeMail } from './privacy.mails.js';
import type { UsersService } from '../users/users.service.js';
import type { PrivacyRepository } from './privacy.repository.js';

/** Columns that hold secrets (password, token and code hashes, encrypted passwords): never exported. */
const SECRET_COLUMN = /(Hash|Enc)$/;
const DAY_MS = 86_400_000;
/** Accounts erased per run of the job (the rest in the next run). */
const ANONYMISE_BATCH = 100;


/** A stored record as exported: secrets left out, times as ISO strings. */
export function exportedRecord(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMN.test(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * The learner's data rights (RODO, issue 24): the export of everything held about the caller, the
 * consents, and the deletion of a learner's account (closed at once, erased after the cooling-off,
 * the accounting records kept).
 */
export class PrivacyService {
  constructor(
    private readonly repo: PrivacyRepository,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly outbox: OutboxService,
    private readonly options: { publicUrl: string; retention: RetentionPolicy },
  ) {}

  /** Everything held about the caller, and the name of the file it is downloaded as. */
  async exportOf(caller: AuthContext): Promise<{ fileName: string; data: AccountExport }> {
    const now = this.clock.now();
    const account = await this.repo.account(caller.userId);
    if (!account) throw notLoggedIn();
    const learner = await this.repo.learner(caller.userId);
    const studentId = typeof learner?.id === 'number' ? learner.id : null;
    const sections = await this.repo.sections(caller.userId, studentId);
    return {
      fileName: `moje-dane-${warsawDate(now)}.json`,
      data: {
        format: 'prawko-osk-account-export',
        version: 1,
        generatedAt: now.toISOString(),
        account: exportedRecord(account),
        learner: learner ? exportedRecord(learner) : null,
        sections: Object.fromEntries(Object.entries(sections).map(([name, rows]) => [name, rows.map(exportedRecord)])),
      },
    };
  }

  /** The caller's consents with their text versions and times. */
  async consentsOf(caller: AuthContext): Promise<Consent[]> {
    const rows = await this.repo.consents(caller.userId);
    return rows.map((row) => ({ kind: row.kind as Consent['kind'], version: row.version, givenAt: row.givenAt.toISOString(), withdrawnAt: row.withdrawnAt?.toISOString() ?? null }));
  }

  /** Gives (at the current text version) or withdraws the marketing consent; answers the consents. */
  async setMarketing(caller: AuthContext, given: boolean): Promise<Consent[]> {
    const now = this.clock.now();
    if (given) await this.repo.giveMarketing(caller.userId, now);
    else await this.repo.withdrawMarketing(caller.userId, now);
    return this.consentsOf(caller);
  }

  /**
   * A learner's deletion request, confirmed with the current password (a wrong one counts like a failed
   * login of this account from this client): the account closes at once (status REMOVED, every session
   * ends, logins are refused with msg.error.account.closed).
   */
  async requestDeletion(caller: AuthContext, currentPassword: string, client: string): Promise<AccountDeletionAnswer> {
    if (caller.studentId === null) throw forbidden();
    await this.auth.verifyCurrentPassword(caller.userId, currentPassword, client);
    const now = this.clock.now();
    await this.repo.transaction(async (tx) => {
      await this.users.markDeletionRequested(caller.userId, now, tx);
      await this.auth.endSessionsOf(caller.userId, undefined, tx);
    });
    return { deletionRequestedAt: now.toISOString(), anonymisedAfter: new Date(now.getTime() + ACCOUNT_DELETION_COOLING_OFF_DAYS * DAY_MS).toISOString() };
  }

  /** Erases the accounts whose deletion cooling-off has passed (the job). Answers how many. */
  async anonymiseDue(now: Date, signal?: AbortSignal): Promise<number> {
    const ids = await this.users.dueForAnonymisation(new Date(now.getTime() - ACCOUNT_DELETION_COOLING_OFF_DAYS * DAY_MS), ANONYMISE_BATCH);
    return this.anonymiseAll(ids, now, signal);
  }

  /**
   * Retention (the job): anonymises temporary accounts `temporaryAccountDays` after their last day;
   * tells the owner of each learner account unused for `inactiveYears` (a mail, once per period of
   * inactivity) and anonymises those still unused `noticeDays` after the notice. Answers the counts.
   */
  async applyRetention(now: Date, signal?: AbortSignal): Promise<{ temporary: number; notified: number; inactive: number }> {
    const { temporaryAccountDays, inactiveYears, noticeDays } = this.options.retention;
    const temporary = await this.anonymiseAll(await this.users.expiredTemporaryAccounts(warsawDate(new Date(now.getTime() - temporaryAccountDays * DAY_MS)), ANONYMISE_BATCH), now, signal);
    const inactiveSince = new Date(now);
    inactiveSince.setUTCFullYear(inactiveSince.getUTCFullYear() - inactiveYears);
    let notified = 0;
    for (const learner of await this.users.inactiveLearnersToNotify(inactiveSince, ANONYMISE_BATCH)) {
      if (signal?.aborted) break;
      const language: Language = (LANGUAGES as readonly string[]).includes(learner.language) ? (learner.language as Language) : 'pl';
      const mail = inactivityNoticeMail(language, {
        lastSeen: warsawDate(learner.lastSeen),
        anonymisedOn: warsawDate(new Date(now.getTime() + noticeDays * DAY_MS)),
        loginLink: `${this.options.publicUrl}/`,
      });
      await this.repo.transaction(async (tx) => {
        await this.users.markInactivityNotice(learner.id, now, tx);
        await this.outbox.enqueueMail({ to: learner.email, ...mail }, tx);
      });
      notified += 1;
    }
    const inactive = await this.anonymiseAll(await this.users.inactiveAfterNotice(new Date(now.getTime() - noticeDays * DAY_MS), ANONYMISE_BATCH), now, signal);
    return { temporary, notified, inactive };
  }

  /**
   * Erases accounts' identities (users service), their linked external logins and any session; exams,
   * learning and lessons stay attached to the anonymous record, payments and invoices stay as accounting
   * law requires. Answers how many.
   */
  private async anonymiseAll(ids: readonly number[], now: Date, signal?: AbortSignal): Promise<number> {
    let done = 0;
    for (const userId of ids) {
      if (signal?.aborted) break;
      const unusable = await hashPassword(generateToken());
      await this.repo.transaction(async (tx) => {
        await this.users.anonymise(userId, unusable, now, tx);
        await this.repo.deleteSocialAccounts(userId, tx);
        await this.auth.endSessionsOf(userId, undefined, tx);
      });
      done += 1;
    }
    return done;
  }
}
