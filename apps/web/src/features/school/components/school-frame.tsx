import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPageFrame } from '../../../components/page-frame';
import { SCHOOL_PATHS } from '../lib/school-paths';

export interface SchoolFrameProps {
  title: string;
  intro?: ReactNode;
  testId: string;
  /** Wider frame for forms with several columns. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of a school settings page: the link back to /school, a heading, an intro and a card. */
export function SchoolFrame({ title, intro, testId, wide = false, children }: SchoolFrameProps) {
  const { t } = useTranslation();
  return (
    <CardPageFrame title={title} intro={intro} testId={testId} back={{ to: SCHOOL_PATHS.home, label: t('school.back'), testId: 'school-back' }} maxWidth={wide ? 880 : 640}>
      {children}
    </CardPageFrame>
  );
}
