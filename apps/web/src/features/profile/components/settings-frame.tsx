import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPageFrame } from '../../../components/page-frame';

export interface SettingsFrameProps {
  title: string;
  intro?: ReactNode;
  /** Where the back link leads. */
  backTo: string;
  testId: string;
  children: ReactNode;
}

/** The frame of an account settings page: back link, heading, an intro and the form on a card. */
export function SettingsFrame({ title, intro, backTo, testId, children }: SettingsFrameProps) {
  const { t } = useTranslation();
  return (
    <CardPageFrame title={title} intro={intro} testId={testId} back={{ to: backTo, label: t('profile.back') }} maxWidth={640}>
      {children}
    </CardPageFrame>
  );
}
