import { Anchor, Box, Burger, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Suspense } from 'react';
import { LogoutIcon, SteeringWheelIcon } from '../../components/icons';
import { openLoginModal } from '../../lib/login-modal.store';
import { ROUTES } from '../../lib/routes';
import { useSessionUser } from '../../lib/session/session.store';
import { lazyScreen } from '../lazy-screen';
import { headerTypeFor, isActiveItem, isPartnerUser, menuFor } from './header-menus';
import { LanguageSwitch } from './language-switch';

export interface AppHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
}

// Only partner-platform users see the return button: it loads with their first page, not the landing page.
const PartnerReturnButton = lazyScreen(async () => (await import('../../features/school-links/components/partner-return-button')).PartnerReturnButton);

/** The header: logo, the menu of the header type (inline on wide screens), language, login/logout. */
export function AppHeader({ menuOpened, onToggleMenu, onLogout }: AppHeaderProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname, hash } = useLocation();
  const type = headerTypeFor(user, pathname);
  const items = menuFor(type, user);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm" data-header-type={type} data-testid="app-header">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="lg" size="sm" aria-label={t('header.openMenu')} aria-expanded={menuOpened} data-testid="header-burger" />
        <Anchor component={Link} to={ROUTES.home} aria-label={t('header.homeAria')} underline="never" c="inherit">
          <Group gap={8} wrap="nowrap">
            <SteeringWheelIcon size={28} color="var(--mantine-primary-color-filled)" />
            {/* On the narrowest phones the wheel alone stands for the name, so the buttons fit. */}
            <Text fw={800} size="lg" style={{ whiteSpace: 'nowrap' }} visibleFrom="xs">
              {t('common.appName')}
            </Text>
          </Group>
        </Anchor>
      </Group>

      <Group component="nav" aria-label={t('header.mainNav')} gap={4} visibleFrom="lg" wrap="nowrap">
        {items.map((item) => (
          <Button
            key={item.key}
            component={Link}
            to={item.to}
            variant={isActiveItem(item, pathname, hash) ? 'light' : 'subtle'}
            color={isActiveItem(item, pathname, hash) ? undefined : 'gray'}
            // The school's six items fit beside the language and logout buttons from 1200 px on only when smaller.
            size={items.length > 5 ? 'compact-sm' : 'compact-md'}
            aria-current={isActiveItem(item, pathname, hash) ? 'page' : undefined}
            data-testid={`nav-${item.key}`}
          >
            {t(`header.nav.${item.key}`)}
          </Button>
        ))}
      </Group>

      <Group gap="xs" wrap="nowrap">
        <LanguageSwitch />
        {user && isPartnerUser(user) && (
          <Suspense fallback={null}>
            <PartnerReturnButton />
          </Suspense>
        )}
        {user ? (
          <Button
            variant="light"
            color="gray"
            onClick={onLogout}
            leftSection={<LogoutIcon size={18} />}
            aria-label={t('header.logout')}
            // Logging out leaves the page: a running exam asks first, as it does for links.
            data-leaves-page
            data-testid="header-logout"
          >
            {/* Icon only on phones; the aria-label names the button everywhere. */}
            <Box component="span" visibleFrom="sm">
              {t('header.logout')}
            </Box>
          </Button>
        ) : (
          <Button onClick={() => openLoginModal('login')} data-testid="header-login">
            {t('header.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
