import type { LocaleTree } from '../locale.types';
import { common, cookies, footer, header, languages, session } from './common.json';
import { home, offer, pricing } from './public.json';

/**
 * The Polish texts the landing page draws before anything else loads: header, footer, cookie banner
 * and the home page. The rest of `pl` arrives in its own chunk right after start, and every lazily
 * loaded page or dialog waits for it (lib/i18n `withTexts`), so the landing bundle carries only these.
 */
export const plCore = { common, header, languages, footer, cookies, session, home, offer, pricing } as const satisfies LocaleTree;
