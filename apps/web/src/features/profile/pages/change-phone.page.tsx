import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { studentQueryKey, useStudent } from '../api/student.api';
import { PhoneChangeForm } from '../components/phone-change-form';
import { SettingsFrame } from '../components/settings-frame';
import { useGoBack } from '../lib/use-go-back';

/** /profile/changePhoneNumber: the two-step phone change with an SMS code (spec §4). */
export function ChangePhonePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const student = useStudent();
  const queryClient = useQueryClient();
  const goBack = useGoBack(ROUTES.profile);
  const current = student.data?.phoneNumber;

  const onChanged = () => {
    void queryClient.invalidateQueries({ queryKey: studentQueryKey(user?.id) });
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
