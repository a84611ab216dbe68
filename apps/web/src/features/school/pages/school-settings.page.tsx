import type { School } from '@osk/contract';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
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

/** A settings page of one of the school's forms (its texts, its test id): the form gets the school and leads back once saved. */
function settingsFormPage(testId: string, texts: (t: TFunction) => { title: string; intro?: string }, Form: ComponentType<{ school: School; onSaved: () => void }>, options: { wide?: boolean } = {}) {
  return function SettingsFormPage() {
    const { t } = useTranslation();
    return <SettingsPage {...texts(t)} testId={testId} wide={options.wide} form={(school, onSaved) => <Form school={school} onSaved={onSaved} />} />;
  };
}

/** /school/changePin. */
export const SchoolChangePinPage = settingsFormPage('school-change-pin-page', (t) => ({ title: t('school.pin.title'), intro: t('school.pin.intro') }), PinForm);

/** /school/changeDefaultPassword. */
export const SchoolChangeDefaultPasswordPage = settingsFormPage(
  'school-change-default-password-page',
  (t) => ({ title: t('school.defaultPassword.title'), intro: t('school.defaultPassword.intro') }),
  DefaultPasswordForm,
);

/** /school/changeProperties. */
export const SchoolChangePropertiesPage = settingsFormPage('school-change-properties-page', (t) => ({ title: t('school.props.title') }), PropertiesForm, { wide: true });

/** /school/changeReadinessThreshold (issue 23): the readiness of "gotowy do egzaminu", or off. */
export const SchoolChangeReadinessThresholdPage = settingsFormPage(
  'school-change-readiness-page',
  (t) => ({ title: t('school.readiness.title'), intro: t('school.readiness.intro') }),
  ReadinessThresholdForm,
);

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
