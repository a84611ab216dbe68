import type { MessageKey } from '@osk/contract';
import type { PlTexts } from '../../locales/pl';

// Typed translation keys: t('header.login') is checked against the Polish reference locale and the
// contract's message catalogue, so a typo or a removed key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: PlTexts & Record<MessageKey, string> };
    returnNull: false;
  }
}
