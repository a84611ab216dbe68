import actions from './actions.json';
import auth from './auth.json';
import blog from './blog.json';
import common from './common.json';
import contact from './contact.json';
import questionBank from './questionBank.json';
import elearning from './elearning.json';
import stats from './stats.json';
import payments from './payments.json';
import profile from './profile.json';
import recovery from './recovery.json';
import register from './register.json';
import publicPages from './public.json';

/** The Polish sections of the learner's and the public pages besides the first frame's (lib/i18n loads them in turns with the others, issue 19). */
export const plRestModules = { actions, auth, blog, common, contact, questionBank, elearning, stats, payments, profile, recovery, register, publicPages };
