import type { ConsentKind, UserStatus } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { UsersRepository, type NewAccount, type NewLearnerAccount, type NewStudentRecord, type UserRow } from './users.repository.js';

export { loginEmailIs, loginEmailKey, type NewAccount, type NewLearnerAccount, type NewStudentRecord, type UserRow } from './users.repository.js';

/**
 * The owner of the account rows (issue 21, item 6): the only writer of the users table and of its
 * identity columns (login e-mail and phone, password hash, type, status and activation), and the one
 * case-insensitive lookup by login e-mail. Other modules call it; a write that belongs to their own
 * transaction passes that transaction as `db` (a learner's account and student record are created
 * together). Other modules' queries that join users match the login with `loginEmailIs` and sort by
 * it with `loginEmailKey`. A test keeps it so (users.ownership.unit.test.ts).
 */
export class UsersService {
  constructor(private readonly repo: UsersRepository) {}

  /** The service over a database, for code outside the app's modules (the operator's CLI, tests); the app's modules get the one usersModule builds. */
  static over(db: Db): UsersService {
    return new UsersService(new UsersRepository(db));
  }

  /** The account whose login is `email`, any case. */
  findByEmail(email: string, db?: Db): Promise<UserRow | undefined> {
    return this.repo.findByEmail(email, db);
  }

  /** Whether an account's login is `email`, any case. */
  isEmailTaken(email: string, db?: Db): Promise<boolean> {
    return this.repo.isEmailTaken(email, db);
  }

  /** The account holding a phone number (as stored), if any. */
  userIdByPhone(phoneNumber: string, db?: Db): Promise<number | undefined> {
    return this.repo.userIdByPhone(phoneNumber, db);
  }

  /** Whether an account holds the phone number (as stored). */
  async isPhoneTaken(phoneNumber: string, db?: Db): Promise<boolean> {
    return (await this.repo.userIdByPhone(phoneNumber, db)) !== undefined;
  }

  /** Creates an account; answers its id. */
  create(account: NewAccount, db: Db): Promise<number> {
    return this.repo.insert(account, db);
  }

  /**
   * Creates a learner: an account of type STUDENT and its student record, both in `db` (the caller's
   * transaction: registration, a school link, a school adding a learner, a social login). Answers both ids.
   */
  createLearner(account: NewLearnerAccount, student: NewStudentRecord, db: Db): Promise<{ userId: number; studentId: number }> {
    return this.repo.insertLearner(account, student, db);
  }

  /** Records the consents a user gives now (the terms and privacy notice at registration), at their current text versions. */
  recordConsents(userId: number, kinds: readonly ConsentKind[], now: Date, db: Db): Promise<void> {
    return this.repo.insertConsents(userId, kinds, now, db);
  }

  /** Closes an account at its owner's request (RODO): answers whether it was open until now. */
  markDeletionRequested(userId: number, now: Date, db: Db): Promise<boolean> {
    return this.repo.markDeletionRequested(userId, now, db);
  }

  /** The accounts asked to be deleted before `before` and not yet anonymised (at most `limit`). */
  dueForAnonymisation(before: Date, limit: number): Promise<number[]> {
    return this.repo.dueForAnonymisation(before, limit);
  }

  /** Erases an account's identity, keeping its id for the records that must stay (see the repository). */
  anonymise(userId: number, unusablePasswordHash: string, now: Date, db: Db): Promise<void> {
    return this.repo.anonymise(userId, unusablePasswordHash, now, db);
  }

  /** Retention (issue 24): temporary accounts expired before the day, not yet anonymised. */
  expiredTemporaryAccounts(expiredBefore: string, limit: number): Promise<number[]> {
    return this.repo.expiredTemporaryAccounts(expiredBefore, limit);
  }

  /** Retention: learner accounts unused since before the time whose owner has not been told since. */
  inactiveLearnersToNotify(lastSeenBefore: Date, limit: number): Promise<Array<{ id: number; email: string; language: string; lastSeen: Date }>> {
    return this.repo.inactiveLearnersToNotify(lastSeenBefore, limit);
  }

  /** Retention: records that the owner of an inactive account was told. */
  markInactivityNotice(userId: number, now: Date, db: Db): Promise<void> {
    return this.repo.markInactivityNotice(userId, now, db);
  }

  /** Retention: accounts told before the time and not used since. */
  inactiveAfterNotice(noticeBefore: Date, limit: number): Promise<number[]> {
    return this.repo.inactiveAfterNotice(noticeBefore, limit);
  }

  /** Moves an account NEW -> ACTIVE (anything else stays), setting a password hash when given. */
  activate(userId: number, passwordHash: string | null, db: Db): Promise<void> {
    return this.repo.activate(userId, passwordHash, db);
  }

  /** Sets an account's status; with `from`, only when it is one of those (a REMOVED account stays so). */
  setStatus(userId: number, status: UserStatus, from: readonly UserStatus[] | null, db: Db): Promise<void> {
    return this.repo.setStatus(userId, status, from, db);
  }

  /** Changes an account's login e-mail. */
  setEmail(userId: number, email: string, db: Db): Promise<void> {
    return this.repo.setEmail(userId, email, db);
  }

  /** A successful login: clears the failed attempts and the lockout, records the moment. */
  recordLogin(userId: number, now: Date, db: Db): Promise<void> {
    return this.repo.recordLogin(userId, now, db);
  }

  /** Stores a new password hash; `unlock` also clears a login lockout. Answers whether the account exists. */
  setPassword(userId: number, passwordHash: string, unlock: boolean, db: Db): Promise<boolean> {
    return this.repo.setPassword(userId, passwordHash, unlock, db);
  }

  /** Sets an account's phone number; answers false when another account holds it. */
  setPhoneNumber(userId: number, phoneNumber: string, db: Db): Promise<boolean> {
    return this.repo.setPhoneNumber(userId, phoneNumber, db);
  }

  /** Sets or clears the payment-block date of an account; answers the stored value. */
  setWillBeBlockedAt(userId: number, at: Date | null, db?: Db): Promise<Date | null> {
    return this.repo.setWillBeBlockedAt(userId, at, db);
  }

  /** Stores a partner-platform user's partner password (already encrypted). */
  setPartnerPassword(userId: number, encrypted: string, db?: Db): Promise<void> {
    return this.repo.setPartnerPassword(userId, encrypted, db);
  }
}
