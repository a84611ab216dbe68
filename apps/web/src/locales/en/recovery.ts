import type { LocaleTree } from '../locale.types';

/** Texts of the lost password and password reset. */
export const recovery = {
  lostPassword: {
    title: 'Forgot your password?',
    text: 'Enter the e-mail address of your account. We will send you a link to set a new password.',
    email: 'E-mail address',
    submit: 'Send link',
    sentTitle: 'Check your mailbox',
    sentHint: 'The link is valid for one hour and can be used only once. If the message does not arrive, check your spam folder.',
    back: 'Back to login',
  },
  reset: {
    title: 'Set a new password',
    forAccount: 'Account: {{email}}',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    submit: 'Save the new password',
    hint: 'After saving the new password you will be logged out on all devices.',
    checking: 'Checking the link…',
    invalidTitle: 'The link is no longer active',
    requestNew: 'Send a new link',
  },
} as const satisfies LocaleTree;
