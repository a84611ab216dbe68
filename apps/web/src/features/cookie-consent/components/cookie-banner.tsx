import { COOKIE_BANNER_SECONDS } from '@osk/contract';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { hasCookieConsent, setCookieConsent } from '../lib/consent-cookie';

export interface CookieBannerProps {
  /** How long the banner stays before hiding by itself (spec §1: 30 s). */
  visibleSeconds?: number;
}

/**
 * The cookie notice: shown to visitors without the agreeCookies cookie for 30 seconds, then hidden
 * until the next visit; accepting stores the consent for 3 months.
 */
export function CookieBanner({ visibleSeconds = COOKIE_BANNER_SECONDS }: CookieBannerProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !hasCookieConsent());

  useEffect(() => {
    if (!visible) return undefined;
    const handle = window.setTimeout(() => setVisible(false), visibleSeconds * 1000);
    return () => window.clearTimeout(handle);
  }, [visible, visibleSeconds]);

  if (!visible) return null;

  const accept = () => {
    setCookieConsent();
    setVisible(false);
  };

  return (
    <Paper
      component="section"
      aria-label={t('cookies.label')}
      data-testid="cookie-banner"
      shadow="md"
      radius="md"
      p="md"
      withBorder
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={720}
      mx="auto"
      style={{ zIndex: 150 }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {t('cookies.text')}{' '}
          <Anchor component={Link} to={ROUTES.privacy} size="sm">
            {t('cookies.privacy')}
          </Anchor>
        </Text>
        <Button onClick={accept} data-testid="cookie-accept">
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
