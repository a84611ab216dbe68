import { timingSafeEqual } from 'node:crypto';
import { PARTNER_SOURCES, type PartnerPlatformTarget } from '@osk/contract';
import type { PartnerPasswordCipher } from '../../integrations/partner-platform/password-cipher.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { hashToken } from '../../lib/ids.js';
import type { AuthContext } from '../../access/caller.js';
import type { PartnerRepository, PartnerUserRow } from './partner.repository.js';
import type { UsersService } from '../users/users.service.js';

/** Whether a user source marks a partner-platform user. */
export function isPartnerSource(source: string): boolean {
  return (PARTNER_SOURCES as readonly string[]).includes(source);
}

/**
 * Users of the partner e-learning platform (spec §1): the return button gets the login form address
 * and the partner password, which is stored encrypted (AES-256-GCM) and decrypted only for its owner.
 */
export class PartnerService {
  constructor(
    private readonly repo: PartnerRepository,
    private readonly users: UsersService,
    private readonly cipher: PartnerPasswordCipher | null,
    private readonly loginUrl: string | null,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /**
   * The partner password of the caller (`backToEprawko/{uuid}`). `uuid` must be the caller's own
   * session id and the caller a partner-platform user, else 403; 404 when no password is stored; 503
   * when the key is missing or does not open the stored value.
   */
  async partnerPassword(caller: AuthContext, uuid: string): Promise<string> {
    const given = Buffer.from(hashToken(uuid), 'hex');
    const own = Buffer.from(caller.sessionHash, 'hex');
    if (given.length !== own.length || !timingSafeEqual(given, own)) throw forbidden();
    const user = await this.partnerUser(caller);
    if (!this.cipher) throw new AppError(503, 'msg.error.partner.unavailable');
    if (!user.partnerPasswordEnc) throw new AppError(404, 'msg.error.partner.password.missing');
    try {
      return this.cipher.decrypt(user.partnerPasswordEnc, user.id);
    } catch (error) {
      this.log.warn({ err: error, userId: user.id }, 'stored partner password does not decrypt with the configured key');
      throw new AppError(503, 'msg.error.partner.unavailable');
    }
  }

  /** Where the return button posts (`partner/platform`): the login form address and the caller's login. */
  async target(caller: AuthContext): Promise<PartnerPlatformTarget> {
    const user = await this.partnerUser(caller);
    return { loginUrl: this.loginUrl, login: user.email };
  }

  /** Stores a partner password encrypted (used when a partner account is set up). */
  async storePartnerPassword(userId: number, password: string): Promise<void> {
    if (!this.cipher) throw new AppError(503, 'msg.error.partner.unavailable');
    await this.users.setPartnerPassword(userId, this.cipher.encrypt(password, userId));
  }

  /** Whether a login and password match a partner user's stored password (the demo partner simulator). */
  async verifyPartnerCredentials(login: string, password: string): Promise<boolean> {
    if (!this.cipher) return false;
    const user = await this.repo.findPartnerUserByEmail(login.trim());
    if (!user?.partnerPasswordEnc) return false;
    try {
      const stored = Buffer.from(this.cipher.decrypt(user.partnerPasswordEnc, user.id));
      const given = Buffer.from(password);
      return stored.length === given.length && timingSafeEqual(stored, given);
    } catch {
      return false;
    }
  }

  private async partnerUser(caller: AuthContext): Promise<PartnerUserRow> {
    if (!isPartnerSource(caller.userSource)) throw forbidden();
    const user = await this.repo.findUser(caller.userId);
    if (!user || !isPartnerSource(user.userSource)) throw forbidden();
    return user;
  }
}
