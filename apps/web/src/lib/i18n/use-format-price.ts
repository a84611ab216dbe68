import { useTranslation } from 'react-i18next';
import { formatPlnAmount } from '../money';
import { currentLanguage } from './i18n';

/** Formats grosz as a price in the current language ("19 zł", "PLN 19"). */
export function useFormatPrice(): (grosz: number) => string {
  const { t, i18n } = useTranslation();
  // Reading i18n.language ties the formatter to re-renders on a language switch.
  void i18n.language;
  return (grosz) => t('common.price', { amount: formatPlnAmount(grosz, currentLanguage()) });
}
