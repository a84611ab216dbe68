import type { LocaleTree } from '../locale.types';

export const actions = {
  login: 'Log in',
  home: 'Go to the home page',
  types: {
    PAYMENT_STUDENT_SUCCESS: {
      title: 'Thank you for your payment',
      message: 'Your payment has been received. Your access will be extended automatically once the payment provider confirms it.',
    },
    PAYMENT_SCHOOL_SUCCESS: {
      title: 'Thank you for your payment',
      message: 'Your payment has been received. The purchased services will appear in the school account once it is confirmed.',
    },
    PAYMENT_ERROR: {
      title: 'Payment failed',
      message: 'An error occurred while processing the payment. Please try again in a moment.',
    },
    FINISH_PARTIAL_REGISTRATION: {
      title: 'Finish your registration',
      message: 'You will be taken to the form where you can finish the registration your driving school started.',
    },
    LIWONA_LOGIN: {
      title: 'Logged in via the partner platform',
      message: 'You have logged in through the partner e-learning platform. You can continue learning.',
    },
    LIWONA_LOGIN_ERROR: {
      title: 'Login failed',
      message: 'Logging in through the partner platform failed. Try again from the platform or log in directly.',
    },
    TESTS_FROM_OSK: {
      title: 'Exams from your driving school',
      message: 'Your driving school has given you mock exams. You will find them under Exam.',
    },
    LEARN_FROM_OSK: {
      title: 'Learning access from your driving school',
      message: 'Your driving school has given you access to learning. Your profile shows how long it lasts.',
    },
    SOCIAL_LOGIN_SUCCESS: {
      title: 'Logged in',
      message: 'You have logged in with your social media account.',
    },
    SOCIAL_LOGIN_ERROR: {
      title: 'Login failed',
      message: 'Logging in with your social media account failed. Try again or log in with your login and password.',
    },
    SOCIAL_ACCOUNT_REMOVED: {
      title: 'Link removed',
      message: 'The link to your social media account has been removed.',
    },
    RESET_PASSWORD: {
      title: 'Your password has been changed',
      message: 'Your password has been changed and every session of your account has ended. Log in with your new password.',
    },
    ACTIVATE_ACCOUNT: {
      title: 'Your account is active',
      message: 'Thank you for confirming your e-mail address. You can log in now.',
    },
    ALREADY_CONFIRMED: {
      title: 'Your account is already active',
      message: 'This link has already been used. You can log in.',
    },
    NOT_LOGGED_IN: {
      title: 'You are not logged in',
      message: 'This page is available only after logging in.',
    },
    SESSION_EXPIRED: {
      title: 'Session expired',
      message: 'You have been logged out.',
    },
    ASSIGN_STUDENT: {
      title: 'Assigned to a driving school',
      message: 'Your account has been assigned to a driving school. Your profile shows the details.',
    },
    PAGE_NOT_FOUND: {
      title: 'Page not found',
      message: 'The page you are looking for does not exist or has been moved.',
    },
  },
} satisfies LocaleTree;
