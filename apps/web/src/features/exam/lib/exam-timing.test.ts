import { describe, expect, it } from 'vitest';
import { clampToLimits, clockOffset, formatClock, questionLimits, resumeQuestion } from './exam-timing';

const END = 10_000_000;
const image = { type: 'STANDARD' as const, media: '/m/a.jpg', madiaType: 'IMAGE' as const };
const film = { type: 'STANDARD' as const, media: '/m/a.mp4', madiaType: 'VIDEO' as const };
const bare = { type: 'STANDARD' as const, media: null, madiaType: 'VIDEO' as const };
const specialist = { type: 'SPECIALISTIC' as const, media: null, madiaType: null };

describe('resuming a question after a reload', () => {
  it('keeps reading for what is left of the 20 s', () => {
    expect(resumeQuestion(image, 0, 7_000, END)).toEqual({ phase: 'READ', phaseEndsAt: 20_000, examEndsAt: END, mediaType: 'IMAGE' });
  });

  it('answers a basic question with what is left of its 15 s after reading', () => {
    expect(resumeQuestion(image, 0, 25_000, END)).toMatchObject({ phase: 'ANSWER', phaseEndsAt: 35_000 });
    // Past the answer time: the phase is already over, so the clock approves at once.
    expect(resumeQuestion(image, 0, 60_000, END)).toMatchObject({ phase: 'ANSWER', phaseEndsAt: 35_000 });
  });

  it('plays a film again from the start when reading was over, within the film bound', () => {
    expect(resumeQuestion(film, 0, 30_000, END)).toMatchObject({ phase: 'PLAY', phaseEndsAt: null });
    expect(resumeQuestion(film, 0, 81_000, END)).toMatchObject({ phase: 'ANSWER', phaseEndsAt: 95_000 });
  });

  it('treats a film type without a file as no medium', () => {
    expect(resumeQuestion(bare, 0, 21_000, END)).toMatchObject({ phase: 'ANSWER', phaseEndsAt: 35_000, mediaType: null });
  });

  it('gives a specialist question what is left of its 50 s', () => {
    expect(resumeQuestion(specialist, 1_000, 40_000, END)).toMatchObject({ phase: 'ANSWER', phaseEndsAt: 51_000 });
  });

  it('bounds the answer phase by what the server accepts', () => {
    const limits = questionLimits(film, 0);
    expect(limits).toEqual({ playEndsBy: 80_000, answerEndsBy: 95_000 });
    const late = { phase: 'ANSWER' as const, phaseEndsAt: 99_000, examEndsAt: END, mediaType: 'VIDEO' as const };
    expect(clampToLimits(late, limits).phaseEndsAt).toBe(95_000);
    expect(questionLimits(specialist, 5)).toEqual({ playEndsBy: null, answerEndsBy: 50_005 });
  });
});

describe('clock helpers', () => {
  it('measures how far the server clock is ahead', () => {
    expect(clockOffset('2026-11-22T10:00:05.000Z', Date.parse('2026-11-22T10:00:00.000Z'))).toBe(5_000);
    expect(clockOffset('not a date', 1)).toBe(0);
  });

  it('formats seconds as m:ss', () => {
    expect(formatClock(1500)).toBe('25:00');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(0.4)).toBe('0:01');
    expect(formatClock(-3)).toBe('0:00');
  });
});
