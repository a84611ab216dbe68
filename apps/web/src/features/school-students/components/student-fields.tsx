import { LEARNER_CATEGORIES, STUDENT_REMARKS_MAX, displayCategory } from '@osk/contract';
import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The learner categories a school picks from, as "B – samochód osobowy". */
export function useCategoryOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  return LEARNER_CATEGORIES.map((c) => ({ value: c, label: `${displayCategory(c)} – ${t(`register.categories.${c}`)}` }));
}

type Name = 'firstName' | 'lastName';

/** The learner's first and last name side by side (test ids `{testIdPrefix}-first-name`, `-last-name`). */
export function NameFields({ values, onChange, error, testIdPrefix }: { values: Record<Name, string>; onChange: (field: Name, value: string) => void; error: (field: Name) => ReactNode; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t('schoolStudents.form.firstName')} required value={values.firstName} onChange={(e) => onChange('firstName', e.currentTarget.value)} error={error('firstName')} data-testid={`${testIdPrefix}-first-name`} />
      <TextInput label={t('schoolStudents.form.lastName')} required value={values.lastName} onChange={(e) => onChange('lastName', e.currentTarget.value)} error={error('lastName')} data-testid={`${testIdPrefix}-last-name`} />
    </SimpleGrid>
  );
}

/** The school's remarks on the learner, at most STUDENT_REMARKS_MAX characters (`counted`: with the count typed so far). */
export function RemarksField({ value, onChange, error, counted = false, testId }: { value: string; onChange: (value: string) => void; error: ReactNode; counted?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('schoolStudents.form.remarks')}
      autosize
      minRows={2}
      maxLength={STUDENT_REMARKS_MAX}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      description={counted ? `${value.length}/${STUDENT_REMARKS_MAX}` : undefined}
      data-testid={testId}
    />
  );
}
