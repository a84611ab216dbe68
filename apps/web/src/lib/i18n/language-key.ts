/** Where the chosen language is remembered (localStorage); also read by the build's route preloading. */
export const LANGUAGE_STORAGE_KEY = 'osk.language';
