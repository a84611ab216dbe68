import type { School } from '@osk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLinkFrame, PageLoadError, PageLoading } from '../../../components/page-frame';
import { useCurrentSchool } from '../../../entities/school/current-school';
import { ORDER_PATHS } from '../lib/paths';

/** A page of the order screens: the link back to the school, a heading, actions and the content. */
export function OrdersFrame({ title, testId, actions, children }: { title: string; testId: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BackLinkFrame title={title} testId={testId} actions={actions} maxWidth={960} back={{ to: ORDER_PATHS.school, label: t('orders.back'), testId: 'orders-back' }}>
      {children}
    </BackLinkFrame>
  );
}

/** A loader while a query runs. */
export function Loading() {
  return <PageLoading testId="orders-loading" />;
}

/** A failed read with its reason and a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return <PageLoadError title={t('orders.loadError')} error={error} retry={retry} testId="orders-error" />;
}

/** Loads the logged-in school and renders `children` with it. */
export function WithSchool({ children }: { children: (school: School) => ReactNode }) {
  const school = useCurrentSchool();
  if (school.isPending) return <Loading />;
  if (school.isError) return <LoadError error={school.error} retry={() => void school.refetch()} />;
  return children(school.data);
}
