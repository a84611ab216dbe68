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
  register: {
    title: 'Learner account',
    text: 'Create an account to practise exam questions, take mock exams and follow your progress.',
    action: 'Go to registration',
  },
  registerSchool: {
    title: 'Driving school account',
    text: 'Do you run a driving school? Create a school account to manage your learners, internal exams and driving schedule.',
    action: 'Register a driving school',
  },
  coupon: {
    title: 'Register with a coupon',
    text: 'Got a coupon from your driving school? Register with its code and the access is assigned to your account straight away.',
    action: 'Register with a coupon',
  },
  lostPassword: {
    title: 'Password recovery',
    text: 'On the password recovery page enter the e-mail address of your account and we will send you a link to set a new password.',
    action: 'Go to password recovery',
    back: 'Back to login',
  },
} satisfies LocaleTree;
