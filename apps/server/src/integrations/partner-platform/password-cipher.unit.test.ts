import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PARTNER_PASSWORD_KEY, PartnerPasswordCipher, PartnerPasswordError, parsePartnerKey } from './password-cipher.js';

describe('partner password cipher (AES-256-GCM)', () => {
  const cipher = new PartnerPasswordCipher(DEMO_PARTNER_PASSWORD_KEY);

  it('decrypts what it encrypted, with Polish letters, and uses a fresh IV each time', () => {
    const a = cipher.encrypt('Zażółć-gęślą-jaźń 1', 42);
    const b = cipher.encrypt('Zażółć-gęślą-jaźń 1', 42);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    // Neither the text nor its bytes are in the stored value (a random two letters like "Za" may well be).
    expect(a).not.toContain('Zażółć');
    expect(Buffer.from(a.split('.')[3] ?? '', 'base64url').includes(Buffer.from('Zażółć', 'utf8'))).toBe(false);
    expect(cipher.decrypt(a, 42)).toBe('Zażółć-gęślą-jaźń 1');
    expect(cipher.decrypt(b, 42)).toBe('Zażółć-gęślą-jaźń 1');
  });

  it("refuses a value moved to another user's row", () => {
    const stored = cipher.encrypt('tajne', 1);
    expect(() => cipher.decrypt(stored, 2)).toThrow(PartnerPasswordError);
  });

  it('refuses a tampered value and a malformed one', () => {
    const stored = cipher.encrypt('tajne', 7);
    const parts = stored.split('.');
    const data = Buffer.from(parts[3] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    const tampered = [parts[0], parts[1], parts[2], data.toString('base64url')].join('.');
    expect(() => cipher.decrypt(tampered, 7)).toThrow(PartnerPasswordError);
    expect(() => cipher.decrypt('v1.abc', 7)).toThrow(PartnerPasswordError);
    expect(() => cipher.decrypt('plain-text-password', 7)).toThrow(PartnerPasswordError);
  });

  it('refuses a value encrypted under another key', () => {
    const other = new PartnerPasswordCipher(randomBytes(32).toString('base64'));
    expect(() => other.decrypt(cipher.encrypt('tajne', 3), 3)).toThrow(PartnerPasswordError);
  });

  it('reads 32-byte keys as hex, base64 and base64url, and refuses other lengths', () => {
    const key = randomBytes(32);
    expect(parsePartnerKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parsePartnerKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parsePartnerKey(key.toString('base64url')).equals(key)).toBe(true);
    expect(() => parsePartnerKey(randomBytes(16).toString('hex'))).toThrow(PartnerPasswordError);
  });
});
