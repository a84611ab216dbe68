import type { LocaleModules } from '../assemble-locale';

/** The section files of this language's folder (JSON: data, edited by translators); lib/i18n's loader makes them one tree (assembleLocale). */
export const deModules: LocaleModules = import.meta.glob<LocaleModules[string]>('./*.json', { eager: true, import: 'default' });
