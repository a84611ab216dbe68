import type { LocaleOf } from '../assemble-locale';
import actions from './actions.json';
import auth from './auth.json';
import blog from './blog.json';
import common from './common.json';
import contact from './contact.json';
import exam from './exam.json';
import learn from './learn.json';
import questionBank from './questionBank.json';
import elearning from './elearning.json';
import stats from './stats.json';
import payments from './payments.json';
import profile from './profile.json';
import recovery from './recovery.json';
import register from './register.json';
import schoolLinks from './schoolLinks.json';
import school from './school.json';
import schoolStudents from './schoolStudents.json';
import internalExams from './internalExams.json';
import orders from './orders.json';
import scheduler from './scheduler.json';
import pkk from './pkk.json';
import pkkSigning from './pkkSigning.json';
import instructor from './instructor.json';
import schoolResources from './schoolResources.json';
import publicPages from './public.json';

/**
 * The section modules of Polish, the reference locale and the fallback of every other language;
 * lib/i18n's loader makes them one tree (assembleLocale). Listed rather than globbed so that `PlTexts`
 * types every key.
 */
export const plModules = { actions, auth, blog, common, contact, exam, learn, questionBank, elearning, stats, payments, profile, recovery, register, schoolLinks, school, schoolStudents, internalExams, orders, scheduler, pkk, pkkSigning, instructor, schoolResources, publicPages };

/** The Polish texts as one tree: the type of every translation key. */
export type PlTexts = LocaleOf<typeof plModules>;
