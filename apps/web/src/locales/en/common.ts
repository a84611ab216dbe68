import type { LocaleTree } from '../locale.types';

export const common = {
  appName: 'Prawko OSK',
  loading: 'Loading…',
  close: 'Close',
  pagination: { previous: 'Previous page', next: 'Next page', first: 'First page', last: 'Last page', page: 'Page {{page}}' },
  retry: 'Try again',
  reload: 'Reload the page',
  backToTop: 'Scroll to the top of the page',
  networkError: 'Cannot reach the server. Check your internet connection and try again.',
  pageLoadError: 'This page could not be loaded. Reload it and try again.',
  price: 'PLN {{amount}}',
  pageTitle: '{{title}} | Prawko OSK',
} satisfies LocaleTree;

export const header = {
  homeAria: 'Prawko OSK – home page',
  mainNav: 'Main menu',
  openMenu: 'Open menu',
  login: 'Log in',
  logout: 'Log out',
  loggedOut: 'You have been logged out.',
  language: 'Language: {{language}}. Change language',
  nav: {
    home: 'Home',
    offer: 'Offer',
    pricing: 'Pricing',
    privacy: 'Privacy policy',
    about: 'About us',
    blog: 'News',
    contact: 'Contact',
    profile: 'My profile',
    nauka: 'Learning',
    learn: 'Questions',
    exam: 'Exam',
    stats: 'Statistics',
    subscription: 'Subscription',
    schoolProfile: 'School profile',
    internalExam: 'Internal exam',
    createStudents: 'Add students',
    buy: 'Buy access',
    instructorProfile: 'My profile',
    scheduler: 'Driving schedule',
    orders: 'Orders',
  },
} satisfies LocaleTree;

export { languages } from '../language-names';

export const footer = {
  nav: 'Information',
  rights: '© {{year}} Prawko OSK',
  about: 'About us',
  contact: 'Contact',
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  install: 'Install the app',
} satisfies LocaleTree;

export const cookies = {
  label: 'Cookie notice',
  text: 'Prawko OSK uses cookies that are necessary for the service to work and to remember your settings.',
  privacy: 'More in the privacy policy',
  accept: 'I understand and accept',
} satisfies LocaleTree;

export const session = {
  warningTitle: 'Are you still there?',
  warningText_one: 'Because of inactivity you will be logged out in {{count}} second.',
  warningText_other: 'Because of inactivity you will be logged out in {{count}} seconds.',
  stay: 'Stay logged in',
} satisfies LocaleTree;
