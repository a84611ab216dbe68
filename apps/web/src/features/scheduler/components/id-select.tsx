import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One record chosen by id: "choose…" first (no record), then `options`. */
export function IdSelect({ label, value, onChange, options, error, testId }: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  options: { value: string; label: string }[];
  error?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      data-testid={testId}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      data={[{ value: '', label: t('scheduler.dialog.choose') }, ...options]}
      error={error}
    />
  );
}

/** People (instructors, learners) as options named "Last First". */
export function personOptions(people: { id: number; firstName: string; lastName: string }[] | undefined): { value: string; label: string }[] {
  return (people ?? []).map((p) => ({ value: String(p.id), label: `${p.lastName} ${p.firstName}` }));
}
