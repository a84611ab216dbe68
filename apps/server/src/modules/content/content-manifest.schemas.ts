import { z } from 'zod';
import { Category, CourseLanguage } from '@osk/contract';

/**
 * The `manifest.json` of a content folder loaded by `npm run content:import` (see README "Content").
 * Messages are plain English for the command-line report; each problem is reported with the JSON path
 * of the value (`modules[1].subjects[0].slides[2].narration`).
 */

type Issue = { input?: unknown; code?: string };

/** A message for a value of the wrong type, or "is required" when it is missing. */
function typed(expected: string): (issue: Issue) => string {
  return (issue) => (issue.input === undefined ? 'is required' : `must be ${expected}`);
}

const text = (max: number) =>
  z
    .string({ error: typed('a text') })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

/** Keys name media folders and stay stable across imports: lower-case letters, digits and hyphens. */
export const CONTENT_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const contentKey = z
  .string({ error: typed('a text') })
  .regex(CONTENT_KEY_PATTERN, 'must be 1-64 lower-case letters, digits or hyphens (not at either end)');

const category = z.string({ error: typed('a category') }).refine((v) => Category.safeParse(v).success, {
  message: `must be one of the categories ${Category.options.join(', ')}`,
});
const language = z.string({ error: typed('a language') }).refine((v) => CourseLanguage.safeParse(v).success, {
  message: `must be one of the languages ${CourseLanguage.options.join(', ')}`,
});
/** A media file's path inside the folder; its safety, existence and type are checked separately. */
const mediaPath = z.string({ error: typed('a file path') }).min(1, 'must not be empty');

const slide = z.strictObject(
  {
    name: text(300),
    content: z.string({ error: typed('a text') }).max(20_000, 'must be at most 20000 characters'),
    image: mediaPath.optional(),
    narration: mediaPath.optional(),
    video: mediaPath.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : typed('an object')(issue)) },
);

const subject = z.strictObject(
  {
    name: text(300),
    slides: z.array(slide, { error: typed('a list of slides') }).min(1, 'must have at least one slide'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : typed('an object')(issue)) },
);

const courseModule = z.strictObject(
  {
    number: z.number({ error: typed('a whole number') }).int('must be a whole number').positive('must be 1 or more'),
    name: text(300),
    subjects: z.array(subject, { error: typed('a list of subjects') }).min(1, 'must have at least one subject'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : typed('an object')(issue)) },
);

/** A course: modules numbered 1..n, each with subjects of slides. */
export const CourseManifest = z.strictObject({
  kind: z.literal('course'),
  key: contentKey,
  category,
  language,
  name: text(300),
  description: z.string({ error: typed('a text') }).max(5_000, 'must be at most 5000 characters').default(''),
  modules: z.array(courseModule, { error: typed('a list of modules') }).min(1, 'must have at least one module'),
});
export type CourseManifest = z.infer<typeof CourseManifest>;

/** Vimeo addresses a lecture may point at instead of a local film. */
export const VIMEO_LINK_PATTERN = /^https:\/\/(?:vimeo\.com\/|player\.vimeo\.com\/video\/)\d{1,12}$/;

const lecture = z.strictObject(
  {
    key: contentKey,
    title: text(300),
    description: z.string({ error: typed('a text') }).max(5_000, 'must be at most 5000 characters').default(''),
    file: mediaPath.optional(),
    vimeo: z
      .string({ error: typed('a Vimeo address') })
      .regex(VIMEO_LINK_PATTERN, 'must be https://vimeo.com/<digits> or https://player.vimeo.com/video/<digits>')
      .optional(),
    time: z
      .number({ error: typed('a whole number of seconds') })
      .int('must be a whole number of seconds')
      .positive('must be more than 0 seconds')
      .max(86_400, 'must be at most 86400 seconds'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : typed('an object')(issue)) },
);

/** A set of lectures (ordered as listed); category null: for every category. */
export const LecturesManifest = z.strictObject({
  kind: z.literal('lectures'),
  key: contentKey,
  language,
  category: category.nullable().default(null),
  lectures: z.array(lecture, { error: typed('a list of lectures') }).min(1, 'must have at least one lecture'),
});
export type LecturesManifest = z.infer<typeof LecturesManifest>;

/** A JSON path as the report prints it: `modules[1].subjects[0].name`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(manifest)';
}
