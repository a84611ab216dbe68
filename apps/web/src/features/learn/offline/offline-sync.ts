import type { OfflineStore, QueuedAnswer } from './offline-store';

/**
 * Sending the answers kept offline (issue 23). Each goes to `POST learning/answer` with its id and
 * time, the oldest first; the server records an id once, so an answer whose response was lost is
 * simply sent again. An answer leaves the queue when the server has it (or refuses it for good: the
 * question left the bank, the access ended); a network failure or a server error stops the round and
 * keeps the rest for the next one (the network back, the next answer, the next visit).
 */

/** What became of one send: recorded, refused for good (dropped), or to try again later. */
export type SendOutcome = 'SENT' | 'REFUSED' | 'RETRY';

export type SendAnswer = (answer: QueuedAnswer) => Promise<SendOutcome>;

/** What a round did, and how many answers still wait. */
export interface FlushResult {
  sent: number;
  refused: number;
  waiting: number;
}

/** The state the screens show: answers waiting, a round running, when the queue was last emptied. */
export interface SyncState {
  waiting: number;
  syncing: boolean;
  /** ISO time the queue was last sent whole in this tab; null before. */
  syncedAt: string | null;
}

const EMPTY: SyncState = { waiting: 0, syncing: false, syncedAt: null };

/** The queue of one store: rounds run one at a time per user, and listeners hear every change. */
export class OfflineQueue {
  private readonly rounds = new Map<number, Promise<FlushResult>>();
  private readonly states = new Map<number, SyncState>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: OfflineStore,
    private readonly send: SendAnswer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  state(userId: number): SyncState {
    return this.states.get(userId) ?? EMPTY;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(userId: number, change: Partial<SyncState>): void {
    this.states.set(userId, { ...this.state(userId), ...change });
    for (const listener of this.listeners) listener();
  }

  /** Reads how many answers of the user wait (on a screen's first draw). */
  async refresh(userId: number): Promise<number> {
    const waiting = (await this.store.queued(userId)).length;
    this.set(userId, { waiting });
    return waiting;
  }

  /** Keeps an answer for sending. */
  async add(answer: QueuedAnswer): Promise<void> {
    await this.store.enqueue(answer);
    await this.refresh(answer.userId);
  }

  /**
   * Sends the user's waiting answers, the oldest first, until the queue is empty or a send must be
   * tried again later. A round already running for the user is joined, then one more is run, so an
   * answer added during a round is not left behind.
   */
  flush(userId: number): Promise<FlushResult> {
    const running = this.rounds.get(userId);
    const round = (running ? running.catch(() => undefined) : Promise.resolve()).then(() => this.round(userId));
    const tracked = round.finally(() => {
      if (this.rounds.get(userId) === tracked) this.rounds.delete(userId);
    });
    this.rounds.set(userId, tracked);
    return tracked;
  }

  private async round(userId: number): Promise<FlushResult> {
    let sent = 0;
    let refused = 0;
    this.set(userId, { syncing: true });
    try {
      for (;;) {
        const waiting = await this.store.queued(userId);
        const next = waiting[0];
        if (!next) break;
        const outcome = await this.send(next).catch((): SendOutcome => 'RETRY');
        if (outcome === 'RETRY') {
          this.set(userId, { waiting: waiting.length, syncing: false });
          return { sent, refused, waiting: waiting.length };
        }
        await this.store.dequeue(next.answerId);
        if (outcome === 'SENT') sent += 1;
        else refused += 1;
        this.set(userId, { waiting: waiting.length - 1 });
      }
      this.set(userId, sent + refused > 0 ? { waiting: 0, syncing: false, syncedAt: this.now().toISOString() } : { waiting: 0, syncing: false });
      return { sent, refused, waiting: 0 };
    } catch (error) {
      this.set(userId, { syncing: false });
      throw error;
    }
  }
}
