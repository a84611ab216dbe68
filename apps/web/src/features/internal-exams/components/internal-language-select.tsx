import { ExamLanguage } from '@osk/contract';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXAM_LANGUAGE_LABELS } from '../lib/internal-exams.lib';

/** The language of an internal exam (the school's start screen and the learner's alike). */
export function InternalLanguageSelect({ value, onChange }: { value: ExamLanguage; onChange: (language: ExamLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('internalExams.language')}
      value={value}
      onChange={(event) => {
        const parsed = ExamLanguage.safeParse(event.currentTarget.value);
        if (parsed.success) onChange(parsed.data);
      }}
      data={ExamLanguage.options.map((option) => ({ value: option, label: EXAM_LANGUAGE_LABELS[option] }))}
      data-testid="internal-language"
    />
  );
}
