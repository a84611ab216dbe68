import { describe, expect, it } from 'vitest';
import { answerOfKey } from './exam-runner';

describe('the answer keys of the exam', () => {
  it.each([
    ['pl', { yes: 'T', no: 'N' }, 't', 'TAK'],
    ['en', { yes: 'Y', no: 'N' }, 'y', 'TAK'],
    ['en', { yes: 'Y', no: 'N' }, 'N', 'NIE'],
    ['de', { yes: 'J', no: 'N' }, 'j', 'TAK'],
    ['ru', { yes: 'Д', no: 'Н' }, 'д', 'TAK'],
    ['ru', { yes: 'Д', no: 'Н' }, 'Н', 'NIE'],
    ['ua', { yes: 'Т', no: 'Н' }, 'т', 'TAK'],
    ['ua', { yes: 'Т', no: 'Н' }, 'н', 'NIE'],
  ] as const)('in %s the key %s… chooses by the language letters', (_language, keys, key, answer) => {
    expect(answerOfKey(key, keys)).toBe(answer);
  });

  it('accepts the Polish T/N and A/B/C in every language and nothing else', () => {
    const english = { yes: 'Y', no: 'N' };
    expect(answerOfKey('t', english)).toBe('TAK');
    expect(answerOfKey('b', english)).toBe('B');
    expect(answerOfKey('x', english)).toBeNull();
  });
});
