import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { NotificationsHost } from './notifications-host';
import { theme } from './theme';

// No query client here: the app's lazily loaded screens bring theirs with them (lazyScreen), so the
// landing page does not load the data layer; component tests put their fresh client inside.
export interface AppProvidersProps {
  /** 'test' turns off Mantine transitions and portals in component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Providers shared by the app and the component tests. */
export function AppProviders({ env = 'default', children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env={env}>
        <NotificationsHost />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
