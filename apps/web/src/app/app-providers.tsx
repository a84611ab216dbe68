import { NOTIFICATION_AUTOCLOSE_MS, NOTIFICATION_LIMIT } from '@osk/contract';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** 'test' turns off Mantine transitions and portals in component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Providers shared by the app and the component tests. */
export function AppProviders({ queryClient, env = 'default', children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env={env}>
        <Notifications limit={NOTIFICATION_LIMIT} position="top-center" autoClose={NOTIFICATION_AUTOCLOSE_MS} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
