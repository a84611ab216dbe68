import { afterEach, describe, expect, it } from 'vitest';
import type { LoginUser } from '@osk/contract';
import { isReturnPath, returnPathFrom, signedOutPath } from './signed-out';
import { clearSessionUser, setSessionUser } from './session.store';

const USER = { uuid: 'u', id: 1, userName: 'a@example.com', userType: 'STUDENT', userSource: 'OWN', status: 'ACTIVE', internal: false, startPage: null, willBeBlockedAt: null, phoneNumber: null, lastAccessed: null } as unknown as LoginUser;

afterEach(() => {
  setSessionUser(USER);
  clearSessionUser();
});

describe('signed-out paths', () => {
  it('keeps only paths of this site as return addresses', () => {
    for (const good of ['/stats', '/attach/abc-123', '/stats/7?x=1']) expect(isReturnPath(good), good).toBe(true);
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'stats', '', null, '/a\nb', `/${'x'.repeat(2001)}`]) expect(isReturnPath(bad), String(bad)).toBe(false);
    expect(returnPathFrom('?next=%2Fstats')).toBe('/stats');
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('?next=%2Faction%2FNOT_LOGGED_IN%2F')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });

  it('sends a visitor to NOT_LOGGED_IN with the page asked for, and each session end to its own page', () => {
    expect(signedOutPath('/stats')).toBe('/action/NOT_LOGGED_IN/?next=%2Fstats');
    expect(signedOutPath('/action/SESSION_EXPIRED/')).toBe('/action/NOT_LOGGED_IN/');
    expect(signedOutPath('/')).toBe('/action/NOT_LOGGED_IN/');
    setSessionUser(USER);
    clearSessionUser('logout');
    expect(signedOutPath('/stats')).toBe('/');
    setSessionUser(USER);
    clearSessionUser('expired');
    expect(signedOutPath('/stats')).toBe('/action/SESSION_EXPIRED/');
    // The next login forgets how the last session ended.
    setSessionUser(USER);
    clearSessionUser();
    expect(signedOutPath('/stats')).toBe('/action/NOT_LOGGED_IN/?next=%2Fstats');
  });
});
