import { landingPath } from '@osk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { ChangePasswordForm } from '../components/change-password-form';
import { SettingsFrame } from '../components/settings-frame';
import { useGoBack } from '../lib/use-go-back';

/**
 * /profile/changePassword/{from?} and /changePassword/{from?}: the logged-in user's password change.
 * from=edit returns to the profile edit page; otherwise back to where the user came from.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { from } = useParams();
  const user = useSessionUser();
  const home = user ? landingPath(user, new Date()) : ROUTES.home;
  const backTo = from === 'edit' ? ROUTES.profileEdit : home;
  const goBack = useGoBack(home);

  const onChanged = () => {
    if (from === 'edit') void navigate(ROUTES.profileEdit);
    else goBack();
  };

  return (
    <SettingsFrame title={t('profile.passwordChange.title')} intro={t('profile.passwordChange.intro')} backTo={backTo} testId="change-password-page">
      {user && <ChangePasswordForm userId={user.id} onChanged={onChanged} />}
    </SettingsFrame>
  );
}
