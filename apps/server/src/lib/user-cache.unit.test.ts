import { describe, expect, it } from 'vitest';
import { USER_CACHE_MS, UserCache, UserChangeNotices } from './user-cache.js';

interface Rec {
  userId: number;
  name: string;
}

function cacheAt(clock: { now: number }, capacity?: number): UserCache<Rec> {
  return new UserCache<Rec>(() => clock.now, (r) => r.userId, capacity);
}

describe('the user cache', () => {
  it('keeps nothing while change notices cannot be heard, and forgets all when they stop', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.put('a', { userId: 1, name: 'a' });
    expect(cache.get('a')).toBeUndefined();
    cache.setEnabled(true);
    cache.put('a', { userId: 1, name: 'a' });
    expect(cache.get('a')?.name).toBe('a');
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('trusts an entry for USER_CACHE_MS only', () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
    cache.setEnabled(true);
    cache.put('a', { userId: 1, name: 'a' });
    clock.now += USER_CACHE_MS - 1;
    expect(cache.get('a')).toBeDefined();
    clock.now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it("forgets every entry of a user at once, and only that user's", () => {
    const cache = cacheAt({ now: 0 });
    cache.setEnabled(true);
    cache.put('a', { userId: 1, name: 'a' });
    cache.put('b', { userId: 1, name: 'b' });
    cache.put('c', { userId: 2, name: 'c' });
    cache.forgetUser(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.name).toBe('c');
  });

  it('drops a value read before a forget: it may predate the change that caused the forget', () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    cache.setEnabled(true);
    // A read starts, a change to the user is announced while it is in flight, then the read ends.
    const stamp = cache.stamp();
    cache.forgetUser(1);
    cache.put('a', { userId: 1, name: 'stale' }, stamp);
    expect(cache.get('a')).toBeUndefined();
    // A read that nothing interrupted is kept; capacity evictions and puts do not count as forgets.
    const fresh = cache.stamp();
    cache.put('b', { userId: 2, name: 'b' });
    cache.put('a', { userId: 1, name: 'fresh' }, fresh);
    expect(cache.get('a')?.name).toBe('fresh');
  });

  it('forgets the oldest entries beyond its capacity', () => {
    const cache = cacheAt({ now: 0 }, 2);
    cache.setEnabled(true);
    cache.put('a', { userId: 1, name: 'a' });
    cache.put('b', { userId: 2, name: 'b' });
    cache.put('c', { userId: 3, name: 'c' });
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    cache.forgetUser(1);
    expect(cache.size).toBe(2);
  });

  it('passes announcements to every registered cache; a payload that is no id forgets everything', () => {
    const sessions = cacheAt({ now: 0 });
    const learners = cacheAt({ now: 0 });
    const notices = new UserChangeNotices();
    notices.register(sessions);
    notices.register(learners);
    notices.listening(true);
    sessions.put('s1', { userId: 7, name: 's' });
    learners.put('l1', { userId: 7, name: 'l' });
    learners.put('l2', { userId: 8, name: 'l' });
    notices.announced('7');
    expect(sessions.get('s1')).toBeUndefined();
    expect(learners.get('l1')).toBeUndefined();
    expect(learners.get('l2')).toBeDefined();
    notices.announced('garbage');
    expect(learners.size).toBe(0);
    sessions.put('s1', { userId: 7, name: 's' });
    notices.listening(false);
    expect(sessions.size).toBe(0);
  });
});
