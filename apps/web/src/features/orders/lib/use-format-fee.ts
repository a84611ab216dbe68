import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { bcp47Of } from '../../../lib/i18n/languages';

/** Formats grosz as an amount with two decimals in the current language ("25,00 zł"). */
export function useFormatFee(): (grosz: number) => string {
  const { t, i18n } = useTranslation();
  void i18n.language;
  return (grosz) => {
    const amount = new Intl.NumberFormat(bcp47Of(currentLanguage()), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grosz / 100);
    return t('common.price', { amount });
  };
}
