import type { LocaleModules } from '../assemble-locale';

/** The section modules of this language's folder; lib/i18n's loader makes them one tree (assembleLocale). */
export const deModules: LocaleModules = import.meta.glob<LocaleModules[string]>(['./*.ts', '!./index.ts'], { eager: true });
