/** The paths of the media files (spec §7 `pliki`; our addition: question media); see exams/exams.paths.ts for why they stand apart. */
export const MEDIA_PATHS = {
  /** Protected media files: `pliki/{path}`, with the media token. */
  protectedMedia: 'pliki/{path}',
  /** Question media (images and films), public like the demo exam that shows them. */
  questionMedia: 'questions/media/{file}',
} as const;
