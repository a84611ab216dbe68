import { describe, expect, it } from 'vitest';
import { countsInLedger, trainingLedger, trainingMinimum } from '../index.js';

// Issue 22: the hours ledger counts only lessons marked HELD whose time is over; practice in hours of
// 60 minutes, theory in hours of 45, against the category's minimum (FACTS "Training minima").
const NOW = new Date('2026-11-22T10:00:00Z');
const lesson = (lessonType: 'DRIVE' | 'LECTURE', start: string, minutes: number, outcome: string | null) => ({
  lessonType,
  startsAt: new Date(start),
  endsAt: new Date(new Date(start).getTime() + minutes * 60_000),
  outcome,
});

describe('trainingLedger', () => {
  it('counts held lessons only: a no-show, a cancelled, an unrecorded and a running lesson do not count', () => {
    const ledger = trainingLedger(
      [
        lesson('DRIVE', '2026-11-16T09:00:00Z', 90, 'HELD'),
        lesson('DRIVE', '2026-11-17T09:00:00Z', 120, 'NO_SHOW'),
        lesson('DRIVE', '2026-11-18T09:00:00Z', 120, 'CANCELLED'),
        lesson('DRIVE', '2026-11-19T09:00:00Z', 120, null),
        lesson('LECTURE', '2026-11-19T16:00:00Z', 90, 'HELD'),
        lesson('LECTURE', '2026-11-20T16:00:00Z', 90, 'CANCELLED'),
        // Marked held while still running (ends 10:30Z): counts once it is over.
        lesson('DRIVE', '2026-11-22T09:30:00Z', 60, 'HELD'),
      ],
      'B',
      NOW,
    );
    expect(ledger).toEqual({
      practicalMinutes: 90,
      theoryMinutes: 90,
      // 90 minutes of driving are 1.5 hours of 60 minutes; 90 minutes of theory 2 hours of 45.
      practicalHours: 1.5,
      theoryHours: 2,
      heldLessons: 2,
      minimumPracticalHours: 30,
      minimumTheoryHours: 30,
      practicalComplete: false,
      theoryComplete: false,
    });
    expect(trainingLedger([lesson('DRIVE', '2026-11-22T09:30:00Z', 60, 'HELD')], 'B', new Date('2026-11-22T10:30:00Z')).practicalMinutes).toBe(60);
  });

  it('measures against the category minimum from FACTS (B 30+30, A 30+20, C 20+30, D 20+60, BE 0+15, CE 0+25)', () => {
    expect(['B', 'A', 'A_1', 'A_2', 'C', 'D', 'BE', 'CE'].map((c) => [c, trainingMinimum(c)])).toEqual([
      ['B', { theory: 30, practical: 30 }],
      ['A', { theory: 30, practical: 20 }],
      ['A_1', { theory: 30, practical: 20 }],
      ['A_2', { theory: 30, practical: 20 }],
      ['C', { theory: 20, practical: 30 }],
      ['D', { theory: 20, practical: 60 }],
      ['BE', { theory: 0, practical: 15 }],
      ['CE', { theory: 0, practical: 25 }],
    ]);
    expect(trainingMinimum('Q')).toEqual({ theory: 0, practical: 0 });
    // B+E: 15 practical hours of 60 minutes complete it, no theory needed.
    const be = trainingLedger([lesson('DRIVE', '2026-11-01T08:00:00Z', 15 * 60, 'HELD')], 'BE', NOW);
    expect([be.practicalHours, be.practicalComplete, be.theoryComplete]).toEqual([15, true, true]);
    const almost = trainingLedger([lesson('DRIVE', '2026-11-01T08:00:00Z', 15 * 60 - 1, 'HELD')], 'BE', NOW);
    expect(almost.practicalComplete).toBe(false);
    // 30 theory hours are 30 x 45 = 1,350 minutes.
    const theory = trainingLedger([lesson('LECTURE', '2026-11-01T08:00:00Z', 1350, 'HELD')], 'B', NOW);
    expect([theory.theoryHours, theory.theoryComplete]).toEqual([30, true]);
  });

  it('countsInLedger: HELD and over', () => {
    expect(countsInLedger({ outcome: 'HELD', endsAt: NOW }, NOW)).toBe(true);
    expect(countsInLedger({ outcome: 'HELD', endsAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
    expect(countsInLedger({ outcome: 'NO_SHOW', endsAt: NOW }, NOW)).toBe(false);
    expect(countsInLedger({ outcome: null, endsAt: NOW }, NOW)).toBe(false);
  });
});
