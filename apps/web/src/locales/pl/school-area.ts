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

/** The Polish sections of the school's and the instructor's pages (lib/i18n loads them in turns with the others, issue 19). */
export const plSchoolModules = { schoolLinks, school, schoolStudents, internalExams, orders, scheduler, pkk, pkkSigning, instructor, schoolResources };
