import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPreviewApproved } from '../content/content-preview.service.js';
import { contentMedia, students } from '../../db/schema/index.js';

/** A registered protected file. */
export interface ContentMediaRow {
  path: string;
  kind: string;
  contentType: string;
}

/** A learner's access windows. */
export interface MediaLearner {
  learningAvailableTill: string | null;
  lecturesAvailableTill: string | null;
}

/** All SQL of protected media: the content_media registry and learners' access windows. */
export class ProtectedMediaRepository {
  constructor(private readonly db: Db) {}

  async mediaByPath(path: string): Promise<ContentMediaRow | null> {
    const [row] = await this.db
      .select({ path: contentMedia.path, kind: contentMedia.kind, contentType: contentMedia.contentType })
      .from(contentMedia)
      .where(eq(contentMedia.path, path));
    return row ?? null;
  }

  /** Whether the school of a SCHOOL or INSTRUCTOR account may preview paid content (operator-approved). */
  async contentPreviewApproved(userId: number): Promise<boolean> {
    return contentPreviewApproved(this.db, userId);
  }

  async learnerOfUser(userId: number): Promise<MediaLearner | null> {
    const [row] = await this.db
      .select({ learningAvailableTill: students.learningAvailableTill, lecturesAvailableTill: students.lecturesAvailableTill })
      .from(students)
      .where(eq(students.userId, userId));
    return row ?? null;
  }
}
