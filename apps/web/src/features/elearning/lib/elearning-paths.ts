import { isAccessActive, PARTNER_SOURCES, type UserSource } from '@osk/contract';

/** Paths of the e-learning and lecture screens (spec §2). */
export const ELEARNING_PATHS = {
  choose: '/elearning/choose',
  lectures: '/lecture',
} as const;

/** The modules page of a course. */
export function modulesPath(courseId: number): string {
  return `/elearning/modules/${courseId}`;
}

/** The slide viewer on a module's slide (`lesson` numbers the module's slides from 1). */
export function slidePath(moduleId: number, lesson: number): string {
  return `/elearning/slaid/${moduleId}?lesson=${lesson}`;
}

/**
 * Whether a user comes from the partner e-learning platform (spec §1: they do not see the learning
 * hub). The same rule as the header menu's; features may not import app/, and it is one line.
 */
export function isPartnerSource(userSource: UserSource): boolean {
  return PARTNER_SOURCES.includes(userSource);
}

/** How an access window stands (spec §4): active today or later, expired, or never bought. */
export type AccessState = 'active' | 'expired' | 'none';

export function accessState(till: string | null, today: string): AccessState {
  if (till === null) return 'none';
  return isAccessActive(till, today) ? 'active' : 'expired';
}

/** The course language of the interface language (`?language=`): its code upper-cased. */
export function courseLanguageOf(language: string): string {
  return language.toUpperCase();
}
