import { Box, Button, type ButtonProps, type MantineBreakpoint } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface IconTextButtonProps extends Omit<ButtonProps, 'leftSection' | 'children'>, Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'children'> {
  icon: ReactNode;
  /** What the button is called: its aria-label everywhere. */
  label: string;
  /** The text beside the icon, from `textFrom` up. */
  text: ReactNode;
  textFrom: MantineBreakpoint;
}

/** A header button that is only its icon on phones and icon and text from `textFrom` up; the aria-label names it everywhere. */
export function IconTextButton({ icon, label, text, textFrom, ...props }: IconTextButtonProps) {
  return (
    <Button leftSection={icon} aria-label={label} {...props}>
      <Box component="span" visibleFrom={textFrom}>
        {text}
      </Box>
    </Button>
  );
}
