import { EXAM_LANGUAGES, isExamLanguage, type ExamLanguage } from '@osk/contract';
import { Alert, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import classes from './exam-language-select.module.css';

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
  const id = useId();
  return (
    <Stack gap="xs">
      {/* A plain <select> drawn like Mantine's NativeSelect: the exam draws it in its first frame, and
          NativeSelect would bring Mantine's Input and Combobox modules with it (issue 19). */}
      <div className={classes.root}>
        <label className={classes.label} htmlFor={id}>
          {t('exam.info.language')}
        </label>
        <div className={classes.field}>
          <select
            id={id}
            className={classes.select}
            value={value}
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              if (isExamLanguage(chosen)) onChange(chosen);
            }}
            data-testid="exam-language"
          >
            {EXAM_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(LABEL_KEYS[language])}
              </option>
            ))}
          </select>
          <span className={classes.chevron} aria-hidden="true">
            <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
              <path
                d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
                fill="currentColor"
                fillRule="evenodd"
                clipRule="evenodd"
              />
            </svg>
          </span>
        </div>
      </div>
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
