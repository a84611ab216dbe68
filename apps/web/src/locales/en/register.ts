import type { LocaleTree } from '../locale.types';

/** Texts of the registration wizard, the register and coupon views of the login modal, activation. */
export const register = {
  pageTitle: 'Registration',
  lead: 'Create a learner account: practise exam questions, take mock exams and track your progress.',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  haveCoupon: 'Have a coupon? Register with a coupon',
  stages: {
    STAGE_1: {
      label: 'Account details',
      description: 'E-mail and password',
    },
    STAGE_2: {
      label: 'Promo code',
      description: 'Optional',
    },
    STAGE_3: {
      label: 'Confirmation',
      description: 'Check your mailbox',
    },
  },
  fields: {
    email: 'E-mail address',
    password: 'Password',
    repeatPassword: 'Repeat password',
    phoneNumber: 'Phone number',
    phoneHint: 'Optional. Only a number registered in Poland, e.g. 600100200 or +48 600-100-200.',
    firstName: 'First name',
    lastName: 'Last name',
    category: 'Licence category',
    categoryHint: 'You can change the category later in your profile.',
    acceptPrefix: 'I accept the',
    terms: 'terms and conditions',
  },
  categories: {
    A: 'motorcycle',
    M: 'moped',
    B: 'car',
    C: 'truck',
    D: 'bus',
    T: 'farm tractor',
    P: 'tram permit',
  },
  wizard: {
    next: 'Next',
    back: 'Back',
    skip: 'Skip and register',
    submit: 'Register',
    stageOf: 'Step {{current}} of {{total}}: {{label}}',
  },
  promo: {
    title: 'Do you have a promo code?',
    lead: 'Enter a code from your driving school or a promotion – the access is added to your account right away. No code? Skip this step.',
    code: 'Promo code',
  },
  mailbox: {
    title: 'Check your mailbox',
    text: 'We have sent an activation link to {{email}}. Click it to activate your account.',
    hint: 'The link is valid for 7 days. If the message has not arrived, check your spam folder.',
    login: 'Go to login',
    home: 'Home page',
  },
  dialog: {
    successTitle: 'Registration complete',
    failureTitle: 'Registration failed',
    sentTo: 'We have sent the activation link to {{email}}.',
    ok: 'OK',
  },
  view: {
    promoHint: 'Have a promo code?',
    toWizard: 'Register with the wizard',
  },
  coupon: {
    pageTitle: 'Register with a coupon',
    lead: 'Got a coupon from your driving school? Enter your e-mail address, phone number and the code – the access is added to your new account right away.',
    phoneHint: 'A number registered in Poland, e.g. 600100200.',
    code: 'Coupon code',
    submit: 'Register with the coupon',
    valid: 'CODE VALID',
    invalid: 'CODE INVALID',
    setPasswordHint: 'You will set your password after clicking the activation link in the message.',
  },
  activation: {
    checking: 'Checking the activation link…',
    setPasswordTitle: 'Set your password and activate the account',
    setPasswordLead: 'The account {{email}} was created with a coupon. Set a password and enter your first and last name to activate it.',
    setPasswordSubmit: 'Activate account',
    invalidTitle: 'Invalid activation link',
    expiredTitle: 'Activation link expired',
    resend: 'Send a new link',
  },
} as const satisfies LocaleTree;
