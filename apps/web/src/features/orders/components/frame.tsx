import type { School } from '@osk/contract';
import type { ReactNode } from 'react';
import { sectionFrame } from '../../../components/section-frame';
import { WithCurrentSchool } from '../../../entities/school/with-current-school';
import { ORDER_PATHS } from '../lib/paths';

/** The order screens' page (the link back to the school, a heading, actions, the content), loader and failed-read alert. */
export const { Frame: OrdersFrame, Loading, LoadError } = sectionFrame('orders', { maxWidth: 960, back: (t) => ({ to: ORDER_PATHS.school, label: t('orders.back') }), loadErrorTitle: (t) => t('orders.loadError') });

/** Loads the logged-in school and renders `children` with it. */
export function WithSchool({ children }: { children: (school: School) => ReactNode }) {
  return <WithCurrentSchool states={{ Loading, LoadError }}>{children}</WithCurrentSchool>;
}
