import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { instructors, schools } from '../../db/schema/index.js';

/** The 403 code of paid content a school (or its instructor) may not preview yet. */
export const CONTENT_PREVIEW_PENDING = 'msg.error.content.preview.pending';

/**
 * Whether the operator approved content previews (lectures, e-learning slides and their media) for the
 * school of a SCHOOL or INSTRUCTOR account (issue 20: a school that registers itself sees no paid
 * content until then). An account of no school answers false.
 */
export async function contentPreviewApproved(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ approved: schools.contentPreviewApproved })
    .from(schools)
    .leftJoin(instructors, eq(instructors.schoolId, schools.id))
    .where(or(eq(schools.userId, userId), eq(instructors.userId, userId)))
    .limit(1);
  return rows[0]?.approved === true;
}
