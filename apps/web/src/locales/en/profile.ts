import type { LocaleTree } from '../locale.types';

export const profile = {
  pageTitle: 'My profile',
  greeting: 'Hello, {{name}}!',
  details: 'Account details',
  email: 'E-mail',
  phone: 'Phone',
  noPhone: 'not given',
  category: 'Licence category',
  school: 'Driving school',
  noSchool: 'You are not assigned to any driving school.',
  access: 'Your access',
  accessKinds: {
    learning: 'Learning and mock exams',
    lectures: 'E-lectures',
    qualificationC: 'Initial qualification – category C',
    qualificationD: 'Initial qualification – category D',
  },
  status: {
    active: 'Active',
    expired: 'Expired',
    none: 'None',
  },
  validTill: 'Valid until {{date}}',
  expiredOn: 'Expired on {{date}}',
  noAccess: 'You do not have this access yet.',
  daysLeft_one: '{{count}} day left',
  daysLeft_other: '{{count}} days left',
  loadError: 'Your profile could not be loaded.',
} satisfies LocaleTree;
