import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

/** A registration page: its title as the page's title and heading, over the form in a centred column `width` wide at most. */
export function RegisterPageFrame({ title, width, children }: { title: string; width: number; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={width} mx="auto" w="100%">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
