import { EXAM_LANGUAGES, isExamLanguage, type ExamLanguage } from '@osk/contract';
import { Alert, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';

export interface ExamLanguageSelectProps {
  value: ExamLanguage;
  onChange: (language: ExamLanguage) => void;
  /** Show the spec's warning that the subscription does not allow another language. */
  warn: boolean;
  disabled?: boolean;
}

const LABEL_KEYS = { PL: 'languages.pl', EN: 'languages.en', DE: 'languages.de', UA: 'languages.ua' } as const;

/** The exam language (PL, EN, DE, UA), each named in itself, with the subscription warning. */
export function ExamLanguageSelect({ value, onChange, warn, disabled }: ExamLanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('exam.info.language')}
        value={value}
        disabled={disabled}
        data={EXAM_LANGUAGES.map((language) => ({ value: language, label: t(LABEL_KEYS[language]) }))}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isExamLanguage(chosen)) onChange(chosen);
        }}
        maw={320}
        data-testid="exam-language"
      />
      {warn && (
        <Alert color="yellow" icon={<AlertIcon />} data-testid="exam-language-warning">
          {t('msg.warn.exam.language.not.allowed')}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Whether the spec's language warning applies (§6): a student without multiLanguage, a language other
 * than Polish, and not an internal exam account.
 */
export function languageNotAllowed(
  student: { multiLanguage: boolean; internalExamAccount: boolean } | null,
  language: ExamLanguage,
): boolean {
  return student !== null && !student.multiLanguage && language !== 'PL' && !student.internalExamAccount;
}
