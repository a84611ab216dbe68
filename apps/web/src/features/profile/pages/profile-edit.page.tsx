import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { ProfileEditFormView } from '../components/profile-edit-form';
import { SettingsFrame } from '../components/settings-frame';
import { StudentLoader } from '../components/student-loader';

/** /profile/edit: the learner edits their own first and last name. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toProfile = () => void navigate(ROUTES.profile);
  return (
    <SettingsFrame title={t('profile.edit.title')} backTo={ROUTES.profile} testId="profile-edit-page">
      <StudentLoader>{(student) => <ProfileEditFormView student={student} onSaved={toProfile} onCancel={toProfile} />}</StudentLoader>
    </SettingsFrame>
  );
}
