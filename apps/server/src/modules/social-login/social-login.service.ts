import { OAUTH_SCOPE, OAUTH_STATE_MINUTES, OAUTH_STATE_PURPOSE_LOGIN, type Language, type SocialAccount, type SocialProvider } from '@osk/contract';
import type { OAuthClient, OAuthProfile } from '../../integrations/oauth/client.js';
import { minutesAfter, type Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { generateToken, hashToken } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UsersService } from '../users/users.service.js';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import type { SocialLoginRepository } from './social-login.repository.js';

/** The answer to the provider's redirect: where to send the browser. */
export const SOCIAL_LOGIN_ERROR_PATH = '/action/SOCIAL_LOGIN_ERROR/';

/** The path that logs the browser in with a one-time token (exchanged at loginUUID/). */
export function socialLoginSuccessPath(token: string): string {
  return `/action/SOCIAL_LOGIN_SUCCESS/${encodeURIComponent(token)}`;
}

/** What the provider sent back to the callback. */
export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

const PROVIDER: SocialProvider = 'FACEBOOK';
const BLOCKED: readonly string[] = ['BLOCKED', 'SUSPENDED', 'REMOVED'];

/**
 * Social login (spec §7): the OAuth 2.0 authorization-code flow with scope `email,public_profile` and
 * a `state` of the form `login.<random>` (stored hashed, single use, 10 minutes). A returning identity
 * logs in its linked account; a new one is linked to the learner account with the address the provider
 * confirmed, or gets a new ACTIVE learner account. The browser then exchanges a one-time login token.
 */
export class SocialLoginService {
  constructor(
    private readonly repo: SocialLoginRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly client: OAuthClient | null,
    private readonly auth: AuthService,
    private readonly redirectUri: string,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Whether social login is configured. */
  get enabled(): boolean {
    return this.client !== null;
  }

  /** Starts a login: stores a fresh state and answers the provider's dialog address (the error page when off). */
  async startLogin(): Promise<string> {
    if (!this.client) return SOCIAL_LOGIN_ERROR_PATH;
    const now = this.clock.now();
    const state = `${OAUTH_STATE_PURPOSE_LOGIN}.${generateToken()}`;
    await this.repo.insertState(hashToken(state), OAUTH_STATE_PURPOSE_LOGIN, now, minutesAfter(now, OAUTH_STATE_MINUTES));
    return this.client.authorizeUrl({ redirectUri: this.redirectUri, state, scope: OAUTH_SCOPE });
  }

  /**
   * Finishes a login from the provider's redirect; answers the path to send the browser to: the success
   * action page with a one-time login token, or the failure page (refused consent, unknown, reused or
   * expired state, provider error, no e-mail, or an address that belongs to a school or instructor).
   */
  async finishLogin(query: CallbackQuery, language: Language): Promise<string> {
    if (!this.client) return SOCIAL_LOGIN_ERROR_PATH;
    // The state is spent whatever the outcome, so a callback URL cannot be replayed.
    const state = query.state ?? '';
    const [purpose] = state.split('.', 1);
    const stored = state.length > 0 && state.length <= 200 ? await this.repo.consumeState(hashToken(state), this.clock.now()) : undefined;
    if (!stored || stored !== purpose || stored !== OAUTH_STATE_PURPOSE_LOGIN) return SOCIAL_LOGIN_ERROR_PATH;
    if (query.error || !query.code) return SOCIAL_LOGIN_ERROR_PATH;
    let profile: OAuthProfile;
    try {
      const accessToken = await this.client.exchangeCode({ code: query.code, redirectUri: this.redirectUri });
      profile = await this.client.fetchProfile(accessToken);
    } catch (error) {
      this.log.warn({ err: error }, 'social login: provider exchange failed');
      return SOCIAL_LOGIN_ERROR_PATH;
    }
    const userId = await this.userFor(profile, language);
    if (userId === null) return SOCIAL_LOGIN_ERROR_PATH;
    return socialLoginSuccessPath(await this.auth.issueLoginToken(userId));
  }

  private async userFor(profile: OAuthProfile, language: Language): Promise<number | null> {
    const linked = await this.repo.findLinkedUser(PROVIDER, profile.subject);
    if (linked) return BLOCKED.includes(linked.status) ? null : linked.id;
    if (!profile.email) return null;
    const email = profile.email;
    // Only needed when a new account is made, but hashing inside the transaction would hold it open.
    const existing = await this.repo.findUserByEmail(email);
    const passwordHash = existing ? null : await hashPassword(generateToken());
    try {
      return await this.repo.transaction(async (tx) => {
        const now = this.clock.now();
        const owner = await this.repo.findUserByEmail(email, tx);
        if (owner) {
          // Schools and instructors keep their own login; blocked accounts stay blocked.
          if (owner.userType !== 'STUDENT' || BLOCKED.includes(owner.status)) return null;
          await this.repo.insertLink({ provider: PROVIDER, subject: profile.subject, userId: owner.id, email, now }, tx);
          // A NEW account whose address the provider confirmed becomes ACTIVE (the activation mail proves no more).
          await this.users.activate(owner.id, null, tx);
          return owner.id;
        }
        if (!passwordHash) return null;
        const { userId } = await this.users.createLearner(
          { email, passwordHash, status: 'ACTIVE', language, registerDate: now },
          { firstName: profile.firstName ?? '-', lastName: profile.lastName ?? '-', category: 'B' },
          tx,
        );
        await this.repo.insertLink({ provider: PROVIDER, subject: profile.subject, userId, email, now }, tx);
        return userId;
      });
    } catch (error) {
      // A parallel callback for the same identity or address won the race: use what it created.
      if (!uniqueViolationOf(error)) throw error;
      const again = await this.repo.findLinkedUser(PROVIDER, profile.subject);
      return again && !BLOCKED.includes(again.status) ? again.id : null;
    }
  }

  /** The social accounts linked to the caller. */
  async listAccounts(userId: number): Promise<SocialAccount[]> {
    const rows = await this.repo.listLinks(userId);
    return rows.map((row) => ({ provider: row.provider as SocialProvider, email: row.email, linkedAt: row.createdAt.toISOString() }));
  }

  /** Unlinks the caller's account of a provider; 404 msg.error.social.not.linked when none is linked. */
  async removeAccount(userId: number, provider: SocialProvider): Promise<void> {
    if ((await this.repo.deleteLink(userId, provider)) === 0) throw new AppError(404, 'msg.error.social.not.linked');
  }
}
