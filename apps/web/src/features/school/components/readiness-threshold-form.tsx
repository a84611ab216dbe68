import { ReadinessThresholdRequest, READINESS_THRESHOLD_MAX, type School } from '@osk/contract';
import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms';
import { updateReadinessThreshold } from '../api/school.api';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormNotices } from './form-notices';

/** The threshold a school starts from when it switches the mark on. */
const SUGGESTED_THRESHOLD = 80;

interface ThresholdValues {
  enabled: boolean;
  /** The NumberInput's value: a number, or '' while empty. */
  threshold: number | string;
}

const resolveThreshold = schemaResolver(ReadinessThresholdRequest, { sync: true });

/** The request a form's values make: the number while the mark is on, null (off) otherwise. */
function requestOf(values: ThresholdValues): ReadinessThresholdRequest {
  // An empty or unparsable field goes as it is, so the contract's rule names the field.
  return { readinessThreshold: values.enabled ? (values.threshold as number) : null };
}

/**
 * /school/changeReadinessThreshold (issue 23): whether and from which readiness ("Szansa zdania",
 * 0-100) the school's learners are marked "gotowy do egzaminu" in the list and their statistics.
 */
export function ReadinessThresholdForm({ school, onSaved }: { school: School; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = school.readinessThreshold ?? null;
  const { form, save, formRef, submit } = useSettingsForm<ThresholdValues>({
    initialValues: { enabled: current !== null, threshold: current ?? SUGGESTED_THRESHOLD },
    validate: (values) => {
      const errors = resolveThreshold(requestOf(values));
      return errors.readinessThreshold ? { threshold: errors.readinessThreshold } : {};
    },
    send: (values) => updateReadinessThreshold(requestOf(values)),
    onSaved: () => {
      // The lists and learner pages show the mark from the new threshold.
      void queryClient.invalidateQueries({ queryKey: ['school-students'] });
      void queryClient.invalidateQueries({ queryKey: ['readiness'] });
      onSaved();
    },
    onFailed: (f) => {
      const error = f.errors.readinessThreshold;
      if (error) f.setFieldError('threshold', error);
    },
  });
  const enabled = form.getValues().enabled;

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="school-readiness-form">
      <Stack gap="md">
        <FormNotices state={save} />
        <Switch label={t('school.readiness.enabled')} data-testid="school-readiness-enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
        {enabled ? (
          <NumberInput
            label={t('school.readiness.field')}
            description={t('school.readiness.hint')}
            required
            min={0}
            max={READINESS_THRESHOLD_MAX}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            maw={260}
            data-testid="school-readiness-threshold"
            {...form.getInputProps('threshold')}
            error={fieldErrorText(t, form.errors.threshold)}
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="school-readiness-off">
            {t('school.readiness.off')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.submitting} data-testid="school-readiness-submit">
            {t('school.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
