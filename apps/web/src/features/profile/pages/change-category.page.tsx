import { displayCategory } from '@osk/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { CategoryForm } from '../components/category-form';
import { SettingsFrame } from '../components/settings-frame';
import { StudentLoader } from '../components/student-loader';
import { useGoBack } from '../lib/use-go-back';

/** /profile/changeCategory/{from?}: the learner's licence category; from=edit returns to the edit page. */
export function ChangeCategoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { from } = useParams();
  const goBack = useGoBack(ROUTES.profile);
  const backTo = from === 'edit' ? ROUTES.profileEdit : ROUTES.profile;

  const onSaved = () => {
    if (from === 'edit') void navigate(ROUTES.profileEdit);
    else goBack();
  };

  return (
    <SettingsFrame title={t('profile.categoryChange.title')} intro={t('profile.categoryChange.intro')} backTo={backTo} testId="change-category-page">
      <StudentLoader>
        {(student) => (
          <>
            <Text size="sm" mb="md" data-testid="change-category-current">
              {t('profile.categoryChange.current', { category: displayCategory(student.category) })}
            </Text>
            <CategoryForm student={student} onSaved={onSaved} />
          </>
        )}
      </StudentLoader>
    </SettingsFrame>
  );
}
