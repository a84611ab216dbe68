import type { BankQuestion, ExamsRepository, QuestionTexts } from './exams.repository.js';

/** How long a cached question is trusted before it is read again (an import shows up within this). */
export const QUESTION_CACHE_TTL_MS = 30_000;

interface Entry<T> {
  at: number;
  value: T;
}

/**
 * A read-through cache of the question bank for exams: questions and their texts per language. The
 * bank changes only on import, so entries are reused for a short time; every instance keeps its own
 * copy and nothing else depends on it (ARCHITECTURE.md: no state another instance would need).
 */
export class QuestionCache {
  private readonly questions = new Map<number, Entry<BankQuestion>>();
  private readonly texts = new Map<string, Entry<QuestionTexts>>();

  constructor(
    private readonly repo: ExamsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets everything (after an import in this process). */
  clear(): void {
    this.questions.clear();
    this.texts.clear();
  }

  private fresh<T>(entry: Entry<T> | undefined, now: number): entry is Entry<T> {
    return entry !== undefined && now - entry.at < QUESTION_CACHE_TTL_MS;
  }

  /** Questions by id (missing ids are left out). */
  async questionsByIds(ids: readonly number[]): Promise<Map<number, BankQuestion>> {
    const now = this.now();
    const out = new Map<number, BankQuestion>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.questions.get(id);
      if (this.fresh(entry, now)) out.set(id, entry.value);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const q of await this.repo.questionsByIds(missing)) {
        this.questions.set(q.id, { at: now, value: q });
        out.set(q.id, q);
      }
    }
    return out;
  }

  /** Texts of questions in a language (Polish where a translation is missing). */
  async textsOf(ids: readonly number[], language: string): Promise<Map<number, QuestionTexts>> {
    const now = this.now();
    const out = new Map<number, QuestionTexts>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.texts.get(`${language}:${id}`);
      if (this.fresh(entry, now)) out.set(id, entry.value);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const loaded = await this.repo.textsOf(missing, language);
      for (const [id, texts] of loaded) {
        this.texts.set(`${language}:${id}`, { at: now, value: texts });
        out.set(id, texts);
      }
    }
    return out;
  }
}
