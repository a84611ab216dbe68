import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutcomePanel, type OutcomePanelProps } from '../../../components/outcome-panel';
import { ROUTES } from '../../../lib/routes';

/**
 * The panel of an action page (/action/{TYPE}/…): `data-action` names the page, and icon, title and
 * message carry the test ids the tests and journeys read; a success counts as `info` there.
 */
export function ActionPanel({ action, tone, ...props }: Omit<OutcomePanelProps, 'testId' | 'partTestIds' | 'action'> & { action: string }) {
  return (
    <OutcomePanel
      testId="action-page"
      action={action}
      tone={tone}
      partTestIds={{ icon: `action-icon-${tone === 'error' ? 'error' : 'info'}`, title: 'action-title', message: 'action-message' }}
      {...props}
    />
  );
}

/** The way from an action page back to the home page. */
export function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={ROUTES.home} variant="light">
      {t('actions.home')}
    </Button>
  );
}
