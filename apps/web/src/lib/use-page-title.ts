import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "{title} | Prawko OSK" in the current language. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const full = t('common.pageTitle', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
