// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LectureStatusIcon } from './lecture-icons';

describe('LectureStatusIcon', () => {
  it('draws a grey empty circle, an orange clock and a teal check, hidden from assistive technology', () => {
    const drawn = (['notStarted', 'started', 'finished'] as const).map((status) => {
      const svg = render(<LectureStatusIcon status={status} />).container.querySelector('svg');
      return { stroke: svg?.getAttribute('stroke'), hidden: svg?.getAttribute('aria-hidden'), circles: svg?.querySelectorAll('circle').length, path: svg?.querySelector('path')?.getAttribute('d') ?? null };
    });
    expect(drawn).toEqual([
      { stroke: 'var(--mantine-color-gray-5)', hidden: 'true', circles: 1, path: null },
      { stroke: 'var(--mantine-color-orange-6)', hidden: 'true', circles: 1, path: 'M12 7v5l3 2' },
      { stroke: 'var(--mantine-color-teal-6)', hidden: 'true', circles: 1, path: 'M8 12.5l3 3 5-6' },
    ]);
  });
});
