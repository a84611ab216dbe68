import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoUploader } from '../components/logo-uploader';
import { SchoolDetailsForm } from '../components/school-details-form';
import { SchoolFrame } from '../components/school-frame';
import { SchoolLoader } from '../components/school-loader';
import { SCHOOL_PATHS } from '../lib/school-paths';

/** /school/edit: the school's details and its logo (school document §2.2 "School edit"). */
export function SchoolEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = () => void navigate(SCHOOL_PATHS.home);
  return (
    <SchoolFrame title={t('school.edit.title')} testId="school-edit-page" wide>
      <SchoolLoader>
        {(school) => (
          <Stack gap="lg">
            <LogoUploader school={school} />
            <Divider />
            <SchoolDetailsForm school={school} onSaved={home} onCancel={home} />
          </Stack>
        )}
      </SchoolLoader>
    </SchoolFrame>
  );
}
