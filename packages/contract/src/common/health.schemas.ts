import { z } from 'zod';

/** Answer of GET /api/health. */
export const Health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), version: z.string() });
export type Health = z.infer<typeof Health>;
