import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/routes';

const LINKS = [
  { key: 'edit', to: ROUTES.profileEdit },
  { key: 'phone', to: ROUTES.profileChangePhone },
  { key: 'password', to: ROUTES.profileChangePassword },
  { key: 'category', to: ROUTES.profileChangeCategory },
  { key: 'social', to: ROUTES.socialAccounts },
] as const;

/** Links from /profile to editing the details, phone, password, category and linked social accounts. */
export function AccountSettingsLinks() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="profile-settings">
      <Title order={2} size="h3" mb="md">
        {t('profile.settings')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {LINKS.map((link) => (
          <Button key={link.key} component={Link} to={link.to} variant="light" fullWidth data-testid={`profile-link-${link.key}`}>
            {t(`profile.links.${link.key}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
