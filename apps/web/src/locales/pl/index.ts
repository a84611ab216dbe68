import type { LocaleOf } from '../assemble-locale';
import * as actions from './actions';
import * as auth from './auth';
import * as blog from './blog';
import * as common from './common';
import * as contact from './contact';
import * as exam from './exam';
import * as learn from './learn';
import * as elearning from './elearning';
import * as stats from './stats';
import * as payments from './payments';
import * as profile from './profile';
import * as recovery from './recovery';
import * as register from './register';
import * as schoolLinks from './schoolLinks';
import * as school from './school';
import * as schoolStudents from './schoolStudents';
import * as internalExams from './internalExams';
import * as orders from './orders';
import * as scheduler from './scheduler';
import * as pkk from './pkk';
import * as pkkSigning from './pkkSigning';
import * as instructor from './instructor';
import * as schoolResources from './schoolResources';
import * as publicPages from './public';

/**
 * The section modules of Polish, the reference locale and the fallback of every other language;
 * lib/i18n's loader makes them one tree (assembleLocale). Listed rather than globbed so that `PlTexts`
 * types every key.
 */
export const plModules = { actions, auth, blog, common, contact, exam, learn, elearning, stats, payments, profile, recovery, register, schoolLinks, school, schoolStudents, internalExams, orders, scheduler, pkk, pkkSigning, instructor, schoolResources, publicPages };

/** The Polish texts as one tree: the type of every translation key. */
export type PlTexts = LocaleOf<typeof plModules>;
