import type { ReactNode } from 'react';

/** The lecture status marks (spec §2): empty circle, clock (started), check (finished). */
export type LectureStatus = 'notStarted' | 'started' | 'finished';

function Mark({ color, children }: { color: string; children: ReactNode }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The mark of a lecture's status. */
export function LectureStatusIcon({ status }: { status: LectureStatus }) {
  switch (status) {
    case 'notStarted':
      return (
        <Mark color="var(--mantine-color-gray-5)">
          <circle cx="12" cy="12" r="9" />
        </Mark>
      );
    case 'started':
      return (
        <Mark color="var(--mantine-color-orange-6)">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </Mark>
      );
    case 'finished':
      return (
        <Mark color="var(--mantine-color-teal-6)">
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l3 3 5-6" />
        </Mark>
      );
  }
}
