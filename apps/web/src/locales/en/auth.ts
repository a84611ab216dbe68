import type { LocaleTree } from '../locale.types';

export const auth = {
  modalTitle: 'Your Prawko OSK account',
  tabsLabel: 'Log in and register',
  tabs: {
    login: 'Log in',
    register: 'Register',
    registerSchool: 'Driving school',
    coupon: 'Coupon',
  },
  login: {
    userName: 'Login',
    userNameHint: 'E-mail address or phone number',
    password: 'Password',
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
  },
  registerSchool: {
    title: 'Driving school account',
    text: 'Do you run a driving school? Create a school account to manage your learners, internal exams and driving schedule.',
    action: 'Register a driving school',
  },
} satisfies LocaleTree;
