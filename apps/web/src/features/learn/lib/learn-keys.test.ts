import { describe, expect, it } from 'vitest';
import { learnKeyAction } from './learn-keys';

describe('learn keyboard', () => {
  it.each([
    ['ArrowUp', 'STANDARD', { type: 'MEDIA' }],
    ['ArrowRight', 'STANDARD', { type: 'NEXT' }],
    ['ArrowLeft', 'SPECIALISTIC', { type: 'PREVIOUS' }],
    ['ArrowDown', 'SPECIALISTIC', { type: 'CHECK' }],
    ['t', 'STANDARD', { type: 'ANSWER', answer: 'TAK' }],
    ['N', 'STANDARD', { type: 'ANSWER', answer: 'NIE' }],
    ['b', 'SPECIALISTIC', { type: 'ANSWER', answer: 'B' }],
    ['C', 'SPECIALISTIC', { type: 'ANSWER', answer: 'C' }],
    ['a', 'STANDARD', null],
    ['t', 'SPECIALISTIC', null],
    ['x', 'STANDARD', null],
    ['Enter', 'STANDARD', null],
  ] as const)('maps %s on a %s question', (key, type, expected) => {
    expect(learnKeyAction(key, type)).toEqual(expected);
  });
});
