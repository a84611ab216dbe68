import type { LocaleTree } from '../locale.types';

export const contact = {
  pageTitle: 'Contact',
  lead: 'A question about access, payment or working with a driving school? Write to us – we usually reply within one working day.',
  name: 'First and last name',
  email: 'E-mail address',
  message: 'Message',
  submit: 'Send message',
} satisfies LocaleTree;
