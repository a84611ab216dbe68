import type { School } from '@osk/contract';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionFrame } from '../../../components/section-frame';
import { WithCurrentSchool } from '../../../entities/school/with-current-school';

/** The learner screens' page (the page's link back, a heading, the content), loader and failed-read alert. */
export const { Frame: StudentsFrame, Loading, LoadError } = sectionFrame('students', { maxWidth: 1100, back: undefined, loadErrorTitle: (t) => t('schoolStudents.loadError') });

/** Loads the logged-in school and renders `children` with it. */
export function WithSchool({ children }: { children: (school: School) => ReactNode }) {
  return <WithCurrentSchool states={{ Loading, LoadError }}>{children}</WithCurrentSchool>;
}

/** The school's stock: learning days and books. */
export function StockLine({ school }: { school: School }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" data-testid="students-stock">
      <Text size="sm">
        {t('schoolStudents.stock.days')}: <b data-testid="stock-days">{school.numberOfDaysOfLearn}</b>
      </Text>
      <Text size="sm">
        {t('schoolStudents.stock.books')}: <b data-testid="stock-books">{school.numberOfBooks}</b>
      </Text>
    </Group>
  );
}
