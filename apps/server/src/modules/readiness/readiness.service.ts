import {
  examShare,
  type ReadinessStratum,
  knowledgeShare,
  QUALIFICATION_C_MODULE_IDS,
  QUALIFICATION_D_MODULE_IDS,
  readinessScore,
  ROAD_RULE_MODULE_IDS,
  type Category,
  type ModuleReadiness,
  type Readiness,
} from '@osk/contract';
import type { AuthContext } from '../../access/caller.js';
import { isLearnersSchool, isSelf } from '../../access/access.policy.js';
import { forbidden } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { ReadinessRepository } from './readiness.repository.js';

function modulesOf(category: Category): readonly number[] {
  if (category === 'Y') return QUALIFICATION_C_MODULE_IDS;
  if (category === 'Z') return QUALIFICATION_D_MODULE_IDS;
  return ROAD_RULE_MODULE_IDS;
}

/** The readiness of a learner (ADR 031) and the figures the learner's home and statistics show. */
export class ReadinessService {
  constructor(
    private readonly repo: ReadinessRepository,
    private readonly clock: Clock,
  ) {}

  /** The learner's own readiness, or a learner's of the calling school; anyone else 403. */
  async read(caller: AuthContext, studentId: number, category: Category): Promise<Readiness> {
    const learner = await this.repo.learner(studentId);
    if (!learner || !(isSelf(caller, learner.userId) || isLearnersSchool(caller, learner.schoolId))) throw forbidden();
    const now = this.clock.now();
    const qualification = category === 'Y' || category === 'Z';
    const [kinds, last, position, running] = await Promise.all([
      this.repo.kindCounts(studentId, category, now),
      this.repo.lastExams(studentId, category, qualification ? ['QUALIFICATION'] : ['EXAM']),
      this.repo.lastPosition(studentId),
      this.repo.runningExam(studentId, now),
    ]);

    const byModule = new Map<number, ModuleReadiness>();
    for (const k of kinds) {
      const m = byModule.get(k.moduleId) ?? { moduleId: k.moduleId, total: 0, seen: 0, known: 0, weak: 0, never: 0, due: 0 };
      m.total += k.total;
      m.seen += k.seen;
      m.known += k.known;
      m.weak += k.weak;
      m.due += k.due;
      m.never = m.total - m.seen;
      byModule.set(k.moduleId, m);
    }
    const order = modulesOf(category);
    const modules = order.flatMap((id) => {
      const m = byModule.get(id);
      return m && m.total > 0 ? [m] : [];
    });
    const inSet = kinds.filter((k) => order.includes(k.moduleId));
    const knowledge = knowledgeShare(category, inSet);
    const exams = examShare(last);
    return {
      category,
      score: readinessScore(knowledge, exams),
      knowledge: Math.round(knowledge * 100),
      exams: Math.round(exams * 100),
      knownQuestions: modules.reduce((sum, m) => sum + m.known, 0),
      totalQuestions: modules.reduce((sum, m) => sum + m.total, 0),
      recentExams: last.map((e) => ({ id: e.id, category: e.category as Category, points: e.points, pointsAll: e.pointsAll, passed: e.passed, endDate: e.endDate.toISOString() })),
      modules,
      lastLearning: position
        ? { category: position.category as Category, moduleId: position.moduleId, questionNumber: position.questionNumber, max: position.max, updatedAt: position.updatedAt.toISOString() }
        : null,
      unfinishedExam: running ? { id: running.id, category: running.category as Category, deadline: running.deadline.toISOString() } : null,
      schoolThreshold: learner.schoolThreshold,
    };
  }

  /**
   * The scores of many learners, each in the learner's own category (the school's list, issue 23), by
   * the same rules as {@link read}, in three grouped statements whatever the number of learners: the
   * bank's kinds per category, the known questions per learner and kind, the last five exams per
   * learner. The caller checks that the learners are its own.
   */
  async scoresOf(learners: ReadonlyArray<{ id: number; category: Category }>): Promise<Map<number, number>> {
    const ids = learners.map((l) => l.id);
    const [bank, known, last] = await Promise.all([
      this.repo.bankKinds([...new Set(learners.map((l) => l.category))]),
      this.repo.knownKinds(ids),
      this.repo.lastExamPoints(ids),
    ]);
    const scores = new Map<number, number>();
    for (const l of learners) {
      const own = known.get(l.id) ?? [];
      const strata: ReadinessStratum[] = (bank.get(l.category) ?? []).map((k) => ({
        type: k.type,
        weight: k.weight,
        total: k.count,
        known: own.find((o) => o.type === k.type && o.weight === k.weight)?.count ?? 0,
      }));
      scores.set(l.id, readinessScore(knowledgeShare(l.category, strata), examShare(last.get(l.id) ?? [])));
    }
    return scores;
  }
}
