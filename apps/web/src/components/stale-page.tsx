import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page of a list with its page links, dimmed while the next page loads in its place. */
export function StalePage({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }}>
      {children}
    </Stack>
  );
}
