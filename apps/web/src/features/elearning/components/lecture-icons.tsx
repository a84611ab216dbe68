/** The lecture status marks (spec §2): empty circle, clock (started), check (finished). */
export type LectureStatus = 'notStarted' | 'started' | 'finished';

/** Each status's colour and the stroke drawn inside its circle (none for a lecture not started). */
const MARKS: Record<LectureStatus, { color: string; inner: string | null }> = {
  notStarted: { color: 'var(--mantine-color-gray-5)', inner: null },
  started: { color: 'var(--mantine-color-orange-6)', inner: 'M12 7v5l3 2' },
  finished: { color: 'var(--mantine-color-teal-6)', inner: 'M8 12.5l3 3 5-6' },
};

/** The mark of a lecture's status. */
export function LectureStatusIcon({ status }: { status: LectureStatus }) {
  const { color, inner } = MARKS[status];
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      {inner && <path d={inner} />}
    </svg>
  );
}
