import type { UserSource } from './enums.js';

/** Sources that mark partner-platform users (kept free of zod for the landing page). */
export const PARTNER_SOURCES: readonly UserSource[] = ['LIWONA', 'LIWONA_DB', 'LIWONA_LOK'];
