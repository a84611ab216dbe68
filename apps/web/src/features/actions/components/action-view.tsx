import type { ActionType } from '@osk/contract';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLoginModal } from '../../../lib/login-modal.store';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { ACTION_BEHAVIOURS } from '../lib/action-behaviours';
import { ActionPanel, HomeButton } from './action-panel';

/** The body of an action page: icon, title, message, and the login / home buttons. */
export function ActionView({ type }: { type: ActionType }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const behaviour = ACTION_BEHAVIOURS[type];
  const title = t(`actions.types.${type}.title`);
  usePageTitle(title);

  return (
    <ActionPanel action={type} tone={behaviour.kind} title={title} message={t(`actions.types.${type}.message`)}>
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
        <HomeButton />
      </Group>
    </ActionPanel>
  );
}
