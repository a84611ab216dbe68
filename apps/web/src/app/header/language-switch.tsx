import { LANGUAGE_SWITCH_ORDER } from '@osk/contract';
import { useTranslation } from 'react-i18next';
import { LanguageIcon } from '../../components/icons';
import { changeLanguage, currentLanguage } from '../../lib/i18n/i18n';
import { bcp47Of, isLanguage } from '../../lib/i18n/languages';
import classes from './language-switch.module.css';

/**
 * Language switch offering PL, EN, DE, UA, RU (spec §2); the choice is remembered. A native select
 * rather than a dropdown menu: the menu's positioning library alone cost about 20 KB gzipped on
 * the landing page.
 */
export function LanguageSwitch() {
  // useTranslation re-renders this on every language change, so reading the language here is enough.
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <label className={classes.root}>
      <LanguageIcon size={18} />
      <span aria-hidden="true">{active.toUpperCase()}</span>
      <select
        className={classes.select}
        value={active}
        onChange={(event) => {
          const language = event.currentTarget.value;
          if (isLanguage(language)) void changeLanguage(language);
        }}
        aria-label={t('header.language', { language: t(`languages.${active}`) })}
        data-testid="lang-switch"
      >
        {LANGUAGE_SWITCH_ORDER.map((language) => (
          <option key={language} value={language} lang={bcp47Of(language)}>
            {language.toUpperCase()} · {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
