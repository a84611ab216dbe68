import type { School } from '@osk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadError, PageLoading } from '../../../components/page-frame';
import { WithCurrentSchool } from '../../../entities/school/with-current-school';

const STATES = {
  Loading: () => <PageLoading testId="school-loading" />,
  LoadError: function SchoolLoadError({ error, retry }: { error: unknown; retry: () => void }) {
    const { t } = useTranslation();
    return <PageLoadError title={t('school.loadError')} error={error} retry={retry} testId="school-error" />;
  },
};

/** Loads the logged-in school and renders `children` with it; a loader meanwhile, the error with a retry. */
export function SchoolLoader({ children }: { children: (school: School) => ReactNode }) {
  return <WithCurrentSchool states={STATES}>{children}</WithCurrentSchool>;
}
