import type { LocaleOf } from '../assemble-locale';
import { plFirstFrameModules } from './first-frame';
import { plRestModules } from './rest';
import { plSchoolModules } from './school-area';

/**
 * The section modules of Polish, the reference locale and the fallback of every other language;
 * lib/i18n's loader makes them one tree (assembleLocale), loading its three parts (first-frame, rest, school-area) in turns. Listed rather than globbed so that `PlTexts`
 * types every key.
 */
export const plModules = { ...plFirstFrameModules, ...plRestModules, ...plSchoolModules };

/** The Polish texts as one tree: the type of every translation key. */
export type PlTexts = LocaleOf<typeof plModules>;
