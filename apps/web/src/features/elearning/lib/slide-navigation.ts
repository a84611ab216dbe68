import type { CourseModule, Slide } from '@osk/contract';

/** A place in a course: a module and the slide's number in it. */
export interface SlideTarget {
  moduleId: number;
  lesson: number;
}

function ordered(modules: readonly CourseModule[]): CourseModule[] {
  return [...modules].filter((module) => module.slaidsNumber > 0).sort((a, b) => a.moduleNumber - b.moduleNumber);
}

/** The slide after this one: the next in the module, else the first of the next module, else none (end of the course). */
export function nextSlide(slide: Slide, modules: readonly CourseModule[] | undefined): SlideTarget | null {
  if (slide.lessonNumber < slide.slaidsInModule) return { moduleId: slide.courseModuleId, lesson: slide.lessonNumber + 1 };
  const after = ordered(modules ?? []).find((module) => module.moduleNumber > slide.module.moduleNumber);
  return after ? { moduleId: after.id, lesson: 1 } : null;
}

/** The slide before this one: the previous in the module, else the last of the previous module, else none. */
export function previousSlide(slide: Slide, modules: readonly CourseModule[] | undefined): SlideTarget | null {
  if (slide.lessonNumber > 1) return { moduleId: slide.courseModuleId, lesson: slide.lessonNumber - 1 };
  const before = ordered(modules ?? [])
    .reverse()
    .find((module) => module.moduleNumber < slide.module.moduleNumber);
  return before ? { moduleId: before.id, lesson: before.slaidsNumber } : null;
}

/** The slide's text as paragraphs (separated by blank lines in the content). */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
