import type { LocaleTree } from '../locale.types';
import { actions } from './actions';
import { auth } from './auth';
import { blog } from './blog';
import { common, cookies, footer, header, languages, session } from './common';
import { contact } from './contact';
import { exam } from './exam';
import { learn } from './learn';
import { elearning } from './elearning';
import { stats } from './stats';
import { payments } from './payments';
import { profile } from './profile';
import { recovery } from './recovery';
import { register } from './register';
import { schoolLinks } from './schoolLinks';
import { school } from './school';
import { schoolStudents } from './schoolStudents';
import { internalExams } from './internalExams';
import { orders } from './orders';
import { scheduler } from './scheduler';
import { pkk } from './pkk';
import { pkkSigning } from './pkkSigning';
import { instructor } from './instructor';
import { schoolResources } from './schoolResources';
import { about, home, install, offer, pricing, privacy, terms } from './public';

export const de = {
  common,
  header,
  languages,
  footer,
  cookies,
  session,
  auth,
  profile,
  actions,
  home,
  offer,
  pricing,
  about,
  privacy,
  terms,
  install,
  contact,
  exam,
  learn,
  elearning,
  stats,
  payments,
  blog,
  register,
  recovery,
  schoolLinks,
  school,
  schoolStudents,
  internalExams,
  orders,
  scheduler,
  instructor,
  schoolResources,
  pkk,
  pkkSigning,
} satisfies LocaleTree;
