import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { NotificationsHost } from './notifications-host';
import { theme } from './theme';

export interface AppProvidersProps {
  /**
   * A query client for everything inside (the component tests' fresh one). The app gives none:
   * its lazily loaded screens bring the app's client with them (lazyScreen), so the landing page
   * does not load the data layer.
   */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals in component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Providers shared by the app and the component tests. */
export function AppProviders({ queryClient, env = 'default', children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env={env}>
        <NotificationsHost />
        {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
      </MantineProvider>
    </I18nextProvider>
  );
}
