import { describe, expect, it } from 'vitest';
import { memoryOfflineStore, type QueuedAnswer } from './offline-store';
import { OfflineQueue, type SendOutcome } from './offline-sync';

function answer(n: number, userId = 1, answeredAt = `2026-11-27T08:00:${String(n).padStart(2, '0')}.000Z`): QueuedAnswer {
  return { answerId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, userId, studentId: userId * 10, questionId: 100 + n, answer: 'TAK', answeredAt, category: 'B', moduleId: 3 };
}

/** A server that records each id once, like POST learning/answer with an answerId. */
function server() {
  const recorded = new Map<string, QueuedAnswer>();
  const sends: QueuedAnswer[] = [];
  return {
    recorded,
    sends,
    send: (outcome?: (a: QueuedAnswer, i: number) => SendOutcome) => async (a: QueuedAnswer): Promise<SendOutcome> => {
      sends.push(a);
      const result = outcome ? outcome(a, sends.length - 1) : 'SENT';
      if (result === 'SENT' && !recorded.has(a.answerId)) recorded.set(a.answerId, a);
      return result;
    },
  };
}

describe('OfflineQueue', () => {
  it('sends the waiting answers oldest first and empties the queue', async () => {
    const store = memoryOfflineStore();
    const s = server();
    const queue = new OfflineQueue(store, s.send(), () => new Date('2026-11-27T09:00:00Z'));
    await queue.add(answer(3));
    await queue.add(answer(1));
    await queue.add(answer(2));
    expect(queue.state(1).waiting).toBe(3);
    expect(await queue.flush(1)).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(s.sends.map((a) => a.questionId)).toEqual([101, 102, 103]);
    expect(await store.queued(1)).toEqual([]);
    expect(queue.state(1)).toEqual({ waiting: 0, syncing: false, syncedAt: '2026-11-27T09:00:00.000Z' });
  });

  it('stops at a failed send and keeps it and the rest; the next round sends them, the server counting each id once', async () => {
    const store = memoryOfflineStore();
    const s = server();
    let offline = true;
    // The first send reaches the server but its answer is lost (the network went in between).
    let lost = false;
    const queue = new OfflineQueue(store, async (a) => {
      if (!lost) {
        lost = true;
        await s.send()(a);
        return 'RETRY';
      }
      if (offline) return 'RETRY';
      return s.send()(a);
    });
    for (let n = 1; n <= 10; n += 1) await queue.add(answer(n));
    expect(await queue.flush(1)).toEqual({ sent: 0, refused: 0, waiting: 10 });
    expect(await queue.flush(1)).toEqual({ sent: 0, refused: 0, waiting: 10 });
    expect(queue.state(1)).toMatchObject({ waiting: 10, syncing: false, syncedAt: null });
    offline = false;
    expect(await queue.flush(1)).toEqual({ sent: 10, refused: 0, waiting: 0 });
    // The first answer went twice, the server has it once: ten answers recorded.
    expect(s.sends.filter((a) => a.questionId === 101)).toHaveLength(2);
    expect(s.recorded.size).toBe(10);
  });

  it('drops an answer the server refuses for good and goes on', async () => {
    const store = memoryOfflineStore();
    const s = server();
    const queue = new OfflineQueue(store, s.send((a) => (a.questionId === 102 ? 'REFUSED' : 'SENT')));
    for (let n = 1; n <= 3; n += 1) await queue.add(answer(n));
    expect(await queue.flush(1)).toEqual({ sent: 2, refused: 1, waiting: 0 });
  });

  it("sends only the user's own answers: another learner's queue on the device waits for that learner", async () => {
    const store = memoryOfflineStore();
    const s = server();
    const queue = new OfflineQueue(store, s.send());
    await queue.add(answer(1, 1));
    await queue.add(answer(2, 2));
    await queue.flush(1);
    expect(s.sends.map((a) => a.userId)).toEqual([1]);
    expect((await store.queued(2)).map((a) => a.questionId)).toEqual([102]);
    expect(queue.state(2).waiting).toBe(1);
  });

  it('runs rounds of one user one at a time: flushes at once send each answer once', async () => {
    const store = memoryOfflineStore();
    const s = server();
    const queue = new OfflineQueue(store, async (a) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return s.send()(a);
    });
    for (let n = 1; n <= 5; n += 1) await queue.add(answer(n));
    await Promise.all([queue.flush(1), queue.flush(1), queue.flush(1)]);
    expect(s.sends).toHaveLength(5);
    expect(await store.queued(1)).toEqual([]);
  });

  it('picks up an answer added while a round runs', async () => {
    const store = memoryOfflineStore();
    const s = server();
    let added = false;
    const queue = new OfflineQueue(store, async (a) => {
      if (!added) {
        added = true;
        await store.enqueue(answer(9));
      }
      return s.send()(a);
    });
    await queue.add(answer(1));
    expect(await queue.flush(1)).toEqual({ sent: 2, refused: 0, waiting: 0 });
  });

  it('tells its listeners how many answers wait', async () => {
    const store = memoryOfflineStore();
    const queue = new OfflineQueue(store, async () => 'SENT');
    const seen: number[] = [];
    const stop = queue.subscribe(() => seen.push(queue.state(1).waiting));
    await queue.add(answer(1));
    await queue.add(answer(2));
    await queue.flush(1);
    stop();
    expect(seen[0]).toBe(1);
    expect(seen).toContain(2);
    expect(seen.at(-1)).toBe(0);
  });
});
