import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeLinks } from '../../lib/routes';

const FOOTER_LINKS = routeLinks('about', 'contact', 'terms', 'privacy', 'install');

/** Footer with the informational pages. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Container component="footer" size="lg" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
        <Group component="nav" aria-label={t('footer.nav')} gap="md" wrap="wrap">
          {FOOTER_LINKS.map((link) => (
            <Anchor key={link.key} component={Link} to={link.to} size="sm" c="dimmed">
              {t(`footer.${link.key}`)}
            </Anchor>
          ))}
        </Group>
      </Group>
    </Container>
  );
}
