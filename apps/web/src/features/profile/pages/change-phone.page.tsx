import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../lib/routes';
import { useCurrentLearner, useRefreshCurrentLearner } from '../../../entities/learner/current-learner';
import { PhoneChangeForm } from '../components/phone-change-form';
import { SettingsFrame } from '../components/settings-frame';
import { useGoBack } from '../lib/use-go-back';

/** /profile/changePhoneNumber: the two-step phone change with an SMS code (spec §4). */
export function ChangePhonePage() {
  const { t } = useTranslation();
  const student = useCurrentLearner();
  const refreshLearner = useRefreshCurrentLearner();
  const goBack = useGoBack(ROUTES.profile);
  const current = student.data?.phoneNumber;

  const onChanged = () => {
    void refreshLearner();
    goBack();
  };

  return (
    <SettingsFrame
      title={t('profile.phoneChange.title')}
      intro={t('profile.phoneChange.intro')}
      backTo={ROUTES.profile}
      testId="change-phone-page"
    >
      {current && (
        <Text size="sm" mb="md" data-testid="change-phone-current">
          {t('profile.phoneChange.current', { phone: current })}
        </Text>
      )}
      <PhoneChangeForm onChanged={onChanged} />
    </SettingsFrame>
  );
}
