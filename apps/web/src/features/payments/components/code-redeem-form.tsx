import { CODE_ACTION_NOTIFICATION_MS } from '@osk/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshCurrentLearner } from '../../../entities/learner/current-learner';
import { useRefreshCurrentSchool } from '../../../entities/school/current-school';
import { redeemAccessCode, type CodeKind } from '../api/payments.api';

export interface CodeRedeemFormProps {
  kind: CodeKind;
  userId: number;
  /** A school's prepaid code adds days to its stock (the answer's days are the new stock). */
  audience?: 'student' | 'school';
}

/**
 * A prepaid or promotional code (spec §8): success shows msg.info.code.used with the new day count
 * and refreshes the student; failure shows msg.warn.cant.use.code and clears the field.
 */
export function CodeRedeemForm({ kind, userId, audience = 'student' }: CodeRedeemFormProps) {
  const { t } = useTranslation();
  const refreshLearner = useRefreshCurrentLearner();
  const refreshSchool = useRefreshCurrentSchool();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('payments.errors.codeRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await redeemAccessCode(kind, code, userId);
    setBusy(false);
    setCode('');
    if (!result) {
      notifications.show({ color: 'orange', message: t('msg.warn.cant.use.code'), autoClose: CODE_ACTION_NOTIFICATION_MS });
      setError(t('msg.warn.cant.use.code'));
      return;
    }
    notifications.show({
      color: 'green',
      message: `${t('msg.info.code.used')} ${audience === 'school' ? t('payments.school.codeDays', { days: result.days }) : t('payments.codes.daysLeft', { days: result.days })}`,
      autoClose: CODE_ACTION_NOTIFICATION_MS,
    });
    await (audience === 'school' ? refreshSchool() : refreshLearner());
  };

  const label = kind === 'prepaid' ? t('payments.codes.prepaid') : t('payments.codes.promo');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={`code-form-${kind}`}>
      <Stack gap="xs">
        <TextInput
          label={label}
          description={audience === 'school' ? t('payments.school.prepaidHint') : kind === 'prepaid' ? t('payments.codes.prepaidHint') : t('payments.codes.promoHint')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          data-testid={`code-input-${kind}`}
        />
        <Button type="submit" variant="light" loading={busy} style={{ alignSelf: 'flex-start' }} data-testid={`code-submit-${kind}`}>
          {t('payments.codes.use')}
        </Button>
      </Stack>
    </form>
  );
}
