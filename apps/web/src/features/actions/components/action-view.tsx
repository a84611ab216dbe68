import type { ActionType } from '@osk/contract';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { openLoginModal } from '../../../lib/login-modal.store';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { ACTION_BEHAVIOURS } from '../lib/action-behaviours';

/** The body of an action page: icon, title, message, and the login / home buttons. */
export function ActionView({ type }: { type: ActionType }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const behaviour = ACTION_BEHAVIOURS[type];
  const title = t(`actions.types.${type}.title`);
  usePageTitle(title);
  const color = behaviour.kind === 'error' ? 'red' : 'blue';

  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" data-testid="action-page" data-action={type}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color={color} variant="light" data-testid={`action-icon-${behaviour.kind}`}>
          {behaviour.kind === 'error' ? <AlertIcon size={36} /> : <InfoIcon size={36} />}
        </ThemeIcon>
        <Title order={1} size="h2" data-testid="action-title">
          {title}
        </Title>
        <Text size="lg" data-testid="action-message">
          {t(`actions.types.${type}.message`)}
        </Text>
        <Group justify="center" mt="sm">
          {behaviour.offerLogin && !user && (
            <Button onClick={() => openLoginModal('login')} data-testid="action-login">
              {t('actions.login')}
            </Button>
          )}
          {type === 'PAYMENT_SCHOOL_SUCCESS' && user?.userType === 'SCHOOL' && (
            // Back from the provider: the school's start page shows its stock of days and books.
            <Button component={Link} to={ROUTES.school} data-testid="action-school">
              {t('header.nav.schoolProfile')}
            </Button>
          )}
          <Button component={Link} to={ROUTES.home} variant="light">
            {t('actions.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
