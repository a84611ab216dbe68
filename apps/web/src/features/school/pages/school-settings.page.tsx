import type { School } from '@osk/contract';
import { Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRefreshCurrentSchool } from '../../../entities/school/current-school';
import { DefaultPasswordForm } from '../components/default-password-form';
import { PinForm } from '../components/pin-form';
import { PropertiesForm } from '../components/properties-form';
import { ReadinessThresholdForm } from '../components/readiness-threshold-form';
import { SchoolFrame } from '../components/school-frame';
import { SchoolLoader } from '../components/school-loader';
import { SCHOOL_PATHS } from '../lib/school-paths';

/** A settings page: the frame, the school loaded, then the form; a save leads back to /school. */
function SettingsPage({ title, intro, testId, wide, form }: { title: string; intro?: ReactNode; testId: string; wide?: boolean; form: (school: School, onSaved: () => void) => ReactNode }) {
  const navigate = useNavigate();
  const onSaved = () => void navigate(SCHOOL_PATHS.home);
  return (
    <SchoolFrame title={title} intro={intro} testId={testId} wide={wide}>
      <SchoolLoader>{(school) => form(school, onSaved)}</SchoolLoader>
    </SchoolFrame>
  );
}

/** /school/changePin. */
export function SchoolChangePinPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('school.pin.title')}
      intro={t('school.pin.intro')}
      testId="school-change-pin-page"
      form={(school, onSaved) => <PinForm school={school} onSaved={onSaved} />}
    />
  );
}

/** /school/changeDefaultPassword. */
export function SchoolChangeDefaultPasswordPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('school.defaultPassword.title')}
      intro={t('school.defaultPassword.intro')}
      testId="school-change-default-password-page"
      form={(school, onSaved) => <DefaultPasswordForm school={school} onSaved={onSaved} />}
    />
  );
}

/** /school/changeProperties. */
export function SchoolChangePropertiesPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('school.props.title')}
      testId="school-change-properties-page"
      wide
      form={(school, onSaved) => <PropertiesForm school={school} onSaved={onSaved} />}
    />
  );
}

/** /school/changeReadinessThreshold (issue 23): the readiness of "gotowy do egzaminu", or off. */
export function SchoolChangeReadinessThresholdPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('school.readiness.title')}
      intro={t('school.readiness.intro')}
      testId="school-change-readiness-page"
      form={(school, onSaved) => <ReadinessThresholdForm school={school} onSaved={onSaved} />}
    />
  );
}

/** The phone form of the accounts area, passed in by the router (features do not import each other). */
export type PhoneFormComponent = ComponentType<{ onChanged: (phoneNumber: string) => void }>;

/**
 * /school/changePhoneNumber: the same two-step SMS code flow and call (changePhoneNumber) as the
 * learner's; foreign numbers only when the school has canAddInternational (the server decides).
 */
export function SchoolChangePhonePage({ phoneForm: PhoneForm }: { phoneForm: PhoneFormComponent }) {
  const { t } = useTranslation();
  const refreshSchool = useRefreshCurrentSchool();
  const navigate = useNavigate();
  const onChanged = () => {
    void refreshSchool();
    void navigate(SCHOOL_PATHS.home);
  };
  return (
    <SettingsPage
      title={t('school.phone.title')}
      intro={t('school.phone.intro')}
      testId="school-change-phone-page"
      form={(school) => (
        <>
          <Text size="sm" mb="md" data-testid="school-phone-current">
            {school.phoneNumber ? t('school.phone.current', { phone: school.phoneNumber }) : t('school.phone.none')}
          </Text>
          <PhoneForm onChanged={onChanged} />
        </>
      )}
    />
  );
}
