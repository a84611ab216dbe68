import type { LocaleTree } from '../locale.types';

/** The instructor area: /instructor and /instructor/profile. */
export const instructor = {
  title: 'Instructor page',
  hello: 'Hello, {{name}}!',
  toScheduler: 'Driving schedule',
  toProfile: 'My profile',
  upcoming: 'Upcoming lessons ({{days}} days)',
  loadError: 'The data could not be loaded.',
  noLessons: 'No lessons planned.',
  date: 'Date',
  time: 'Time',
  type: 'Type',
  who: 'Learner / group',
  car: 'Car',
  lessonType: {
    DRIVE: 'Driving',
    LECTURE: 'Lecture',
  },
  feed: {
    title: 'Calendar on your phone',
    intro: 'Add this address as a calendar subscription (Google, Apple, Outlook) to see your lessons on your phone. The address is secret – do not share it.',
    url: 'Calendar address',
    copy: 'Copy',
    copied: 'Copied',
    rotate: 'Create a new address',
    revoke: 'Turn off',
    create: 'Turn on the phone calendar',
    activeNoUrl: 'The phone calendar is on. The address is shown only once, when it is made; if you do not have it, make a new one (the previous one stops working).',
  },
  profile: {
    title: 'My profile',
    saved: 'Changes saved.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    notifications: 'Lesson notifications',
    changePassword: 'Change password',
    save: 'Save',
  },
} satisfies LocaleTree;
