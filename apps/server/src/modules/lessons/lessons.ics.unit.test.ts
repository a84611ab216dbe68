import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeCalendar } from './lessons.ics.js';

describe('ICS writer (RFC 5545)', () => {
  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('writes instants in UTC form', () => {
    expect(utcStamp(new Date('2026-03-29T01:30:00.000Z'))).toBe('20260329T013000Z');
  });

  it('folds at 75 octets without splitting characters', () => {
    const line = `SUMMARY:${'ż'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('short')).toBe('short');
  });

  it('writes a calendar with CRLF line ends and events', () => {
    const text = writeCalendar('Lekcje', [
      { uid: 'lesson-7@localhost', startsAt: new Date('2026-11-23T09:00:00Z'), endsAt: new Date('2026-11-23T10:00:00Z'), summary: 'Jazda – Anna Nowak', location: 'Toyota Yaris, WX 1234', stamp: new Date('2026-11-01T00:00:00Z') },
    ]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain('\r\nBEGIN:VEVENT\r\nUID:lesson-7@localhost\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261123T090000Z\r\nDTEND:20261123T100000Z\r\nSUMMARY:Jazda – Anna Nowak\r\nLOCATION:Toyota Yaris\\, WX 1234\r\nEND:VEVENT\r\n');
  });
});
