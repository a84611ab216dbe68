/** E-learning and lecture timings and limits, shared by server and web. */

/** Query parameter that may carry the media token where a player cannot send the X-Auth-Token header. */
export const MEDIA_TOKEN_QUERY = 'token';
/** How often a playing lecture's position is stored (seconds of film), besides play, pause, seek and finish. */
export const LECTURE_PROGRESS_SAVE_SECONDS = 10;
/** A horizontal swipe shorter than this (px) on the slide viewer is not a page turn. */
export const SWIPE_MIN_PX = 50;
/** Autoplay without narration: a slide stays this long before the next follows (ms). */
export const AUTOPLAY_SILENT_SLIDE_MS = 8000;
/** Slack allowed past a lecture's stated length when a player reports its position (seconds). */
export const LECTURE_TIME_SLACK_SECONDS = 5;
