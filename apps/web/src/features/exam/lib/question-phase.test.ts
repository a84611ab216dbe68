import { describe, expect, it } from 'vitest';
import { canAnswer, mediaEnded, secondsLeft, startMedia, startQuestion, tick } from './question-phase';

const EXAM_END = 1_500_000;

describe('question phases', () => {
  it('reads a basic question for 20 s, shows its image, then gives 15 s to answer and approves', () => {
    let s = startQuestion('STANDARD', 'IMAGE', 0, EXAM_END);
    expect(s.phase).toBe('READ');
    expect(canAnswer(s)).toBe(false);
    expect(secondsLeft(s, 0)).toBe(20);
    expect(tick(s, 19_999)).toEqual({ state: s, effect: 'NONE' });
    s = tick(s, 20_000).state;
    expect(s.phase).toBe('ANSWER');
    expect(secondsLeft(s, 20_000)).toBe(15);
    expect(canAnswer(s)).toBe(true);
    expect(tick(s, 34_999).effect).toBe('NONE');
    expect(tick(s, 35_000).effect).toBe('APPROVE');
  });

  it('waits for a video to end before the 15 s to answer', () => {
    let s = startQuestion('STANDARD', 'VIDEO', 0, EXAM_END);
    s = tick(s, 20_000).state;
    expect(s.phase).toBe('PLAY');
    expect(secondsLeft(s, 20_000)).toBeNull();
    expect(tick(s, 90_000).effect).toBe('NONE');
    s = mediaEnded(s, 27_000);
    expect(s.phase).toBe('ANSWER');
    expect(tick(s, 41_999).effect).toBe('NONE');
    expect(tick(s, 42_000).effect).toBe('APPROVE');
  });

  it('lets the learner start the medium before the reading time is up', () => {
    const s = startMedia(startQuestion('STANDARD', null, 0, EXAM_END), 5_000);
    expect(s.phase).toBe('ANSWER');
    expect(secondsLeft(s, 5_000)).toBe(15);
  });

  it('goes straight to a 50 s answer phase for a specialist question', () => {
    const s = startQuestion('SPECIALISTIC', 'IMAGE', 1_000, EXAM_END);
    expect(s.phase).toBe('ANSWER');
    expect(secondsLeft(s, 1_000)).toBe(50);
    expect(tick(s, 50_999).effect).toBe('NONE');
    expect(tick(s, 51_000).effect).toBe('APPROVE');
  });

  it('ends the exam at its deadline whatever the phase, and never counts past it', () => {
    const s = startQuestion('STANDARD', 'VIDEO', EXAM_END - 5_000, EXAM_END);
    expect(secondsLeft(s, EXAM_END - 5_000)).toBe(5);
    expect(tick(s, EXAM_END).effect).toBe('END_EXAM');
    const playing = tick(s, EXAM_END - 1).state;
    expect(tick(playing, EXAM_END + 10).effect).toBe('END_EXAM');
  });

  it('ignores media events in the wrong phase', () => {
    const s = startQuestion('SPECIALISTIC', 'VIDEO', 0, EXAM_END);
    expect(mediaEnded(s, 10)).toBe(s);
    expect(startMedia(s, 10)).toBe(s);
  });
});
