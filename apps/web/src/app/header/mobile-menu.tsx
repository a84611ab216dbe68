import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../lib/session/session.store';
import { headerTypeFor, isActiveItem, menuFor } from './header-menus';

/** The header menu as a vertical list for the burger drawer on narrow screens. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname, hash } = useLocation();
  const items = menuFor(headerTypeFor(user, pathname), user);
  return (
    <Stack component="nav" gap={4} aria-label={t('header.mainNav')} data-testid="mobile-menu">
      {items.map((item) => (
        <NavLink
          key={item.key}
          component={Link}
          to={item.to}
          label={t(`header.nav.${item.key}`)}
          active={isActiveItem(item, pathname, hash)}
          onClick={onNavigate}
          data-testid={`mobile-nav-${item.key}`}
        />
      ))}
    </Stack>
  );
}
