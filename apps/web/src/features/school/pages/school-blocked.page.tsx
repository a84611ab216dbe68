import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isPaymentBlocked } from '@osk/contract';
import { Link, Navigate, useNavigate } from 'react-router';
import { OutcomePanel } from '../../../components/outcome-panel';
import { ROUTES } from '../../../lib/routes';
import { logout } from '../../../lib/session/logout';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentSchool } from '../../../entities/school/current-school';

/**
 * /school/blocked (school document §2.1, §2.2 "Blocked-account notice", §8): the school is blocked
 * for non-payment. It offers the contact form and logout, and reads school/show (which a blocked
 * school may call): when the operator has lifted or moved the block, the stored date follows and the
 * school goes back to its start page.
 */
export function SchoolBlockedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('school.blockedPage.title'));
  const user = useSessionUser();
  useCurrentSchool();
  if (user?.userType === 'SCHOOL' && !isPaymentBlocked(user.willBeBlockedAt, new Date())) return <Navigate to={ROUTES.school} replace />;

  const onLogout = async () => {
    // Leave the protected page first, so its guard does not send the cleared user to NOT_LOGGED_IN.
    await navigate(ROUTES.home);
    await logout();
    notifications.show({ message: t('header.loggedOut') });
  };

  return (
    <OutcomePanel
      tone="error"
      title={t('msg.error.user.blocked.payments')}
      message={t('msg.error.contact.support')}
      testId="school-blocked-page"
      partTestIds={{ title: 'school-blocked-message', message: 'school-blocked-support' }}
    >
      <Group justify="center" mt="sm">
        <Button component={Link} to={ROUTES.contact} data-testid="school-blocked-contact">
          {t('school.blockedPage.contact')}
        </Button>
        <Button variant="light" color="red" onClick={() => void onLogout()} data-testid="school-blocked-logout">
          {t('school.blockedPage.logout')}
        </Button>
      </Group>
    </OutcomePanel>
  );
}
