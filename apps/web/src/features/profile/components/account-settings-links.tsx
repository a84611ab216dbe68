import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { ROUTES } from '../../../lib/routes';

const LINKS = [
  { key: 'edit', to: ROUTES.profileEdit },
  { key: 'phone', to: ROUTES.profileChangePhone },
  { key: 'password', to: ROUTES.profileChangePassword },
  { key: 'category', to: ROUTES.profileChangeCategory },
  { key: 'social', to: ROUTES.socialAccounts },
] as const;

/**
 * A label that wraps instead of being cut: a button as tall as its text needs (the German and Russian
 * labels are long, and a phone is narrow).
 */
const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.3 },
} as const;

/** Links from /profile to editing the details, phone, password, category and linked social accounts. */
export function AccountSettingsLinks() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('profile.settings')} testId="profile-settings">
      {/* Each button as wide as its label, growing to fill its row; the row wraps rather than cutting a label. */}
      <Group gap="sm" align="stretch">
        {LINKS.map((link) => (
          <Button key={link.key} component={Link} to={link.to} variant="light" styles={WRAPPING_LABEL} style={{ flex: '1 1 auto' }} data-testid={`profile-link-${link.key}`}>
            {t(`profile.links.${link.key}`)}
          </Button>
        ))}
      </Group>
    </SectionCard>
  );
}
