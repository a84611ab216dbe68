import { BOOKS_ALERT_LEVEL_MAX, BOOKS_ALERT_LEVEL_MIN, displayCategory, type School } from '@osk/contract';
import { Button, Checkbox, Divider, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47Of } from '../../../lib/i18n/languages';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fieldErrorText } from '../../../lib/forms';
import { updateProperties } from '../api/school.api';
import { useSettingsForm } from '../hooks/use-settings-form';
import {
  NUMBER_SETTINGS,
  PICKABLE_CATEGORIES,
  WEEKDAYS,
  toPropertiesRequest,
  toPropertiesValues,
  validateProperties,
  type PropertiesValues,
} from '../lib/properties-form';
import { InvoiceFields } from './school-details-form';
import { FormNotices } from './form-notices';

/** Short weekday names of the interface language, Monday first (2024-01-01 was a Monday). */
function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat(bcp47Of(currentLanguage()), { weekday: 'short', timeZone: 'UTC' });
  return WEEKDAYS.map((day) => format.format(new Date(Date.UTC(2024, 0, day))));
}

/**
 * /school/changeProperties (school document §3, §5): the books alert level (10 to 50), invoices and
 * billing e-mail, and the scheduler settings.
 */
export function PropertiesForm({ school, onSaved }: { school: School; onSaved: () => void }) {
  const { t } = useTranslation();
  const { form, save, formRef, submit } = useSettingsForm<PropertiesValues>({
    initialValues: toPropertiesValues(school),
    validate: validateProperties,
    send: (values) => updateProperties(toPropertiesRequest(values)),
    onSaved,
  });

  const error = (path: string, limits?: { min: number; max: number }): ReactNode => {
    const value = form.errors[path];
    if (value === 'school.props.range' && limits) return t('school.props.range', limits);
    if (value === 'school.props.hours') return t('school.props.hours');
    return fieldErrorText(t, value);
  };
  const days = weekdayNames();
  /** A whole-number school setting within its bounds (`maw`: its width when alone on a line). */
  const settingInput = ({ key, min, max }: (typeof NUMBER_SETTINGS)[number], maw?: number) => (
    <NumberInput
      key={key}
      label={t(`school.props.${key}`)}
      required
      allowDecimal={false}
      allowNegative={false}
      maw={maw}
      data-testid={`school-setting-${key}`}
      {...form.getInputProps(`settings.${key}`)}
      error={error(`settings.${key}`, { min, max })}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="school-properties-form">
      <Stack gap="md">
        <FormNotices state={save} />
        <Divider label={t('school.props.stock')} labelPosition="left" />
        <NumberInput
          label={t('school.props.booksAlertLevel')}
          description={t('school.props.booksHint', { min: BOOKS_ALERT_LEVEL_MIN, max: BOOKS_ALERT_LEVEL_MAX })}
          required
          allowDecimal={false}
          allowNegative={false}
          maw={260}
          data-testid="school-books-alert-level"
          {...form.getInputProps('booksAlertLevel')}
          error={error('booksAlertLevel')}
        />
        <Divider label={t('school.invoices.title')} labelPosition="left" />
        <InvoiceFields form={form} error={(path) => error(path)} />
        <Divider label={t('school.props.exams')} labelPosition="left" />
        {NUMBER_SETTINGS.filter(({ key }) => key === 'passingPercent').map((setting) => settingInput(setting, 260))}
        <Divider label={t('school.props.scheduler')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="school-scheduler-settings">
          {NUMBER_SETTINGS.filter(({ key }) => key !== 'passingPercent').map((setting) => settingInput(setting))}
        </SimpleGrid>
        <Checkbox.Group label={t('school.props.daysOfWork')} data-testid="school-days-of-work" {...form.getInputProps('settings.daysOfWork')}>
          <Group gap="md" mt={6}>
            {WEEKDAYS.map((day, i) => (
              <Checkbox key={day} value={String(day)} label={days[i]} data-testid={`school-day-${day}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label={t('school.props.categoriesToPick')} {...form.getInputProps('settings.categoriesToPick')}>
          <Group gap="md" mt={6}>
            {PICKABLE_CATEGORIES.map((category) => (
              <Checkbox key={category} value={category} label={displayCategory(category)} data-testid={`school-category-${category}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch
          label={t('school.props.generateScheduleForFreeDays')}
          data-testid="school-free-days"
          {...form.getInputProps('settings.generateScheduleForFreeDays', { type: 'checkbox' })}
        />
        <Switch
          label={t('school.props.ableToChangeCategory')}
          data-testid="school-change-category"
          {...form.getInputProps('settings.ableToChangeCategory', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={save.submitting} data-testid="school-properties-submit">
            {t('school.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
