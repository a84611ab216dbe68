import { describe, expect, it } from 'vitest';
import { commonPasswordList } from './common-passwords.js';
import { isCommonPassword, newPasswordProblem } from './password-rules.js';
import { PASSWORD_MIN_LENGTH } from './constants.js';

describe('new password rule (issue 20)', () => {
  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(newPasswordProblem('')).toBe('msg.validation.password.required');
    expect(newPasswordProblem('Ab1!xyz')).toBe('msg.validation.password.min');
    expect(newPasswordProblem('Ab1!xyzQ')).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(257))).toBe('msg.validation.too.long');
  });

  it('refuses the shipped common passwords whatever their letter case', () => {
    for (const p of ['12345678', 'password', 'qwerty123', 'haslo123', 'zaq12wsx', 'polska123', '1qaz2wsx', 'Kochamcie1', 'PASSWORD1', 'Qwertyuiop']) {
      expect(isCommonPassword(p), p).toBe(true);
      expect(newPasswordProblem(p), p).toBe('msg.validation.password.common');
    }
    for (const p of ['Jazda-Nocna-9', 'k7m2-p9qx-ab3d', 'Kierownica-77']) expect(isCommonPassword(p), p).toBe(false);
  });

  it('ships a list of several hundred entries, each one word in lower case', () => {
    const entries = commonPasswordList();
    expect(entries.length).toBeGreaterThan(1000);
    expect(new Set(entries).size).toBe(entries.length);
    for (const e of entries) {
      expect(e).toBe(e.toLowerCase());
      expect(e).toMatch(/^\S+$/);
      expect(e.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    }
  });

  it('uses the keys of the form it serves', () => {
    expect(newPasswordProblem('ab', { required: 'a', min: 'msg.validation.password.change.min' })).toBe('msg.validation.password.change.min');
  });
});
