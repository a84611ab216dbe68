import { landingPath } from '@osk/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openLoginModal } from '../../../lib/login-modal.store';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { OfferSection } from '../components/offer-section';
import { PricingSection } from '../components/pricing-section';

/** The home page (/): hero, offer and pricing. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  const user = useSessionUser();
  const { hash, key } = useLocation();

  useEffect(() => {
    // The home menu links to #oferta and #cennik; the router does not scroll to anchors by itself.
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // `key` changes on every navigation, so clicking the same anchor link again scrolls again.
  }, [hash, key]);

  return (
    <Stack gap={48}>
      <Stack component="section" gap="md" py={{ base: 'md', sm: 'xl' }} maw={760}>
        <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15} data-testid="home-title">
          {t('home.heroTitle')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('home.heroText')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={ROUTES.pricing} size="md">
            {t('home.ctaPricing')}
          </Button>
          {user ? (
            <Button component={Link} to={landingPath(user, new Date())} size="md" variant="light">
              {t('home.ctaProfile')}
            </Button>
          ) : (
            <Button onClick={() => openLoginModal('login')} size="md" variant="light">
              {t('home.ctaLogin')}
            </Button>
          )}
          <Button component={Link} to={ROUTES.examDemo} size="md" variant="subtle" data-testid="home-demo-exam">
            {t('home.tryDemo')}
          </Button>
        </Group>
      </Stack>
      <OfferSection />
      <PricingSection />
    </Stack>
  );
}
