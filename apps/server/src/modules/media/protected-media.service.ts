import { API_BASE, ENDPOINTS } from '@osk/contract';
import { warsawDate, type Clock } from '../../lib/clock.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ContentMediaRow, ProtectedMediaRepository } from './protected-media.repository.js';

/** The address under which a content_media path is served (`/api/pliki/{path}`). */
export function protectedMediaUrl(path: string): string {
  return `${API_BASE}/${ENDPOINTS.protectedMedia.replace('{path}', path)}`;
}

/**
 * Who may fetch a protected file (ADR 015): the holder of a live media token whose access covers
 * the file's kind (ELEARNING: learning access, LECTURE: lectures access, today or later in Warsaw);
 * schools and instructors fetch everything (they preview what they sell) once the operator approved
 * the school's content previews (issue 20).
 */
export class ProtectedMediaService {
  constructor(
    private readonly repo: ProtectedMediaRepository,
    private readonly auth: AuthService,
    private readonly clock: Clock,
  ) {}

  /** The registered file a token may fetch, or null for every refusal alike (no token, dead token, unknown path, no access). */
  async authorise(token: string | undefined, path: string): Promise<ContentMediaRow | null> {
    const user = await this.auth.mediaTokenUser(token);
    if (!user) return null;
    const media = await this.repo.mediaByPath(path);
    if (!media) return null;
    // Schools and their instructors preview what they sell, once the operator approved the school.
    if (user.userType === 'SCHOOL' || user.userType === 'INSTRUCTOR') return (await this.repo.contentPreviewApproved(user.id)) ? media : null;
    if (user.userType !== 'STUDENT') return null;
    const learner = await this.repo.learnerOfUser(user.id);
    if (!learner) return null;
    const till = media.kind === 'ELEARNING' ? learner.learningAvailableTill : media.kind === 'LECTURE' ? learner.lecturesAvailableTill : null;
    return till !== null && till >= warsawDate(this.clock.now()) ? media : null;
  }

  /** A fresh media token for the caller's session (the previous one stops working); undefined when the session has ended. */
  async rotateToken(sessionHash: string): Promise<string | undefined> {
    return this.auth.issueMediaToken(sessionHash);
  }
}
