import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * The key used when DEMO is on and PARTNER_PASSWORD_KEY is not set: derived from a fixed label so the
 * seeded partner user works out of the box. Never used outside demo mode (see partnerPlatformConfigFrom).
 */
export const DEMO_PARTNER_PASSWORD_KEY = createHash('sha256').update('prawko-osk demo partner-platform key (demo only)').digest('hex');

/** Raised when a stored value cannot be decrypted (wrong key, tampered or malformed). */
export class PartnerPasswordError extends Error {
  override name = 'PartnerPasswordError';
}

/** A 32-byte key from 64 hex digits or base64 / base64url text. */
export function parsePartnerKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32) throw new PartnerPasswordError('the partner password key must be 32 bytes');
  return key;
}

/**
 * Encrypts partner-platform passwords at rest with AES-256-GCM. Each value has its own random 96-bit IV
 * and is bound to its user id as associated data, so a ciphertext copied onto another user's row does
 * not decrypt. Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export class PartnerPasswordCipher {
  private readonly key: Buffer;

  constructor(keyText: string) {
    this.key = parsePartnerKey(keyText);
  }

  /** Encrypts a user's partner password. */
  encrypt(plain: string, userId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aadOf(userId));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  /** Decrypts a stored value of a user; throws PartnerPasswordError when it does not authenticate. */
  decrypt(stored: string, userId: number): string {
    const [version, ivText, tagText, dataText, extra] = stored.split('.');
    if (version !== VERSION || ivText === undefined || tagText === undefined || dataText === undefined || extra !== undefined) {
      throw new PartnerPasswordError('malformed partner password value');
    }
    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new PartnerPasswordError('malformed partner password value');
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aadOf(userId));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(Buffer.from(dataText, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new PartnerPasswordError('partner password does not authenticate');
    }
  }
}

function aadOf(userId: number): Buffer {
  return Buffer.from(`osk-partner-password:user:${userId}`, 'utf8');
}
