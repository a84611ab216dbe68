import type { Language } from '@osk/contract';
import { bcp47Of } from './i18n/languages';

/**
 * The amount of a grosz value in PLN as the language writes numbers: whole złoty without decimals
 * ("19"), otherwise two decimals ("19,50"). The currency sign comes from the locale (common.price).
 */
export function formatPlnAmount(grosz: number, language: Language): string {
  const whole = grosz % 100 === 0;
  return new Intl.NumberFormat(bcp47Of(language), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(grosz / 100);
}
